import { useEffect, useMemo } from 'react'
import { activeAccountId } from '../../../../plugins/features/portfolio/activeAccountId'
import { activityOf, selectActiveHistory, selectPortfolioReady } from '../../../../plugins/features/portfolio/portfolioSelectors'
import type { Transaction } from '../../../../plugins/features/portfolio/portfolioSchemas'
import type { PortfolioStatus } from '../../../../plugins/features/portfolio/portfolioState'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveCaipNetworkId } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'

export type UseAppKitActivityReturnType = {
  readonly status: PortfolioStatus
  /** SPEC §8's message when the last fetch failed ('Failed to fetch transactions'). */
  readonly error: string | null
  /** Newest first; only the active network's, spam-only ones dropped (SPEC §5). */
  readonly transactions: readonly Transaction[]
  readonly hasMore: boolean
  /** Loads the next page (by cursor) when there is one. */
  readonly fetchMore: () => void
  /** Fetches the first page again now, past the 30 s cache. */
  readonly refetch: () => void
}

/**
 * The connected account's transaction history on the active network, as the Activity tab shows it,
 * for a host that draws its own account page.
 *
 * @example
 * const { transactions, hasMore, fetchMore } = useAppKitActivity()
 */
export function useAppKitActivity(): UseAppKitActivityReturnType {
  const appKit = useAppKitInstance()
  const ready = useAppKitSelector(selectPortfolioReady)
  const caipAddress = useAppKitSelector(activeAccountId)
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId)
  const entry = useAppKitSelector(selectActiveHistory)
  useEffect(() => {
    if (ready && caipAddress) appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: null } })
  }, [appKit, ready, caipAddress])
  const transactions = useMemo(() => activityOf(entry, caipNetworkId), [entry, caipNetworkId])
  const request = (cursor: string | null, force?: boolean) => {
    if (caipAddress) appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor, force } })
  }
  return {
    status: ready ? entry.status : 'loading',
    error: entry.error,
    transactions,
    hasMore: entry.next !== null,
    fetchMore: () => {
      if (entry.next) request(entry.next)
    },
    refetch: () => request(null, true),
  }
}
