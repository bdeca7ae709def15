import type { VestibuleState } from '../../../../core'
import { pay } from '../../../../plugins/features/pay/payActions'
import { initialPayState, type PayParameters, type PayState } from '../../../../plugins/features/pay/payState'
import { Button } from '../../../components/Button/Button'
import { Spinner } from '../../../components/Spinner/Spinner'
import { truncateAddress } from '../../../format/truncateAddress'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveAccount, selectModal } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { centerClass, hintClass, problemClass, moneyFormClass } from '../../../components/MoneyForm/MoneyForm.styles'
import { payMessages } from '../payMessages'

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
 * SPEC §1 pay: the payment the app asked for (view data), paid from the connected wallet, which is
 * switched to the payment's network first when needed; the status shows pending, success or failure.
 */
export function PayView() {
  const appKit = useAppKitInstance()
  const t = useT(payMessages)
  const tCore = useT()
  const state = useAppKitSelector(selectPay)
  const account = useAppKitSelector(selectActiveAccount)
  // Coming back from SwitchNetwork the route has no data: the payment under way is the state's.
  const request = payParametersOf(useAppKitSelector(selectModal).data) ?? state.request ?? undefined
  const busy = state.status === 'switching' || state.status === 'confirming' || state.status === 'pending'

  if (account?.status !== 'connected') return <p className={`${moneyFormClass} ${hintClass}`}>{t('connectFirst')}</p>
  if (!request) {
    return (
      <p className={`${moneyFormClass} ${problemClass}`} role="alert">
        {t('invalid')}
      </p>
    )
  }
  const start = () => void pay(appKit, request).catch(() => undefined)

  return (
    <div className={`${moneyFormClass} ${centerClass}`}>
      <p>{t('summary', { amount: request.amount, symbol: request.symbol })}</p>
      <p className={hintClass}>{t('to', { recipient: truncateAddress(request.recipient) })}</p>
      <Button onClick={start} disabled={busy}>
        {t('payFromWallet')}
      </Button>
      {busy && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {t(state.status as 'switching' | 'confirming' | 'pending')}
        </p>
      )}
      {state.status === 'success' && <p role="status">{t('success')}</p>}
      {state.status === 'failure' && (
        <div className={problemClass} role="alert">
          <p>{t('failure')}</p>
          {state.error && <p>{translateStateText(tCore, state.error)}</p>}
        </div>
      )}
    </div>
  )
}
