import { Spinner } from '../../../components/Spinner/Spinner'
import { useT } from '../../../i18n'
import { formatFiat, formatTokenAmount } from '../formatPortfolio'
import { portfolioMessages } from '../portfolioMessages'
import { TokenImage } from '../TokenImage/TokenImage'
import { listClass, rowClass, rowTextClass, rowValueClass, stateClass, totalClass } from './AccountTabs.styles'
import { Problem } from './Problem'
import { useActiveBalances } from './useActiveBalances'

/** SPEC §2 Tokens: the account's balances on the active network by fiat value, zero-decimal ones dropped (SPEC §5). */
export function TokensTab() {
  const t = useT(portfolioMessages)
  const { status, tokens, totalValue, retry } = useActiveBalances()

  if (status === 'error') return <Problem message={t('tokenBalanceUnavailable')} retryLabel={t('retry')} onRetry={retry} />
  if (tokens.length === 0 && (status === 'loading' || status === 'idle'))
    return (
      <div className={stateClass} role="status" aria-label={t('loadingTokens')}>
        <Spinner />
      </div>
    )
  if (tokens.length === 0) return <p className={stateClass}>{t('noTokens')}</p>
  return (
    <>
      <p className={totalClass}>
        {t('total')} <span data-testid="portfolio-total">{formatFiat(totalValue)}</span>
      </p>
      <ul className={listClass} aria-label={t('tab.tokens')}>
        {tokens.map(token => (
          <li key={token.address ?? `${token.chainId}:${token.symbol}`} className={rowClass} data-symbol={token.symbol}>
            <TokenImage symbol={token.symbol} iconUrl={token.iconUrl} />
            <span className={rowTextClass}>
              <span>{token.name}</span>
              <span>{formatTokenAmount(token.quantity.numeric, token.symbol)}</span>
            </span>
            <span className={rowValueClass}>
              <span>{formatFiat(token.value)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
