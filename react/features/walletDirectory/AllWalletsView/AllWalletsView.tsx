import { useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react'
import type { WalletListing } from '../../../../core'
import { WALLETS_PER_PAGE } from '../../../../plugins/features/walletDirectory/walletDirectoryConstants'
import { listWallets } from '../../../../core/connectors/walletRules'
import { Button } from '../../../components/Button/Button'
import { Spinner } from '../../../components/Spinner/Spinner'
import { chooseWallet } from '../../../connect/chooseWallet'
import { isMobileBrowser } from '../../../connect/isMobileBrowser'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveNamespace, selectConnectors } from '../../../state/selectors'
import { selectWalletDirectory } from '../../../../plugins/features/walletDirectory/walletDirectorySelectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { walletDirectoryMessages } from '../walletDirectoryMessages'
import { allWalletsClass, problemClass, searchClass, stateClass } from './AllWalletsView.styles'
import { WalletGrid } from './WalletGrid'

/**
 * SPEC §2 AllWallets: every wallet of the directory, installed ones first, in pages of 40 loaded
 * as the visitor scrolls (SPEC §9), with a search box whose previous results stay until the next
 * arrive. It only dispatches requests and reads `state.walletDirectory`; the core plugin fetches.
 */
export function AllWalletsView() {
  const appKit = useAppKitInstance()
  const directory = useAppKitSelector(selectWalletDirectory)
  const connectors = useAppKitSelector(selectConnectors)
  const namespace = useAppKitSelector(selectActiveNamespace)
  const { search } = directory
  const [text, setText] = useState(search.query)
  const isMobile = isMobileBrowser()
  const searching = search.resultQuery !== ''
  const t = useT(walletDirectoryMessages)

  // The first page, unless loaded or loading; reopening after a failure tries again.
  useEffect(() => {
    const { page, status } = selectWalletDirectory(appKit.getState())
    if (page === 0 && status !== 'loading') appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
  }, [appKit])

  const rows = useMemo(
    () =>
      listWallets({
        listings: searching ? search.listings : [...directory.featured, ...directory.recommended, ...directory.listings],
        connectors,
        isMobile,
        namespace,
      }),
    [searching, search.listings, directory.featured, directory.recommended, directory.listings, connectors, isMobile, namespace],
  )

  const requestPage = useCallback((page: number) => appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page } }), [appKit])
  const hasMore = directory.page * WALLETS_PER_PAGE + directory.featured.length + directory.recommended.length < directory.count
  const endReached = useCallback(() => {
    const { page, status } = selectWalletDirectory(appKit.getState())
    if (status === 'ready') requestPage(page + 1)
  }, [appKit, requestPage])

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value)
    // SPEC §5: the search is trimmed, so spaces alone do not start another search.
    if (event.target.value.trim() !== selectWalletDirectory(appKit.getState()).search.query) {
      appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: event.target.value } })
    }
  }
  const select = useCallback((listing: WalletListing) => chooseWallet(appKit, listing, connectors), [appKit, connectors])
  const retrySearch = () => appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: search.query } })

  let body
  if (search.status === 'error') {
    body = <Problem message={search.error} onRetry={retrySearch} />
  } else if (searching && rows.length === 0) {
    body = (
      <p className={stateClass} role="status">
        {t('noWalletFound')}
      </p>
    )
  } else if (rows.length === 0 && directory.status === 'error') {
    body = <Problem message={directory.error} onRetry={() => requestPage(directory.page + 1)} />
  } else if (rows.length === 0) {
    body = (
      <p className={stateClass} role="status">
        <Spinner size={20} /> {t('loading')}
      </p>
    )
  } else {
    const footer = searching ? undefined : directory.status === 'loading' ? (
      <span role="status">
        <Spinner size={16} /> {t('loading')}
      </span>
    ) : directory.status === 'error' ? (
      <Problem message={directory.error} onRetry={() => requestPage(directory.page + 1)} />
    ) : undefined
    body = (
      <WalletGrid
        rows={rows}
        onSelect={select}
        onEndReached={!searching && hasMore && directory.status === 'ready' ? endReached : undefined}
        footer={footer}
        busy={search.status === 'loading' || directory.status === 'loading'}
        label={t('grid')}
      />
    )
  }

  return (
    <div className={allWalletsClass}>
      <input
        className={searchClass}
        type="search"
        value={text}
        onChange={onSearch}
        placeholder={t('search')}
        aria-label={t('search')}
        autoComplete="off"
        spellCheck={false}
      />
      {body}
    </div>
  )
}

/**
 * The directory did not answer: SPEC §8's message, what went wrong, and a retry (in place of the
 * list, or below it). Words every view shares are core's messages.
 */
function Problem({ message, onRetry }: { readonly message: string | null; readonly onRetry: () => void }) {
  const t = useT()
  return (
    <div className={problemClass} role="alert">
      <p>{t('thrown.SOMETHING_WENT_WRONG')}</p>
      {message && <p>{translateStateText(t, message)}</p>}
      <Button onClick={onRetry} icon="refresh">
        {t('common.tryAgain')}
      </Button>
    </div>
  )
}
