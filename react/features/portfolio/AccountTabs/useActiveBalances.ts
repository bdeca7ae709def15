import { useEffect, useMemo } from 'react'
import { activeAccountId } from '../../../../plugins/features/portfolio/activeAccountId'
import { portfolioViewOf, selectActiveBalances, selectPortfolioReady, type PortfolioView } from '../../../../plugins/features/portfolio/portfolioSelectors'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'

/**
 * The active account's portfolio, asked for when shown (the plugin answers from its 30 s cache or
 * fetches) and again once the plugin has joined, if it had not yet. `retry` fetches at once.
 */
export function useActiveBalances(): PortfolioView & { retry: () => void } {
  const appKit = useAppKitInstance()
  const ready = useAppKitSelector(selectPortfolioReady)
  const caipAddress = useAppKitSelector(activeAccountId)
  const entry = useAppKitSelector(selectActiveBalances)
  useEffect(() => {
    if (ready && caipAddress) appKit.dispatch({ type: 'portfolio/balances-requested', payload: { caipAddress } })
  }, [appKit, ready, caipAddress])
  const view = useMemo(() => portfolioViewOf(caipAddress, entry), [caipAddress, entry])
  const retry = () => {
    if (caipAddress) appKit.dispatch({ type: 'portfolio/balances-requested', payload: { caipAddress, force: true } })
  }
  return { ...view, status: ready ? view.status : 'loading', retry }
}
