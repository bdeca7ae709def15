import { memo } from 'react'
import { amountSign } from '../../../../plugins/features/portfolio/portfolioRules'
import type { Transaction } from '../../../../plugins/features/portfolio/portfolioSchemas'
import type { Translate } from '../../../i18n'
import { explorerTransactionUrl, formatTokenAmount } from '../formatPortfolio'
import type { PortfolioMessageKey } from '../portfolioMessages'
import { TokenImage } from '../TokenImage/TokenImage'
import { rowClass, rowTextClass, rowValueClass } from './AccountTabs.styles'
import { amountClass, linkClass, statusClass } from './ActivityTab.styles'

const KNOWN_OPERATIONS = new Set(['send', 'receive', 'mint', 'burn', 'deploy', 'execute', 'approve', 'trade'])

export interface ActivityRowViewProps {
  readonly transaction: Transaction
  readonly explorerUrl: string | undefined
  /** Decimals the amount shows, when not SPEC §9's 3 (Bitcoin's: to the satoshi). */
  readonly amountDecimals?: number | undefined
  readonly t: Translate<PortfolioMessageKey>
}

/** One transaction: what happened, the first transfer's amount with SPEC §9's sign, its status and explorer link. */
export const ActivityRowView = memo(function ActivityRowView({ transaction, explorerUrl, amountDecimals, t }: ActivityRowViewProps) {
  const { operationType, status, hash } = transaction.metadata
  const [transfer] = transaction.transfers
  const sign = amountSign(operationType)
  const symbol = transfer?.fungible_info?.symbol ?? ''
  const amount = transfer?.nft_info ? (transfer.nft_info.name ?? '') : transfer ? formatTokenAmount(transfer.quantity.numeric, symbol, amountDecimals) : ''
  const link = explorerTransactionUrl(explorerUrl, hash ?? transaction.id)
  const title = t(KNOWN_OPERATIONS.has(operationType) ? (`op.${operationType}` as PortfolioMessageKey) : 'op.other')
  return (
    <div className={rowClass} data-operation={operationType} data-status={status}>
      <TokenImage symbol={symbol || (transfer?.nft_info ? 'N' : '?')} iconUrl={transfer?.fungible_info?.icon?.url ?? undefined} />
      <span className={rowTextClass}>
        <span>{title}</span>
        {status !== 'confirmed' ? (
          <span className={statusClass}>{t(status === 'failed' ? 'status.failed' : 'status.pending')}</span>
        ) : link ? (
          <a className={linkClass} href={link} target="_blank" rel="noopener noreferrer">
            {t('explorer')}
          </a>
        ) : null}
      </span>
      {amount && (
        <span className={rowValueClass}>
          <span className={amountClass} data-sign={sign}>
            {sign}
            {amount}
          </span>
        </span>
      )}
    </div>
  )
})
