import { useEffect, type ChangeEvent, type FormEvent } from 'react'
import { SendMessages } from '../../../../plugins/features/send/sendMessages'
import { selectSend, selectSendBalanceRead, selectSendFiat, selectSendSource, selectSendTokens } from '../../../../plugins/features/send/sendSelectors'
import { Button } from '../../../components/Button/Button'
import { Spinner } from '../../../components/Spinner/Spinner'
import { formatBalance } from '../../../format/formatBalance'
import { formatFiat } from '../../../format/formatFiat'
import { truncateAddress } from '../../../format/truncateAddress'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { sendMessages, type SendMessageKey } from '../sendMessages'
import { errorClass, fiatClass, fieldClass, inputClass, rowClass, sendClass, statusClass, summaryClass } from './SendView.styles'

/** The message key of an English error held in state; other texts (a wallet's own words) show as they are. */
const ERROR_KEYS = new Map(Object.entries(SendMessages).map(([name, text]) => [text as string, `error.${name}` as SendMessageKey]))

/**
 * SPEC §2 Send: pick a token, type an amount (or Max) and a receiver (address or name), preview
 * with the fee read from the chain, confirm in the wallet, then pending and confirmed with an
 * explorer link. It writes the form into `state.slices.send` as it is typed, so every error (and a
 * reload of the view) finds it as it was; the send plugin does the rest.
 */
export function SendView() {
  const appKit = useAppKitInstance()
  const send = useAppKitSelector(selectSend)
  const tokens = useAppKitSelector(selectSendTokens)
  const fiat = useAppKitSelector(selectSendFiat)
  const balanceRead = useAppKitSelector(selectSendBalanceRead)
  const { address } = useAppKitSelector(selectSendSource)
  const t = useT(sendMessages)
  const { form, step, error, preview } = send
  const token = tokens.find(candidate => candidate.id === form.tokenId)
  // The native coin's balance before its first read is unknown, not 0: Max has nothing to fill yet.
  const shownBalance = token && (token.id !== 'native' || balanceRead) ? token : undefined

  // A finished send is not shown again when the view opens later: the form starts afresh. The
  // account's tokens are read each time the view opens.
  useEffect(() => {
    if (selectSend(appKit.getState()).step === 'confirmed') appKit.dispatch({ type: 'send/reset', payload: {} })
    appKit.dispatch({ type: 'send/tokens-requested', payload: {} })
  }, [appKit])

  const change = (field: 'amount' | 'receiver' | 'tokenId') => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    appKit.dispatch({ type: 'send/form-changed', payload: { [field]: event.target.value } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    appKit.dispatch({ type: 'send/preview-requested', payload: {} })
  }
  const errorText = error && (ERROR_KEYS.has(error) ? t(ERROR_KEYS.get(error)!) : error)
  const errorLine = errorText && (
    <p className={errorClass} role="alert">
      {errorText}
    </p>
  )

  if (!address) return <p className={statusClass}>{t('notConnected')}</p>

  if (step === 'pending' || step === 'confirmed') {
    return (
      <div className={sendClass}>
        <div className={statusClass} role="status">
          {step === 'pending' ? (
            <>
              <Spinner size={24} />
              <p>{t('pending')}</p>
            </>
          ) : (
            <p>{t('confirmed', { amount: preview?.amount ?? '', symbol: preview?.token.symbol ?? '' })}</p>
          )}
          {send.txId && <p title={send.txId}>{t('transaction', { id: truncateAddress(send.txId) })}</p>}
          {step === 'confirmed' && send.explorerUrl && (
            <a href={send.explorerUrl} target="_blank" rel="noopener noreferrer">
              {t('explorer')}
            </a>
          )}
        </div>
        {step === 'confirmed' && <Button onClick={() => appKit.dispatch({ type: 'send/reset', payload: {} })}>{t('again')}</Button>}
      </div>
    )
  }

  if ((step === 'preview' || step === 'confirming') && preview) {
    return (
      <div className={sendClass}>
        <dl className={summaryClass} aria-label={t('preview')}>
          <dt>{t('amount')}</dt>
          <dd>
            {preview.amount} {preview.token.symbol}
            {fiat !== null && <span className={fiatClass}> {t('fiat', { value: formatFiat(fiat) })}</span>}
          </dd>
          <dt>{t('to')}</dt>
          <dd title={preview.to}>{preview.receiverName ? `${preview.receiverName} (${truncateAddress(preview.to)})` : preview.to}</dd>
          <dt>{t('fee')}</dt>
          <dd>
            {preview.fee} {preview.feeSymbol}
            {preview.feeRate !== undefined && <span className={fiatClass}> {t('feeRate', { rate: String(preview.feeRate) })}</span>}
          </dd>
        </dl>
        {errorLine}
        {step === 'confirming' ? (
          <p className={statusClass} role="status">
            <Spinner size={20} /> {t('confirmInWallet')}
          </p>
        ) : (
          <div className={rowClass}>
            <Button variant="neutral" onClick={() => appKit.dispatch({ type: 'send/edit-requested', payload: {} })}>
              {t('edit')}
            </Button>
            <Button onClick={() => appKit.dispatch({ type: 'send/confirm-requested', payload: {} })}>{t('confirm')}</Button>
          </div>
        )}
      </div>
    )
  }

  return (
    <form className={sendClass} onSubmit={submit} noValidate>
      <label className={fieldClass}>
        {t('token')}
        <select className={inputClass} value={form.tokenId ?? ''} onChange={change('tokenId')}>
          {tokens.map(candidate => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.symbol}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass}>
        <span className={rowClass}>
          {t('amount')}
          {token && (
            <span>
              {shownBalance ? t('balance', { balance: formatBalance({ balance: shownBalance.balance, symbol: shownBalance.symbol }) }) : t('balanceReading')}
            </span>
          )}
        </span>
        <span className={rowClass}>
          <input className={inputClass} inputMode="decimal" autoComplete="off" value={form.amount} onChange={change('amount')} aria-invalid={Boolean(error)} />
          <Button
            variant="neutral"
            disabled={!shownBalance}
            onClick={() => shownBalance && appKit.dispatch({ type: 'send/form-changed', payload: { amount: shownBalance.balance } })}
          >
            {t('max')}
          </Button>
        </span>
      </label>
      {/* Outside the label: the amount field's name stays 'Amount', not the figure as it changes. */}
      {fiat !== null && (
        <p className={fiatClass} aria-live="polite">
          {t('fiat', { value: formatFiat(fiat) })}
        </p>
      )}
      <label className={fieldClass}>
        {t('receiver')}
        <input className={inputClass} autoComplete="off" spellCheck={false} value={form.receiver} onChange={change('receiver')} aria-invalid={Boolean(error)} />
      </label>
      {errorLine}
      {error === SendMessages.UNCONFIRMED && send.txId && (
        <p className={statusClass} title={send.txId}>
          {t('transaction', { id: truncateAddress(send.txId) })}
          {send.explorerUrl && (
            <a href={send.explorerUrl} target="_blank" rel="noopener noreferrer">
              {t('explorer')}
            </a>
          )}
        </p>
      )}
      {step === 'previewing' ? (
        <p className={statusClass} role="status">
          <Spinner size={20} /> {t('previewing')}
        </p>
      ) : (
        <Button onClick={() => appKit.dispatch({ type: 'send/preview-requested', payload: {} })}>{t('preview')}</Button>
      )}
    </form>
  )
}
