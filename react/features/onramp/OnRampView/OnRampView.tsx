import { useEffect, useRef } from 'react'
import type { VestibuleState } from '../../../../core'
import { ONRAMP_PROVIDERS, ONRAMP_WINDOW_POLL_MS, OnrampMessages } from '../../../../plugins/features/onramp/onrampConstants'
import { isOnrampRestricted } from '../../../../plugins/features/onramp/onrampRestriction'
import { cardLimits, checkOnrampAmount } from '../../../../plugins/features/onramp/onrampRules'
import { initialOnrampState, onrampQuoteKey, type OnrampState } from '../../../../plugins/features/onramp/onrampState'
import { ApiImage } from '../../../components/ApiImage/ApiImage'
import { AmountInput } from '../../../components/MoneyForm/AmountInput'
import { Button } from '../../../components/Button/Button'
import { Spinner } from '../../../components/Spinner/Spinner'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveAccount, selectActiveCaipNetworkId } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import {
  amountClass,
  boxClass,
  centerClass,
  hintClass,
  problemClass,
  rowClass,
  selectClass,
  moneyFormClass,
} from '../../../components/MoneyForm/MoneyForm.styles'
import { onrampMessages, type OnrampMessageKey } from '../onrampMessages'

const selectOnramp = (state: VestibuleState): OnrampState => state.slices.onramp ?? initialOnrampState

/** On-ramp's own failure texts (English in state) → their keys, for display. */
const ERROR_KEYS: Readonly<Record<string, OnrampMessageKey>> = {
  [OnrampMessages.RESTRICTED]: 'restricted',
  [OnrampMessages.WRONG_ADDRESS]: 'error.wrongAddress',
  [OnrampMessages.WRONG_AMOUNT]: 'error.wrongAmount',
  [OnrampMessages.WRONG_NETWORK]: 'error.wrongNetwork',
}
const REFUSALS: ReadonlySet<string> = new Set([OnrampMessages.WRONG_ADDRESS, OnrampMessages.WRONG_AMOUNT, OnrampMessages.WRONG_NETWORK])

/**
 * SPEC §2 OnRamp: choose a token, a fiat currency and an amount within the limits, see the quote
 * (an estimate when the quote call failed), and buy through one of SPEC §9's providers in a window
 * of its own; when that window closes, the balance read from the chain tells what was bought.
 */
export function OnRampView() {
  const appKit = useAppKitInstance()
  const t = useT(onrampMessages)
  const tCore = useT()
  const onramp = useAppKitSelector(selectOnramp)
  const account = useAppKitSelector(selectActiveAccount)
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId)
  const address = account?.status === 'connected' ? account.address : undefined
  const popup = useRef<Window | null>(null)
  // SPEC §9: not offered in the restricted time zones; opened by name there, it says so.
  const restricted = isOnrampRestricted()

  useEffect(() => {
    if (!restricted && address && caipNetworkId) appKit.dispatch({ type: 'onramp/opened', payload: { caipNetworkId, address } })
  }, [appKit, address, caipNetworkId, restricted])

  // The provider's URL arrives after the click: the window opened on the click (popup blockers) goes there now.
  useEffect(() => {
    if (onramp.stage !== 'buying' || !onramp.url || !popup.current) return
    const win = popup.current
    win.location.href = onramp.url
    const timer = setInterval(() => {
      if (!win.closed) return
      clearInterval(timer)
      popup.current = null
      appKit.dispatch({ type: 'onramp/window-closed', payload: {} })
    }, ONRAMP_WINDOW_POLL_MS)
    return () => clearInterval(timer)
  }, [appKit, onramp.stage, onramp.url])

  useEffect(() => {
    if (onramp.stage === 'failed') popup.current?.close()
  }, [onramp.stage])

  if (restricted) {
    return (
      <p className={`${moneyFormClass} ${problemClass}`} role="alert">
        {t('restricted')}
      </p>
    )
  }
  if (!address) return <p className={`${moneyFormClass} ${hintClass}`}>{t('connectFirst')}</p>
  if (onramp.optionsStatus !== 'ready' || !onramp.options) {
    return (
      <p className={`${moneyFormClass} ${centerClass}`} role="status">
        <Spinner size={20} /> {t('loading')}
      </p>
    )
  }

  const limits = cardLimits(onramp.options, onramp.paymentCurrency)
  const problem = checkOnrampAmount(onramp.amount, limits)
  const quote = onramp.quote?.key === onrampQuoteKey(onramp) ? onramp.quote : null
  const busy = onramp.stage === 'opening' || onramp.stage === 'buying'
  const namespace = caipNetworkId?.split(':')[0] ?? ''
  const providers = ONRAMP_PROVIDERS.filter(provider => (provider.namespaces as readonly string[]).includes(namespace))
  const providerName = ONRAMP_PROVIDERS.find(provider => provider.id === onramp.provider)?.name ?? ''
  const symbol = onramp.options.purchaseCurrencies.find(currency => currency.id === onramp.purchaseCurrency)?.symbol ?? onramp.purchaseCurrency

  const buy = (provider: string) => {
    popup.current = window.open('about:blank', '_blank', 'popup,width=420,height=640')
    // The provider's page gets no handle on this one (a `noopener` open would leave none to watch or send there).
    if (popup.current) popup.current.opener = null
    appKit.dispatch({ type: 'onramp/buy-requested', payload: { provider } })
  }

  return (
    <div className={moneyFormClass}>
      <div className={boxClass}>
        <label htmlFor="vestibule-onramp-amount">{t('amount')}</label>
        <div className={rowClass}>
          <AmountInput
            id="vestibule-onramp-amount"
            invalid={problem !== undefined}
            value={onramp.amount}
            onAmount={amount => appKit.dispatch({ type: 'onramp/form-changed', payload: { amount } })}
            disabled={busy}
          />
          <ApiImage kind="currency" id={onramp.paymentCurrency} />
          <select
            className={selectClass}
            aria-label={t('currency')}
            value={onramp.paymentCurrency}
            onChange={event => appKit.dispatch({ type: 'onramp/form-changed', payload: { paymentCurrency: event.target.value } })}
            disabled={busy}
          >
            {onramp.options.paymentCurrencies.map(currency => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        </div>
        <p className={hintClass}>{t('limits', { min: limits.min, max: limits.max, currency: onramp.paymentCurrency })}</p>
      </div>
      <div className={boxClass}>
        <label htmlFor="vestibule-onramp-asset">{t('youGet')}</label>
        <div className={rowClass}>
          <output className={amountClass} aria-label={t('youGet')}>
            {quote ? `${quote.estimate ? '~' : ''}${quote.purchaseAmount}` : '—'}
          </output>
          <select
            id="vestibule-onramp-asset"
            className={selectClass}
            aria-label={t('asset')}
            value={onramp.purchaseCurrency}
            onChange={event => appKit.dispatch({ type: 'onramp/form-changed', payload: { purchaseCurrency: event.target.value } })}
            disabled={busy}
          >
            {onramp.options.purchaseCurrencies.map(currency => (
              <option key={currency.id} value={currency.id}>
                {currency.symbol}
              </option>
            ))}
          </select>
        </div>
        {quote?.estimate && <p className={hintClass}>{t('estimate')}</p>}
        {quote?.fee && <p className={hintClass}>{t('fee', { fee: quote.fee, currency: quote.paymentCurrency })}</p>}
      </div>
      {problem && (
        <p className={problemClass} role="alert">
          {problem.kind === 'invalid' ? t('invalidAmount') : t('outOfLimits', { min: problem.min, max: problem.max, currency: onramp.paymentCurrency })}
        </p>
      )}
      <ul aria-label={t('providers')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {providers.map(provider => (
          <li key={provider.id} className={rowClass}>
            <span className={hintClass}>{t('providerFee', { min: provider.feeRange[0], max: provider.feeRange[1] })}</span>
            <Button onClick={() => buy(provider.id)} disabled={busy || problem !== undefined || !onramp.purchaseCurrency}>
              {t('buyWith', { provider: provider.name })}
            </Button>
          </li>
        ))}
      </ul>
      {onramp.stage === 'opening' && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {t('opening', { provider: providerName })}
        </p>
      )}
      {onramp.stage === 'buying' && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {t('buying', { provider: providerName })}
        </p>
      )}
      {onramp.stage === 'bought' && <p role="status">{t('bought', { amount: onramp.received ?? '', symbol })}</p>}
      {onramp.stage === 'abandoned' && (
        <p className={hintClass} role="alert">
          {t('abandoned')}
        </p>
      )}
      {onramp.stage === 'failed' && (
        <div className={problemClass} role="alert">
          <p>{onramp.error && REFUSALS.has(onramp.error) ? t('refused') : t('failed')}</p>
          {onramp.error && <p>{ERROR_KEYS[onramp.error] ? t(ERROR_KEYS[onramp.error]!) : translateStateText(tCore, onramp.error)}</p>}
        </div>
      )}
    </div>
  )
}
