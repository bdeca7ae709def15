import { randomUUID } from 'node:crypto'
import { createWalletClient, erc20Abi, getAddress, http, isAddress, parseUnits, publicActions } from 'viem'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { z } from 'zod'
import {
  SANDBOX_FIAT_USD,
  SANDBOX_ONRAMP_ASSETS,
  SANDBOX_ONRAMP_FEE_PERCENT,
  SANDBOX_ONRAMP_TREASURY_INDEX,
  SANDBOX_PAYMENT_CURRENCIES,
} from '../../onramp/sandboxOnramp'
import { SANDBOX_MNEMONIC } from '../../sandboxConstants'
import type { SandboxErc20 } from '../../tokens/sandboxTokens'
import type { ApiChain } from '../apiChain'
import type { PaymentTamper } from '../faultInjector'
import { badRequest } from '../queryValidation'
import type { Route, RouteResponse } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'
import { renderOnrampProviderPage } from './renderOnrampProviderPage'

/** A base58 Solana address (32 bytes: 32 to 44 characters). */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

type Session = { id: string; address: string; network: string; chain: ApiChain; asset: SandboxErc20; fiatAmount: number; fiat: string; bought?: string }

const quoteBody = z.object({
  purchaseCurrency: z.string().min(1),
  paymentCurrency: z.string().min(1),
  amount: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().positive()),
  network: z.string().optional(),
})

const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().refine(value => isAddress(value, { strict: false }) || SOLANA_ADDRESS.test(value), 'expected an EVM or Solana address'),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().optional(),
  defaultExperience: z.string().optional(),
  presetCryptoAmount: z.number().optional(),
  presetFiatAmount: z.number().optional(),
})

const purchaseBody = z.object({
  session: z.string().uuid(),
  cardNumber: z.string().regex(/^[\d ]{12,23}$/, 'card number'),
  expiry: z.string().regex(/^\d{2}\/\d{2}$/, 'expiry MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC'),
})

function bodyError(error: z.ZodError): RouteResponse {
  const issue = error.issues[0]
  return badRequest(`invalid body field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
}

/** What `fiatAmount` of `fiat` buys of `asset`, after the provider's fee, as a decimal string. */
function purchaseAmount(asset: SandboxErc20, fiatAmount: number, fiat: string): number {
  const usd = fiatAmount * (SANDBOX_FIAT_USD[fiat] ?? 1) * (1 - SANDBOX_ONRAMP_FEE_PERCENT / 100)
  return usd / asset.priceUsd
}

/**
 * SPEC §7 on-ramp calls and the sandbox provider behind them:
 * - GET /v1/onramp/options → purchase and payment currencies with limits;
 * - POST /v1/onramp/quote → purchaseAmount, paymentTotal, fees;
 * - POST /v1/generators/onrampurl → { url } of the provider page for this purchase, naming the
 *   destination address, network and fiat amount as providers' URLs do (an EVM or a Solana account;
 *   the sandbox sells on the local EVM chains only); a tamper armed for this route makes the page pay
 *   another address or amount, and say so in the URL;
 * - GET /onramp/provider?session= → the provider page, a fake card form;
 * - POST /onramp/provider/purchase → real tokens sent from the treasury to the buyer on the local chain.
 */
export function onrampRoutes(
  chains: readonly ApiChain[],
  apiUrl: () => string,
  tamper: (pattern: string) => Omit<PaymentTamper, 'times'> | undefined = () => undefined,
): Route[] {
  const sessions = new Map<string, Session>()
  const treasury = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_ONRAMP_TREASURY_INDEX })
  const findAsset = (symbol: string) => SANDBOX_ONRAMP_ASSETS.find(asset => asset.symbol.toLowerCase() === symbol.toLowerCase())
  const findChain = (network: string | undefined) =>
    chains.find(chain => `eip155:${chain.chainId}` === network || String(chain.chainId) === network) ?? chains[0]

  return [
    {
      method: 'GET',
      pattern: '/v1/onramp/options',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async () => ({
        status: 200,
        body: {
          purchaseCurrencies: SANDBOX_ONRAMP_ASSETS.map(asset => ({
            id: asset.symbol,
            name: asset.name,
            symbol: asset.symbol,
            networks: chains.map(chain => ({
              name: `eip155:${chain.chainId}`,
              display_name: `Chain ${chain.chainId}`,
              chain_id: String(chain.chainId),
              contract_address: asset.address,
            })),
          })),
          paymentCurrencies: SANDBOX_PAYMENT_CURRENCIES,
        },
      }),
    },
    {
      method: 'POST',
      pattern: '/v1/onramp/quote',
      requiredQuery: [],
      handle: async ({ body }) => {
        const parsed = quoteBody.safeParse(body)
        if (!parsed.success) return bodyError(parsed.error)
        const { purchaseCurrency, paymentCurrency, amount } = parsed.data
        const asset = findAsset(purchaseCurrency)
        if (!asset || SANDBOX_FIAT_USD[paymentCurrency] === undefined) return badRequest(`cannot sell ${purchaseCurrency} for ${paymentCurrency}`)
        const fee = (amount * SANDBOX_ONRAMP_FEE_PERCENT) / 100
        return {
          status: 200,
          body: {
            purchaseAmount: { amount: purchaseAmount(asset, amount, paymentCurrency).toFixed(6), currency: asset.symbol },
            paymentTotal: { amount: amount.toFixed(2), currency: paymentCurrency },
            paymentSubtotal: { amount: (amount - fee).toFixed(2), currency: paymentCurrency },
            coinbaseFee: { amount: fee.toFixed(2), currency: paymentCurrency },
            networkFee: { amount: '0.00', currency: paymentCurrency },
            quoteId: randomUUID(),
          },
        }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/generators/onrampurl',
      requiredQuery: [],
      handle: async ({ body }) => {
        const parsed = onrampUrlBody.safeParse(body)
        if (!parsed.success) return bodyError(parsed.error)
        const wallet = parsed.data.destinationWallets[0]!
        const asset = findAsset(wallet.assets?.[0] ?? 'SUSD')
        const network = parsed.data.defaultNetwork ?? wallet.blockchains?.[0] ?? `eip155:${chains[0]?.chainId}`
        const chain = findChain(network)
        if (!asset || !chain) return badRequest('nothing to sell on that network')
        const tampered = tamper('/v1/generators/onrampurl')
        const address = tampered?.receiver ?? wallet.address
        const fiatAmount = tampered?.amount !== undefined ? Number(tampered.amount) : (parsed.data.presetFiatAmount ?? 100)
        const session: Session = {
          id: randomUUID(),
          address: isAddress(address, { strict: false }) ? getAddress(address) : address,
          network,
          chain,
          asset,
          fiatAmount,
          fiat: 'USD',
        }
        sessions.set(session.id, session)
        const url = new URL(`${apiUrl()}/onramp/provider`)
        for (const [key, value] of Object.entries({ session: session.id, address: session.address, network, presetFiatAmount: String(fiatAmount) }))
          url.searchParams.set(key, value)
        return { status: 200, body: { url: url.toString() } }
      },
    },
    {
      method: 'GET',
      pattern: '/onramp/provider',
      requiredQuery: ['session'],
      handle: async ({ query }) => {
        const session = sessions.get(query.session ?? '')
        if (!session) return { status: 404, body: 'No such purchase', contentType: 'text/plain; charset=utf-8' }
        const amount = purchaseAmount(session.asset, session.fiatAmount, session.fiat).toFixed(6)
        return {
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: renderOnrampProviderPage({
            session: session.id,
            fiatAmount: session.fiatAmount.toFixed(2),
            fiat: session.fiat,
            amount,
            symbol: session.asset.symbol,
            address: session.address,
          }),
        }
      },
    },
    {
      method: 'POST',
      pattern: '/onramp/provider/purchase',
      requiredQuery: [],
      handle: async ({ body }) => {
        const parsed = purchaseBody.safeParse(body)
        if (!parsed.success) return bodyError(parsed.error)
        const session = sessions.get(parsed.data.session)
        if (!session) return { status: 404, body: { error: 'no such purchase' } }
        if (session.bought) return { status: 409, body: { error: 'already bought', hash: session.bought } }
        if (!isAddress(session.address, { strict: false })) return { status: 501, body: { error: 'the sandbox provider sells on the local EVM chains only' } }
        const chain = {
          id: session.chain.chainId,
          name: 'sandbox',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [session.chain.rpcUrl] } },
        }
        const client = createWalletClient({ account: treasury, chain, transport: http(session.chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions)
        const units = parseUnits(
          purchaseAmount(session.asset, session.fiatAmount, session.fiat).toFixed(Math.min(6, session.asset.decimals)),
          session.asset.decimals,
        )
        const hash = await client.writeContract({
          address: session.asset.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [session.address as Address, units],
        })
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success') return { status: 500, body: { error: 'transfer reverted', hash } }
        session.bought = hash
        return { status: 200, body: { hash, amount: units.toString(), symbol: session.asset.symbol } }
      },
    },
  ]
}
