import { randomUUID } from 'node:crypto'
import { createWalletClient, erc20Abi, getAddress, http, isAddress, parseUnits, publicActions } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { z } from 'zod'
import { SANDBOX_EXCHANGE_HOT_WALLET_INDEX, SANDBOX_EXCHANGES } from '../../exchange/sandboxExchange'
import { SANDBOX_MNEMONIC, SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import { SANDBOX_ERC20_TOKENS } from '../../tokens/sandboxTokens'
import { findChain, type ApiChain } from '../apiChain'
import type { PaymentTamper } from '../faultInjector'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route, RouteResponse } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'
import { renderExchangeDepositPage } from './renderExchangeDepositPage'

/** AppKit pay's buy statuses: not started, being paid, paid, failed or cancelled. */
type BuyStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

type Asset = { symbol: string; decimals: number; address: Address | 'native' }

type Session = {
  id: string
  exchange: (typeof SANDBOX_EXCHANGES)[number]
  chain: ApiChain
  asset: Asset
  amount: string
  recipient: Address
  status: BuyStatus
  txHash?: Hex
}

const payUrlBody = z.object({
  exchangeId: z.string().min(1),
  network: z.string().regex(/^eip155:\d+$/, 'expected an eip155 CAIP-2 network'),
  asset: z.string().min(1),
  amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'expected a decimal amount')
    .refine(value => Number(value) > 0, 'amount must be greater than 0'),
  recipient: z.string().refine(value => isAddress(value, { strict: false }), 'expected an address'),
})

const sessionBody = z.object({ session: z.string().uuid() })

const statusQuery = z.object({ exchangeId: z.string().min(1), sessionId: z.string().min(1) })

function bodyError(error: z.ZodError): RouteResponse {
  const issue = error.issues[0]
  return badRequest(`invalid body field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
}

/** The sandbox ERC-20s and the native coin, by address (or 'native'). */
function assetOf(asset: string): Asset | undefined {
  if (asset === 'native') return { symbol: SANDBOX_NATIVE_CURRENCY.symbol, decimals: SANDBOX_NATIVE_CURRENCY.decimals, address: 'native' }
  const token = SANDBOX_ERC20_TOKENS.find(candidate => candidate.address.toLowerCase() === asset.toLowerCase() && candidate.decimals > 0)
  return token ? { symbol: token.symbol, decimals: token.decimals, address: token.address } : undefined
}

/**
 * The exchange calls behind Pay's "pay from an exchange" (SPEC §1; AppKit pay's getExchanges,
 * getExchangePayUrl and getExchangeBuyStatus, whose paths SPEC §7 does not show), and the sandbox
 * exchange behind them:
 * - GET /v1/exchanges?network=&asset= → { exchanges: [{ id, name, imageUrl }] };
 * - POST /v1/exchanges/pay-url { exchangeId, network, asset, amount, recipient } → { url, sessionId },
 *   the URL naming what the page will pay (recipient, amount, asset, network), as exchanges' pay links do;
 *   a tamper armed for this route makes it pay another receiver or amount, and say so in the URL;
 * - GET /v1/exchanges/buy-status?exchangeId=&sessionId= → { status, txHash? };
 * - GET /exchange/deposit?session= → the exchange's deposit page;
 * - POST /exchange/deposit/pay → real tokens sent from the exchange's hot wallet to the recipient;
 * - POST /exchange/deposit/cancel → the payment reported FAILED.
 */
export function exchangeRoutes(
  chains: readonly ApiChain[],
  apiUrl: () => string,
  tamper: (pattern: string) => Omit<PaymentTamper, 'times'> | undefined = () => undefined,
): Route[] {
  const sessions = new Map<string, Session>()
  const hotWallet = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: SANDBOX_EXCHANGE_HOT_WALLET_INDEX })

  async function send(session: Session): Promise<{ hash: Hex; ok: boolean }> {
    const { chain, asset } = session
    const network = { id: chain.chainId, name: 'sandbox', nativeCurrency: SANDBOX_NATIVE_CURRENCY, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    const client = createWalletClient({ account: hotWallet, chain: network, transport: http(chain.rpcUrl, { retryCount: 0 }) }).extend(publicActions)
    const value = parseUnits(session.amount, asset.decimals)
    const hash =
      asset.address === 'native'
        ? await client.sendTransaction({ to: session.recipient, value })
        : await client.writeContract({ address: asset.address, abi: erc20Abi, functionName: 'transfer', args: [session.recipient, value] })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return { hash, ok: receipt.status === 'success' }
  }

  const settleable = (body: unknown): { session: Session } | { response: RouteResponse } => {
    const parsed = sessionBody.safeParse(body)
    if (!parsed.success) return { response: bodyError(parsed.error) }
    const session = sessions.get(parsed.data.session)
    if (!session) return { response: { status: 404, body: { error: 'no such payment' } } }
    if (session.status !== 'UNKNOWN') return { response: { status: 409, body: { error: `payment already ${session.status.toLowerCase()}` } } }
    return { session }
  }

  return [
    {
      method: 'GET',
      pattern: '/v1/exchanges',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ query }) => {
        const network = query.network
        const chainKnown = network === undefined || findChain(chains, network) !== undefined
        const assetKnown = query.asset === undefined || assetOf(query.asset) !== undefined
        const exchanges = chainKnown && assetKnown ? SANDBOX_EXCHANGES.map(exchange => ({ ...exchange, imageUrl: '' })) : []
        return { status: 200, body: { exchanges, total: exchanges.length } }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/exchanges/pay-url',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ body }) => {
        const parsed = payUrlBody.safeParse(body)
        if (!parsed.success) return bodyError(parsed.error)
        const tampered = tamper('/v1/exchanges/pay-url')
        const { exchangeId, network, asset } = parsed.data
        const amount = tampered?.amount ?? parsed.data.amount
        const recipient = tampered?.receiver ?? parsed.data.recipient
        const exchange = SANDBOX_EXCHANGES.find(candidate => candidate.id === exchangeId)
        if (!exchange) return badRequest(`unknown exchange ${exchangeId}`)
        const chain = findChain(chains, network)
        const known = assetOf(asset)
        if (!chain || !known) return badRequest('Asset not supported by the selected exchange')
        if ((amount.split('.')[1] ?? '').length > known.decimals) return badRequest(`${known.symbol} has at most ${known.decimals} decimals`)
        const session: Session = { id: randomUUID(), exchange, chain, asset: known, amount, recipient: getAddress(recipient), status: 'UNKNOWN' }
        sessions.set(session.id, session)
        const url = new URL(`${apiUrl()}/exchange/deposit`)
        for (const [key, value] of Object.entries({ session: session.id, recipient: session.recipient, amount, asset, network }))
          url.searchParams.set(key, value)
        return { status: 200, body: { url: url.toString(), sessionId: session.id } }
      },
    },
    {
      method: 'GET',
      pattern: '/v1/exchanges/buy-status',
      requiredQuery: [...SDK_QUERY_FIELDS, 'exchangeId', 'sessionId'],
      handle: async ({ query }) => {
        const parsed = parseQuery(statusQuery, query)
        if (!parsed.ok) return parsed.response
        const session = sessions.get(parsed.value.sessionId)
        if (!session || session.exchange.id !== parsed.value.exchangeId) return { status: 404, body: { error: 'no such payment' } }
        return { status: 200, body: session.txHash ? { status: session.status, txHash: session.txHash } : { status: session.status } }
      },
    },
    {
      method: 'GET',
      pattern: '/exchange/deposit',
      requiredQuery: ['session'],
      handle: async ({ query }) => {
        const session = sessions.get(query.session ?? '')
        if (!session) return { status: 404, body: 'No such payment', contentType: 'text/plain; charset=utf-8' }
        const page = {
          session: session.id,
          exchange: session.exchange.name,
          amount: session.amount,
          symbol: session.asset.symbol,
          recipient: session.recipient,
          network: `eip155:${session.chain.chainId}`,
        }
        return { status: 200, contentType: 'text/html; charset=utf-8', body: renderExchangeDepositPage(page) }
      },
    },
    {
      method: 'POST',
      pattern: '/exchange/deposit/pay',
      requiredQuery: [],
      handle: async ({ body }) => {
        const found = settleable(body)
        if ('response' in found) return found.response
        const { session } = found
        session.status = 'IN_PROGRESS'
        try {
          const { hash, ok } = await send(session)
          session.txHash = hash
          session.status = ok ? 'SUCCESS' : 'FAILED'
          return ok ? { status: 200, body: { hash } } : { status: 500, body: { error: 'transfer reverted', hash } }
        } catch (error) {
          session.status = 'FAILED'
          throw error
        }
      },
    },
    {
      method: 'POST',
      pattern: '/exchange/deposit/cancel',
      requiredQuery: [],
      handle: async ({ body }) => {
        const found = settleable(body)
        if ('response' in found) return found.response
        found.session.status = 'FAILED'
        return { status: 200, body: { status: 'FAILED' } }
      },
    },
  ]
}
