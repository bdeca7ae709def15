import { useEffect, useMemo } from 'react'
import { activeAccountId } from '../../../../plugins/features/portfolio/activeAccountId'
import { activityOf, selectActiveHistory, selectPortfolioReady } from '../../../../plugins/features/portfolio/portfolioSelectors'
import { Spinner } from '../../../components/Spinner/Spinner'
import { useWindowedRows } from '../../../components/WindowedRows/useWindowedRows'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveCaipNetworkId, selectActiveNetwork } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { portfolioMessages } from '../portfolioMessages'
import { stateClass } from './AccountTabs.styles'
import { ActivityRowView } from './ActivityRowView'
import { activityRows } from './activityRows'
import { ACTIVITY_ROW_HEIGHT, ACTIVITY_SCROLL_HEIGHT, contentClass, dayClass, footerClass, placedClass, scrollClass } from './ActivityTab.styles'
import { Problem } from './Problem'

/**
 * SPEC §2 Activity: the account's transactions on the active network (SPEC §5), grouped by day,
 * virtualised (only the rows in view are in the DOM, however many pages are loaded), the next
 * page asked for by cursor as the end comes into view.
 */
export function ActivityTab() {
  const appKit = useAppKitInstance()
  const t = useT(portfolioMessages)
  const ready = useAppKitSelector(selectPortfolioReady)
  const caipAddress = useAppKitSelector(activeAccountId)
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId)
  const network = useAppKitSelector(selectActiveNetwork)
  const entry = useAppKitSelector(selectActiveHistory)
  const rows = useMemo(() => activityRows(activityOf(entry, caipNetworkId)), [entry, caipNetworkId])
  const { ref, onScroll, first, last, totalHeight } = useWindowedRows({
    rowCount: rows.length,
    rowHeight: ACTIVITY_ROW_HEIGHT,
    initialHeight: ACTIVITY_SCROLL_HEIGHT,
  })
  const explorerUrl = network?.blockExplorers?.default?.url
  // Bitcoin amounts to the satoshi (SPEC §9: 8 native decimals): transfers of a few thousand sats
  // are common and would all read 0.000 BTC at the balances' 3 decimals.
  const amountDecimals = network?.chainNamespace === 'bip122' ? network.nativeCurrency.decimals : undefined

  useEffect(() => {
    if (ready && caipAddress) appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: null } })
  }, [appKit, ready, caipAddress])

  // The next page once the last rows are in view.
  const { next, status } = entry
  useEffect(() => {
    if (caipAddress && next && status === 'ready' && rows.length > 0 && last >= rows.length - 1)
      appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: next } })
  }, [appKit, caipAddress, next, status, last, rows.length])

  const retry = () => {
    if (caipAddress)
      appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: entry.transactions.length > 0 ? next : null, force: true } })
  }

  if (rows.length === 0) {
    // SPEC §8: on failure the list is marked empty, with the message.
    if (status === 'error') return <Problem message={t('transactionsFetchFailed')} retryLabel={t('retry')} onRetry={retry} />
    if (!ready || status === 'loading' || status === 'idle')
      return (
        <div className={stateClass} role="status" aria-label={t('loadingActivity')}>
          <Spinner />
        </div>
      )
    return <p className={stateClass}>{t('noActivity')}</p>
  }

  const placed = []
  for (let index = first; index < last; index++) {
    const row = rows[index]!
    placed.push(
      <li key={row.key} className={placedClass} style={{ transform: `translateY(${index * ACTIVITY_ROW_HEIGHT}px)` }}>
        {row.kind === 'day' ? (
          <h3 className={dayClass}>{row.title}</h3>
        ) : (
          <ActivityRowView transaction={row.transaction} explorerUrl={explorerUrl} amountDecimals={amountDecimals} t={t} />
        )}
      </li>,
    )
  }
  return (
    <div ref={ref} className={scrollClass} onScroll={onScroll} data-testid="activity-scroll">
      <ul className={contentClass} style={{ height: totalHeight }} aria-label={t('activityList')} aria-busy={status === 'loading'}>
        {placed}
      </ul>
      {status === 'loading' && (
        <div className={footerClass} role="status" aria-label={t('loadingMore')}>
          <Spinner />
        </div>
      )}
      {status === 'error' && <Problem message={t('transactionsFetchFailed')} retryLabel={t('retry')} onRetry={retry} />}
    </div>
  )
}
