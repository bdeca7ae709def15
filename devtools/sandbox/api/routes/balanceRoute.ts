import { createPublicClient, formatUnits, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import { z } from 'zod'
import { SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import { caipNetworkIdOf, findChain } from '../apiChain'
import type { ApiChain } from '../apiChain'
import { NATIVE_TOKEN_ICON } from '../nativeTokenIcon'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** SPEC §3 Token balance. `quantity` is decimal strings, as the real service sends it. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

const balanceQuery = z.object({
  // The sandbox prices in US dollars only; the product asks for 'usd'.
  currency: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.literal('usd'))
    .optional(),
  chainId: z.string().regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id').optional(),
  forceUpdate: z.string().optional(),
})

export type BalanceRouteParameters = { chains: readonly ApiChain[]; nativePriceUsd: number }

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:N&forceUpdate=
 * → { balances } with the real native balance read from the local node. Like the
 * real service: no chainId lists every supported chain; an unsupported chainId
 * gives an empty list (the product then shows 'Token Balance Unavailable').
 */
export function balanceRoute({ chains, nativePriceUsd }: BalanceRouteParameters): Route {
  const clients = new Map<number, PublicClient>(
    chains.map((chain) => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })]),
  )

  async function nativeBalance(chain: ApiChain, address: Address): Promise<TokenBalance> {
    const client = clients.get(chain.chainId)
    if (!client) throw new Error(`no client for chain ${chain.chainId}`)
    const wei = await client.getBalance({ address })
    const numeric = formatUnits(wei, SANDBOX_NATIVE_CURRENCY.decimals)
    return {
      name: SANDBOX_NATIVE_CURRENCY.name,
      symbol: SANDBOX_NATIVE_CURRENCY.symbol,
      chainId: caipNetworkIdOf(chain),
      value: Number(numeric) * nativePriceUsd,
      price: nativePriceUsd,
      iconUrl: NATIVE_TOKEN_ICON,
      quantity: { decimals: String(SANDBOX_NATIVE_CURRENCY.decimals), numeric },
    }
  }

  return {
    method: 'GET',
    pattern: '/v1/account/:address/balance',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params, query }) => {
      const address = params.address ?? ''
      if (!isAddress(address, { strict: false })) return badRequest(`invalid address ${address}`)
      const parsed = parseQuery(balanceQuery, query)
      if (!parsed.ok) return parsed.response
      const { chainId } = parsed.value
      const selected = chainId === undefined ? chains : [findChain(chains, chainId)].filter((chain) => chain !== undefined)
      const balances = await Promise.all(selected.map((chain) => nativeBalance(chain, address)))
      return { status: 200, body: { balances } }
    },
  }
}
