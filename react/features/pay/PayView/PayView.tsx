import { useEffect } from 'react'
import type { VestibuleState } from '../../../../core'
import { pay } from '../../../../plugins/features/pay/payActions'
import { PAY_WINDOW_FEATURES } from '../../../../plugins/features/pay/payConstants'
import { getExchanges } from '../../../../plugins/features/pay/payExchangeActions'
import { initialPayState, isPayUnsettled, type PayParameters, type PayState } from '../../../../plugins/features/pay/payState'
import { Button } from '../../../components/Button/Button'
import { Spinner } from '../../../components/Spinner/Spinner'
import { truncateAddress } from '../../../format/truncateAddress'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveAccount, selectModal } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { centerClass, hintClass, problemClass, moneyFormClass } from '../../../components/MoneyForm/MoneyForm.styles'
import { payMessages } from '../payMessages'
import { isPayRefusal, payErrorKey } from './payErrorText'

const selectPay = (state: VestibuleState): PayState => state.slices.pay ?? initialPayState

/** The payment the view was opened with, when its data is whole. */
function payParametersOf(data: unknown): PayParameters | undefined {
  const value = (data ?? {}) as Record<string, unknown>
  const text = (key: string) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : undefined)
  const recipient = text('recipient')
  const amount = text('amount')
  const asset = text('asset')
  const network = text('network')
  const symbol = text('symbol')
  const decimals = typeof value.decimals === 'number' ? value.decimals : undefined
  if (!recipient || !amount || !asset || !network || !symbol || decimals === undefined) return undefined
  return { recipient, amount, asset, network, symbol, decimals }
}

/**
 * SPEC §1 pay: the payment the app asked for (view data), paid from the connected wallet (switched
 * to the payment's network first when needed) or through one of the listed exchanges' deposit
 * page, opened in a window of its own; the status shows pending, success or failure.
 */
export function PayView() {
  const appKit = useAppKitInstance()
  const t = useT(payMessages)
  const tCore = useT()
  const state = useAppKitSelector(selectPay)
  const account = useAppKitSelector(selectActiveAccount)
  // Coming back from SwitchNetwork the route has no data: the payment under way is the state's.
  const request = payParametersOf(useAppKitSelector(selectModal).data) ?? state.request ?? undefined
  // Never offered again while a payment's outcome is unknown (sent, or asked of a wallet that has not answered): paying again could pay twice.
  const busy = isPayUnsettled(state.status)
  const network = request?.network
  const asset = request?.asset

  useEffect(() => {
    if (network && asset) void getExchanges(appKit, { network, asset }).catch(() => undefined)
  }, [appKit, network, asset])

  if (!request) {
    return (
      <p className={`${moneyFormClass} ${problemClass}`} role="alert">
        {t('invalid')}
      </p>
    )
  }
  const connected = account?.status === 'connected'
  const fromWallet = () => void pay(appKit, request).catch(() => undefined)
  const fromExchange = (exchangeId: string) => {
    // Opened on the click (popup blockers), sent to the deposit page once its URL is known.
    const popup = window.open('about:blank', '_blank', PAY_WINDOW_FEATURES)
    // The exchange's page gets no handle on this one (a `noopener` open would leave none to watch).
    if (popup) popup.opener = null
    void pay(
      appKit,
      { ...request, exchangeId },
      {
        open: url => {
          if (popup) popup.location.href = url
          return popup
        },
      },
    )
      .catch(() => undefined)
      .finally(() => {
        if (popup && !popup.closed && appKit.getState().slices.pay?.status === 'failure') popup.close()
      })
  }
  const exchangeName = state.exchanges.find(exchange => exchange.id === state.exchangeId)?.name ?? ''
  const errorKey = state.error ? payErrorKey(state.error) : undefined

  return (
    <div className={`${moneyFormClass} ${centerClass}`}>
      <p>{t('summary', { amount: request.amount, symbol: request.symbol })}</p>
      <p className={hintClass}>{t('to', { recipient: truncateAddress(request.recipient) })}</p>
      {connected ? (
        <Button onClick={fromWallet} disabled={busy}>
          {t('payFromWallet')}
        </Button>
      ) : (
        <p className={hintClass}>{t('connectFirst')}</p>
      )}
      <p className={hintClass}>{t('orExchange')}</p>
      {state.exchangesStatus === 'loading' && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {t('loadingExchanges')}
        </p>
      )}
      {state.exchangesStatus === 'error' && (
        <p className={problemClass} role="alert">
          {t('error.exchanges')}
        </p>
      )}
      {state.exchangesStatus === 'ready' && state.exchanges.length === 0 && <p className={hintClass}>{t('noExchanges')}</p>}
      {state.exchanges.length > 0 && (
        <ul aria-label={t('exchanges')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {state.exchanges.map(exchange => (
            <li key={exchange.id}>
              <Button onClick={() => fromExchange(exchange.id)} disabled={busy}>
                {t('payWith', { exchange: exchange.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'unconfirmed' && (
        <div className={problemClass} role="alert">
          {/* With a hash it was sent; without one the wallet has not answered (the message says so). */}
          {state.hash && <p>{t('unconfirmed')}</p>}
          {state.error && <p>{errorKey ? t(errorKey) : translateStateText(tCore, state.error)}</p>}
        </div>
      )}
      {busy && state.status !== 'unconfirmed' && (
        <p className={hintClass} role="status">
          <Spinner size={14} />{' '}
          {state.via === 'exchange'
            ? t(state.status === 'opening' ? 'opening' : 'exchangePending', { exchange: exchangeName })
            : t(state.status as 'switching' | 'confirming' | 'pending')}
        </p>
      )}
      {state.status === 'success' && <p role="status">{t('success')}</p>}
      {state.status === 'failure' && (
        <div className={problemClass} role="alert">
          <p>{state.error && isPayRefusal(state.error) ? t('refused') : t('failure')}</p>
          {state.error && <p>{errorKey ? t(errorKey) : translateStateText(tCore, state.error)}</p>}
        </div>
      )}
    </div>
  )
}
