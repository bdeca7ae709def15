import { Spinner } from '../../../components/Spinner/Spinner'
import { useT } from '../../../i18n'
import { portfolioMessages } from '../portfolioMessages'
import { TokenImage } from '../TokenImage/TokenImage'
import { listClass, rowClass, rowTextClass, stateClass } from './AccountTabs.styles'
import { Problem } from './Problem'
import { useActiveBalances } from './useActiveBalances'

/**
 * SPEC §2 NFTs: the zero-decimal positions the balance service lists (collections, counted), the
 * ones the Tokens tab drops (SPEC §5).
 */
export function NftsTab() {
  const t = useT(portfolioMessages)
  const { status, nfts, retry } = useActiveBalances()

  if (status === 'error') return <Problem message={t('tokenBalanceUnavailable')} retryLabel={t('retry')} onRetry={retry} />
  if (nfts.length === 0 && (status === 'loading' || status === 'idle'))
    return (
      <div className={stateClass} role="status" aria-label={t('loadingTokens')}>
        <Spinner />
      </div>
    )
  if (nfts.length === 0) return <p className={stateClass}>{t('noNfts')}</p>
  return (
    <ul className={listClass} aria-label={t('tab.nfts')}>
      {nfts.map(nft => (
        <li key={nft.address ?? nft.symbol} className={rowClass} data-symbol={nft.symbol}>
          <TokenImage symbol={nft.symbol} iconUrl={nft.iconUrl} />
          <span className={rowTextClass}>
            <span>{nft.name}</span>
            <span>
              {nft.quantity.numeric} {nft.symbol}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
