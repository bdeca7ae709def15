import { FALLBACK_PAYMENT_LIMITS, OnrampMessages } from './onrampConstants'
import type { OnrampOptions, OnrampQuote } from './onrampState'

/** The card limits of a payment currency, or SPEC §9's fallback when the options give none. */
export function cardLimits(options: OnrampOptions | null, paymentCurrency: string): { min: number; max: number } {
  const limits = options?.paymentCurrencies.find(currency => currency.id === paymentCurrency)?.limits ?? []
  const card = limits.find(limit => limit.id === 'card') ?? FALLBACK_PAYMENT_LIMITS[0]
  return { min: Number(card.min), max: Number(card.max) }
}

export type OnrampAmountProblem = { kind: 'invalid' } | { kind: 'outOfLimits'; min: number; max: number }

export function checkOnrampAmount(amount: string, limits: { min: number; max: number }): OnrampAmountProblem | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return { kind: 'invalid' }
  const value = Number(amount)
  if (value < limits.min || value > limits.max) return { kind: 'outOfLimits', ...limits }
  return undefined
}

/**
 * SPEC §7: "On failure a mock quote is returned". It assumes a 2% fee (the top of SPEC §9's 1–2%)
 * on a one-to-one price and is flagged as an estimate, never shown as a provider's price.
 */
export function mockOnrampQuote(key: string, purchaseCurrency: string, paymentCurrency: string, amount: string): OnrampQuote {
  const value = Number(amount)
  return {
    key,
    purchaseAmount: (value * 0.98).toFixed(2),
    purchaseCurrency,
    paymentTotal: value.toFixed(2),
    paymentCurrency,
    fee: (value * 0.02).toFixed(2),
    estimate: true,
  }
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** Query parameters providers name the fiat amount with (Coinbase, Meld, …). */
const AMOUNT_PARAMETERS = ['presetFiatAmount', 'fiatAmount', 'sourceAmount']
const NETWORK_PARAMETERS = ['network', 'defaultNetwork']

/** Every string in a query value, and in the JSON it may hold (Coinbase's `addresses={"0x…":["base"]}`): keys and values. */
function stringsOf(value: string): string[] {
  const found = [value]
  const walk = (node: unknown) => {
    if (typeof node === 'string') found.push(node)
    else if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object')
      for (const [key, inner] of Object.entries(node)) {
        found.push(key)
        walk(inner)
      }
  }
  if (/^[[{]/.test(value)) {
    try {
      walk(JSON.parse(value))
    } catch {
      // Not JSON: the value itself is all there is.
    }
  }
  return found
}

export interface OnrampDestination {
  readonly address: string
  /** CAIP-2 network the purchase lands on (`eip155:8453`, `solana:…`). */
  readonly caipNetworkId: string
  /** The fiat amount the visitor chose. */
  readonly amount: string
}

/**
 * Why the provider's purchase URL must not be opened for the visitor's purchase, or undefined
 * (issue 24, verify before paying): it must name the visitor's address and no other account (an
 * EVM address on Solana is another account, the bug this replaces), a network it names must be the
 * visitor's, and a fiat amount it names must be the one chosen.
 *
 * @example
 * onrampUrlProblem('https://pay.example/buy?address=0xabc…&presetFiatAmount=100', { address: '0xabc…', caipNetworkId: 'eip155:1', amount: '100' }) // undefined
 */
export function onrampUrlProblem(url: string, destination: OnrampDestination): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return OnrampMessages.WRONG_ADDRESS
  }
  const solana = destination.caipNetworkId.startsWith('solana:')
  const isAccount = (text: string) => EVM_ADDRESS.test(text) || (solana && SOLANA_ADDRESS.test(text))
  const same = (text: string) => (EVM_ADDRESS.test(text) && !solana ? text.toLowerCase() === destination.address.toLowerCase() : text === destination.address)
  const accounts = [...parsed.searchParams.values()].flatMap(stringsOf).filter(isAccount)
  if (accounts.length === 0 || !accounts.every(same)) return OnrampMessages.WRONG_ADDRESS
  for (const name of NETWORK_PARAMETERS) {
    const network = parsed.searchParams.get(name)
    // Only a CAIP-2 network can be compared; a provider's own chain names (`base`) are its business.
    if (network?.includes(':') && network !== destination.caipNetworkId) return OnrampMessages.WRONG_NETWORK
  }
  for (const name of AMOUNT_PARAMETERS) {
    const amount = parsed.searchParams.get(name)
    if (amount !== null && Number(amount) !== Number(destination.amount)) return OnrampMessages.WRONG_AMOUNT
  }
  return undefined
}
