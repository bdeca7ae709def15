import { isAddress } from 'viem'
import { z } from 'zod'
import { caipNetworkIdOf } from '../apiChain'
import { BECH32_BITCOIN_ADDRESS, BitcoinAddressError, type BitcoinApiChain } from '../bitcoinBalances'
import { bitcoinHistory } from '../bitcoinHistory'
import type { ChainIndexer } from '../indexer/chainIndexer'
import { toHistoryTransaction } from '../indexer/toHistoryTransaction'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

/** Transactions per page, as the hosted service pages them. */
export const HISTORY_PAGE_SIZE = 50

const historyQuery = z.object({
  chainId: z
    .string()
    .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id')
    .optional(),
  // The cursor is opaque to clients; here it is the offset of the next page.
  cursor: z.string().regex(/^\d+$/, 'unknown cursor').optional(),
  onramp: z.string().optional(),
})

export type HistoryRouteParameters = {
  indexers: readonly ChainIndexer[]
  nativePriceUsd: number
  /** Bitcoin chains: a bech32 address (or a bip122 chainId) is answered from their Esplora API. */
  bitcoin?: readonly BitcoinApiChain[]
}

/**
 * GET /v1/account/{address}/history?chainId=&cursor= → { data, next } (SPEC §7), newest first,
 * from the local chains' blocks and Transfer logs as the indexer last read them. No chainId: every
 * local chain's transactions, newest first. `next` is null on the last page.
 */
export function historyRoute({ indexers, nativePriceUsd, bitcoin = [] }: HistoryRouteParameters): Route {
  return {
    method: 'GET',
    pattern: '/v1/account/:address/history',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params, query }) => {
      const account = params.address ?? ''
      const parsed = parseQuery(historyQuery, query)
      if (!parsed.ok) return parsed.response
      const { chainId, cursor } = parsed.value
      const start = Number(cursor ?? 0)
      const page = (all: readonly unknown[]) => ({
        status: 200,
        body: { data: all.slice(start, start + HISTORY_PAGE_SIZE), next: start + HISTORY_PAGE_SIZE < all.length ? String(start + HISTORY_PAGE_SIZE) : null },
      })
      // A Bitcoin address (issue 29): its mined transactions on the local Bitcoin chain, from its Esplora API.
      if (chainId?.startsWith('bip122:') || (chainId === undefined && BECH32_BITCOIN_ADDRESS.test(account))) {
        try {
          const perChain = await Promise.all(
            bitcoin.filter(chain => chainId === undefined || chain.caipNetworkId === chainId).map(chain => bitcoinHistory(chain, account)),
          )
          return page(perChain.flat().sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt)))
        } catch (error) {
          if (error instanceof BitcoinAddressError) return badRequest(`invalid Bitcoin address ${account}`)
          throw error
        }
      }
      if (!isAddress(account, { strict: false })) return badRequest(`invalid address ${account}`)
      const selected = indexers.filter(indexer => chainId === undefined || caipNetworkIdOf(indexer.chain) === chainId)
      await Promise.all(selected.map(indexer => indexer.sync()))
      const all = selected
        .flatMap(indexer =>
          indexer
            .transactionsOf(account)
            .map(transaction =>
              toHistoryTransaction({ transaction, account, chain: caipNetworkIdOf(indexer.chain), contractOf: indexer.contractOf, nativePriceUsd }),
            ),
        )
        .sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
      return page(all)
    },
  }
}
