import { erc20Abi, formatUnits, isAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'
import { SANDBOX_NATIVE_CURRENCY } from '../../sandboxConstants'
import { caipNetworkIdOf } from '../apiChain'
import type { ChainIndexer } from '../indexer/chainIndexer'
import { tokenPriceUsd } from '../indexer/sandboxPrices'
import { NATIVE_TOKEN_ICON } from '../nativeTokenIcon'
import { BECH32_BITCOIN_ADDRESS, BitcoinAddressError, bitcoinBalances, type BitcoinApiChain } from '../bitcoinBalances'
import { badRequest, parseQuery } from '../queryValidation'
import { solanaBalances, type SolanaApiChain } from '../solanaBalances'
import type { TokenBalance } from '../tokenBalance'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from './sdkQueryFields'

const balanceQuery = z.object({
  // The sandbox prices in US dollars only; the product asks for 'usd'.
  currency: z
    .string()
    .transform(value => value.toLowerCase())
    .pipe(z.literal('usd'))
    .optional(),
  chainId: z
    .string()
    .regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id')
    .optional(),
  forceUpdate: z.string().optional(),
})

export type BalanceRouteParameters = {
  indexers: readonly ChainIndexer[]
  nativePriceUsd: number
  /** Solana chains: a base58 account (or a solana chainId) is answered from their JSON-RPC. */
  solana?: readonly SolanaApiChain[]
  /** Bitcoin chains: a bech32 address (or a bip122 chainId) is answered from their Esplora API. */
  bitcoin?: readonly BitcoinApiChain[]
}

const BASE58_ACCOUNT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=eip155:N&forceUpdate=
 * → { balances }, read from the local node (a Solana account from the local Solana chain, SOL then
 * its SPL tokens, see solanaBalances): the native balance, then every ERC-20 and ERC-721 the
 * indexer saw the account receive, with its balance read live (`balanceOf`). NFT collections come
 * as zero-decimal positions, as the hosted service lists them (the product drops those from the
 * token list, SPEC §5). Like the real service: no chainId lists every supported chain; an
 * unsupported chainId gives an empty list (the product then shows 'Token Balance Unavailable').
 */
export function balanceRoute({ indexers, nativePriceUsd, solana = [], bitcoin = [] }: BalanceRouteParameters): Route {
  async function nativeBalance({ chain, client }: ChainIndexer, address: Address): Promise<TokenBalance> {
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

  async function tokenBalances(indexer: ChainIndexer, address: Address): Promise<TokenBalance[]> {
    await indexer.sync()
    const held = await Promise.all(
      indexer.contractsOf(address).map(async (contract): Promise<TokenBalance | undefined> => {
        const units = await indexer.client.readContract({ address: contract.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
        if (units === 0n) return undefined
        const numeric = formatUnits(units, contract.decimals)
        const price = contract.kind === 'erc20' ? tokenPriceUsd(contract.address) : 0
        return {
          name: contract.name,
          symbol: contract.symbol,
          chainId: caipNetworkIdOf(indexer.chain),
          address: `${caipNetworkIdOf(indexer.chain)}:${contract.address}`,
          value: Number(numeric) * price,
          price,
          iconUrl: '',
          quantity: { decimals: String(contract.decimals), numeric },
        }
      }),
    )
    return held.filter(balance => balance !== undefined)
  }

  return {
    method: 'GET',
    pattern: '/v1/account/:address/balance',
    requiredQuery: SDK_QUERY_FIELDS,
    handle: async ({ params, query }) => {
      const address = params.address ?? ''
      const parsed = parseQuery(balanceQuery, query)
      if (!parsed.ok) return parsed.response
      const { chainId } = parsed.value
      // A Bitcoin address (issue 29) is read from the local Bitcoin chain's Esplora API; another bip122 chain has no balances.
      if (chainId?.startsWith('bip122:') || (chainId === undefined && BECH32_BITCOIN_ADDRESS.test(address))) {
        const chains = bitcoin.filter(chain => chainId === undefined || chain.caipNetworkId === chainId)
        try {
          const perChain = await Promise.all(chains.map(chain => bitcoinBalances(chain, address)))
          return { status: 200, body: { balances: perChain.flat() } }
        } catch (error) {
          if (error instanceof BitcoinAddressError) return badRequest(`invalid Bitcoin address ${address}`)
          throw error
        }
      }
      // SPEC §9: balances on eip155 and solana. A Solana account is read from the local Solana chain.
      if (chainId?.startsWith('solana:') || (chainId === undefined && !address.startsWith('0x') && BASE58_ACCOUNT.test(address))) {
        if (!BASE58_ACCOUNT.test(address)) return badRequest(`invalid Solana address ${address}`)
        const chains = solana.filter(chain => chainId === undefined || chain.caipNetworkId === chainId)
        const perChain = await Promise.all(chains.map(chain => solanaBalances(chain, address)))
        return { status: 200, body: { balances: perChain.flat() } }
      }
      if (!isAddress(address, { strict: false })) return badRequest(`invalid address ${address}`)
      const selected = indexers.filter(indexer => chainId === undefined || caipNetworkIdOf(indexer.chain) === chainId)
      const perChain = await Promise.all(selected.map(async indexer => [await nativeBalance(indexer, address), ...(await tokenBalances(indexer, address))]))
      return { status: 200, body: { balances: perChain.flat() } }
    },
  }
}
