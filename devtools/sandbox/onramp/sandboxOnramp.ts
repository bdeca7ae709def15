/**
 * The sandbox's on-ramp provider: what it sells, for which fiat, within which limits, and the
 * account that pays the tokens out. Its page (onrampRoutes.ts) takes a fake card and transfers
 * real tokens on the local chain to the buyer's wallet.
 */
import { sandboxErc20 } from '../tokens/sandboxTokens'
import type { SandboxErc20 } from '../tokens/sandboxTokens'

/** The mnemonic account whose tokens the provider sells (the market maker, 9, is kept for the pools). */
export const SANDBOX_ONRAMP_TREASURY_INDEX = 8

/** Tokens for sale: a stablecoin and gold, on every local chain. */
export const SANDBOX_ONRAMP_ASSETS: readonly SandboxErc20[] = [sandboxErc20('SUSD'), sandboxErc20('SGLD')]

/** The provider's fee on the fiat paid, in percent (SPEC §9: meld and coinbase charge 1–2%). */
export const SANDBOX_ONRAMP_FEE_PERCENT = 1.5

/** Fiat currencies accepted, with per-method limits (SPEC §3 payment_method_limits). */
export const SANDBOX_PAYMENT_CURRENCIES = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10', max: '5000' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ],
  },
  { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10', max: '5000' }] },
] as const

/** Fiat → USD, fixed. */
export const SANDBOX_FIAT_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.1 }
