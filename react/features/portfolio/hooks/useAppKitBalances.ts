import type { PortfolioStatus } from '../../../../plugins/features/portfolio/portfolioState'
import type { TokenBalance } from '../../../../plugins/features/portfolio/portfolioSchemas'
import { useActiveBalances } from '../AccountTabs/useActiveBalances'

export type UseAppKitBalancesReturnType = {
  /** 'loading' until the first answer (and while the portfolio feature loads), then 'ready' or 'error'. */
  readonly status: PortfolioStatus
  /** SPEC §8's message when the last fetch failed ('Token Balance Unavailable'). */
  readonly error: string | null
  /** The Tokens tab's list: zero-decimal positions dropped (SPEC §5), highest fiat value first. */
  readonly tokens: readonly TokenBalance[]
  /** The zero-decimal positions (NFT collections). */
  readonly nfts: readonly TokenBalance[]
  /** Sum of the tokens' fiat values (USD). */
  readonly totalValue: number
  /** Fetches again now, past the 30 s cache. */
  readonly refetch: () => void
}

/**
 * The connected account's token balances on the active network, as the Account view's Tokens tab
 * shows them, for a host that draws its own account page. Cached 30 s (SPEC §9) and refreshed after
 * a transaction sent through the modal.
 *
 * @example
 * const { tokens, totalValue, status } = useAppKitBalances()
 */
export function useAppKitBalances(): UseAppKitBalancesReturnType {
  const { status, error, tokens, nfts, totalValue, retry } = useActiveBalances()
  return { status, error, tokens, nfts, totalValue, refetch: retry }
}
