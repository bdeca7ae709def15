import { z } from 'zod'
import type { MarketReader } from '../../market/createMarketReader'
import { tokenIcon } from '../../market/tokenIcon'
import { SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import { findChain } from '../apiChain'
import type { ChainIndexer } from '../indexer/chainIndexer'
import { tokenPriceUsd } from '../indexer/sandboxPrices'
import { NATIVE_TOKEN_ICON } from '../nativeTokenIcon'
import { badRequest } from '../queryValidation'
import type { Route } from '../router'
import { SOLANA_NATIVE_PLACEHOLDER, type SolanaApiChain } from '../solanaBalances'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

const priceBody = z.object({
  currency: z
    .string()
    .transform(value => value.toLowerCase())
    .pipe(z.literal('usd')),
  projectId: z.string().min(1),
  // CAIP-10 token ids; the native coin is written with the 0xeeee… placeholder, as the hosted service takes it.
  addresses: z
    .array(
      z
        .string()
        .regex(
          /^eip155:\d{1,10}:0x[0-9a-fA-F]{40}$|^solana:[-_a-zA-Z0-9]{1,32}:[1-9A-HJ-NP-Za-km-z]{32,44}$/,
          'expected eip155:<chain>:<address> or solana:<chain>:<mint>',
        ),
    )
    .min(1)
    .max(100),
})

const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type FungiblePriceRouteParameters = {
  indexers: readonly ChainIndexer[]
  nativePriceUsd: number
  /** The market chain and its pool reader: its tokens are priced from the pool's reserves at the time of asking. */
  market?: { readonly chainId: number; readonly reader: MarketReader }
  /** Solana chains: SOL (written `So111…1`) and the SPL tokens they know, at their fixed prices. */
  solana?: readonly SolanaApiChain[]
}

/**
 * POST /v1/fungible/price { currency, addresses, projectId } → { fungibles: [{ name, symbol, iconUrl, price, decimals }] }
 * (SPEC §7). SOL and the local Solana chain's SPL token at their fixed sandbox prices. An ERC-20 the local chains hold is priced from the market's pool on the market chain,
 * at its fixed sandbox price elsewhere; tokens the chains do not know are left out, as the hosted
 * service leaves them out.
 */
export function fungiblePriceRoute({ indexers, nativePriceUsd, market, solana = [] }: FungiblePriceRouteParameters): Route {
  return {
    method: 'POST',
    pattern: '/v1/fungible/price',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ body }) => {
      const parsed = priceBody.safeParse(body)
      if (!parsed.success) return badRequest(`invalid body: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
      const chains = indexers.map(indexer => indexer.chain)
      const fungibles = await Promise.all(
        parsed.data.addresses.map(async id => {
          const [namespace, reference, address] = id.split(':') as [string, string, string]
          if (namespace === 'solana') {
            const chain = solana.find(candidate => candidate.caipNetworkId === `${namespace}:${reference}`)
            if (!chain) return undefined
            if (address === SOLANA_NATIVE_PLACEHOLDER) return { name: 'Solana', symbol: 'SOL', iconUrl: '', price: chain.nativePriceUsd, decimals: 9 }
            const token = chain.tokens.find(candidate => candidate.mint === address)
            return token && { name: token.name, symbol: token.symbol, iconUrl: '', price: token.priceUsd, decimals: token.decimals }
          }
          const indexer = indexers.find(candidate => candidate.chain === findChain(chains, `${namespace}:${reference}`))
          if (!indexer) return undefined
          if (address.toLowerCase() === NATIVE_PLACEHOLDER) {
            const { name, symbol, decimals } = SANDBOX_NATIVE_CURRENCY
            return { name, symbol, iconUrl: NATIVE_TOKEN_ICON, price: nativePriceUsd, decimals }
          }
          await indexer.sync()
          const contract = indexer.contractOf(address)
          if (!contract || contract.kind !== 'erc20') return undefined
          const poolPrice = market && Number(reference) === market.chainId ? await market.reader.priceUsd(contract.address) : undefined
          return {
            name: contract.name,
            symbol: contract.symbol,
            iconUrl: tokenIcon(contract.symbol),
            price: poolPrice ?? tokenPriceUsd(contract.address),
            decimals: contract.decimals,
          }
        }),
      )
      return { status: 200, body: { fungibles: fungibles.filter(fungible => fungible !== undefined) } }
    },
  }
}
