import { useEffect } from 'react'
import type { VestibuleState } from '../../../../core'
import { SwapMessages } from '../../../../plugins/features/swaps/swapsMessages'
import { formatBaseUnits, isSwapNetwork, parseSwapAmount } from '../../../../plugins/features/swaps/swapsRules'
import { initialSwapsState, isSwapInFlight, quoteKeyOf, type SwapsState, type SwapToken } from '../../../../plugins/features/swaps/swapsState'
import { SWAP_SLIPPAGE_PERCENT } from '../../../../plugins/features/swaps/swapsConstants'
import { Button } from '../../../components/Button/Button'
import { AmountInput } from '../../../components/MoneyForm/AmountInput'
import { Spinner } from '../../../components/Spinner/Spinner'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveAccount, selectActiveCaipNetworkId, selectActiveNetwork, selectModal } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { swapsMessages, type SwapsMessageKey } from '../swapsMessages'
import {
  amountClass,
  boxClass,
  centerClass,
  detailsClass,
  hintClass,
  problemClass,
  rowClass,
  selectClass,
  moneyFormClass,
} from '../../../components/MoneyForm/MoneyForm.styles'

const selectSwaps = (state: VestibuleState): SwapsState => state.slices.swaps ?? initialSwapsState
const selectRemoteSwaps = (state: VestibuleState) => state.remoteFeatures?.swaps

const FLOW_MESSAGES: ReadonlySet<string> = new Set(Object.values(SwapMessages))

/** A base-unit amount for display: at most `maxDecimals` fraction digits, cut (never shown larger). */
function display(value: string | bigint, decimals: number, maxDecimals = 6): string {
  const text = formatBaseUnits(BigInt(value), decimals)
  const [whole, fraction = ''] = text.split('.')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole ?? '0')
}

function significant(value: string): string {
  const number = Number(value)
  return Number.isFinite(number) ? number.toLocaleString('en-US', { maximumSignificantDigits: 6 }) : value
}

/**
 * SPEC §2 Swap: sell one token of the convert list for another on a SPEC §9 swap network. It only
 * dispatches `swaps/*` events and reads `state.slices.swaps`; the swaps plugin fetches, quotes,
 * approves and sends. View data (`sell`, `buy`, `amount`) preselects the form.
 */
export function SwapView() {
  const appKit = useAppKitInstance()
  const t = useT(swapsMessages)
  const tCore = useT()
  const swaps = useAppKitSelector(selectSwaps)
  const account = useAppKitSelector(selectActiveAccount)
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId)
  const network = useAppKitSelector(selectActiveNetwork)
  const remoteSwaps = useAppKitSelector(selectRemoteSwaps)
  const data = useAppKitSelector(selectModal).data
  const address = account?.status === 'connected' ? account.address : undefined
  const supported = isSwapNetwork(caipNetworkId) && network !== undefined && remoteSwaps !== false

  // (Re)reads tokens and balances when the view opens and whenever the account or network changes under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view data preselects the first open only
  useEffect(() => {
    if (!address || !caipNetworkId || !supported) return
    const args = (data ?? {}) as { sell?: unknown; buy?: unknown; amount?: unknown }
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    const payload = { caipNetworkId, address, sell: text(args.sell), buy: text(args.buy), amount: text(args.amount) }
    appKit.dispatch({ type: 'swaps/opened', payload: Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as typeof payload })
  }, [appKit, address, caipNetworkId, supported])

  if (!address) return <p className={`${moneyFormClass} ${hintClass}`}>{t('connectFirst')}</p>
  if (!supported) {
    return (
      <div className={`${moneyFormClass} ${centerClass}`} role="alert">
        <p>{t('networkNotSupported')}</p>
      </div>
    )
  }
  if (swaps.tokensStatus === 'error') {
    return (
      <div className={`${moneyFormClass} ${centerClass}`} role="alert">
        <p>{t('tokensFailed')}</p>
        {swaps.tokensError && <p>{translateStateText(tCore, swaps.tokensError)}</p>}
        <Button icon="refresh" onClick={() => caipNetworkId && appKit.dispatch({ type: 'swaps/opened', payload: { caipNetworkId, address } })}>
          {tCore('common.tryAgain')}
        </Button>
      </div>
    )
  }
  if (swaps.tokens.length === 0) {
    return (
      <p className={`${moneyFormClass} ${centerClass}`} role="status">
        <Spinner size={20} /> {t('loadingTokens')}
      </p>
    )
  }

  const sell = swaps.tokens.find(token => token.address === swaps.sell)
  const buy = swaps.tokens.find(token => token.address === swaps.buy)
  const balanceOf = (token: SwapToken | undefined) => (token ? swaps.balances[token.address] : undefined)
  const sellBalance = balanceOf(sell)
  const parsed = sell ? parseSwapAmount(swaps.amount, sell.decimals, sellBalance === undefined ? undefined : BigInt(sellBalance)) : undefined
  const sameToken = sell !== undefined && sell.address === buy?.address
  const problem = swaps.amount.trim() === '' ? undefined : parsed && !parsed.ok ? parsed.problem : undefined
  const quote = swaps.quote?.key === quoteKeyOf(swaps) ? swaps.quote : null
  // Sent or unknown: the view never offers to send again (issue 24: exactly once).
  const busy = isSwapInFlight(swaps.stage)
  const sent = swaps.hash !== null
  const canSwap = quote !== null && swaps.quoteStatus === 'ready' && !problem && !sameToken && !busy && parsed?.ok === true

  const change = (payload: { sell?: string | null; buy?: string | null; amount?: string }) => appKit.dispatch({ type: 'swaps/form-changed', payload })
  const flip = () => change({ sell: swaps.buy, buy: swaps.sell })
  const submit = () => quote && appKit.dispatch({ type: 'swaps/swap-requested', payload: { key: quote.key } })
  const retryQuote = () => appKit.dispatch({ type: 'swaps/quote-requested', payload: { key: quoteKeyOf(swaps) } })
  const stateText = (text: string) => (FLOW_MESSAGES.has(text) ? t(text as SwapsMessageKey) : translateStateText(tCore, text))

  const problemText =
    problem === 'tooManyDecimals'
      ? t('tooManyDecimals', { symbol: sell?.symbol ?? '', decimals: sell?.decimals ?? 0 })
      : problem === 'insufficientBalance'
        ? t('insufficientBalance', { symbol: sell?.symbol ?? '' })
        : problem
          ? t(problem)
          : sameToken
            ? t('sameToken')
            : undefined

  return (
    <div className={moneyFormClass}>
      <div className={boxClass}>
        <label htmlFor="vestibule-swap-amount">{t('sell')}</label>
        <div className={rowClass}>
          <AmountInput
            id="vestibule-swap-amount"
            placeholder="0"
            ariaLabel={t('amount')}
            invalid={problemText !== undefined}
            value={swaps.amount}
            onAmount={amount => change({ amount })}
            disabled={busy}
          />
          <TokenSelect label={t('sellToken')} tokens={swaps.tokens} value={swaps.sell} onChange={value => change({ sell: value })} disabled={busy} />
        </div>
        {sell && sellBalance !== undefined && (
          <p className={hintClass}>{t('balance', { amount: display(sellBalance, sell.decimals, 3), symbol: sell.symbol })}</p>
        )}
      </div>
      <Button variant="neutral" icon="refresh" onClick={flip} disabled={busy}>
        {t('switchTokens')}
      </Button>
      <div className={boxClass}>
        <label htmlFor="vestibule-swap-received">{t('buy')}</label>
        <div className={rowClass}>
          <output id="vestibule-swap-received" className={amountClass} aria-label={t('received')} aria-live="polite">
            {quote && buy ? display(quote.toAmount, buy.decimals) : '0'}
          </output>
          <TokenSelect label={t('buyToken')} tokens={swaps.tokens} value={swaps.buy} onChange={value => change({ buy: value })} disabled={busy} />
        </div>
        {buy && balanceOf(buy) !== undefined && (
          <p className={hintClass}>{t('balance', { amount: display(balanceOf(buy) as string, buy.decimals, 3), symbol: buy.symbol })}</p>
        )}
      </div>

      {problemText && (
        <p className={problemClass} role="alert">
          {problemText}
        </p>
      )}
      {!problemText && swaps.quoteStatus === 'loading' && parsed?.ok && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {t('gettingQuote')}
        </p>
      )}
      {!problemText && swaps.quoteStatus === 'error' && (
        <div className={centerClass} role="alert">
          <p>{t('quoteFailed')}</p>
          {swaps.quoteError && <p>{translateStateText(tCore, swaps.quoteError)}</p>}
          <Button icon="refresh" onClick={retryQuote}>
            {tCore('common.tryAgain')}
          </Button>
        </div>
      )}
      {quote && sell && buy && !problemText && (
        <dl className={detailsClass} aria-label={t('quoteDetails')}>
          <dt>{t('rate')}</dt>
          <dd>{t('rateValue', { sell: sell.symbol, buy: buy.symbol, rate: significant(quote.rate) })}</dd>
          <dt>{t('priceImpact')}</dt>
          <dd>{quote.priceImpact === null ? t('unknown') : `${quote.priceImpact.toFixed(2)}%`}</dd>
          <dt>{t('networkFee')}</dt>
          <dd>
            {significant(quote.networkFee)} {network?.nativeCurrency.symbol}
            {quote.networkFeeUsd !== null && ` ($${quote.networkFeeUsd.toFixed(2)})`}
          </dd>
          <dt>{t('slippage')}</dt>
          <dd>{SWAP_SLIPPAGE_PERCENT}%</dd>
          <dt>{t('minimumReceived')}</dt>
          <dd>
            {display(quote.minimumReceived, buy.decimals)} {buy.symbol}
          </dd>
        </dl>
      )}

      {swaps.stage === 'approving' && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {sent ? t('approvalSent') : t('approving', { symbol: sell?.symbol ?? '' })}
        </p>
      )}
      {swaps.stage === 'swapping' && (
        <p className={hintClass} role="status">
          <Spinner size={14} /> {sent ? t('swapSent') : t('swapping')}
        </p>
      )}
      {swaps.stage === 'unknown' && (
        <div className={problemClass} role="alert">
          <p>{t('outcomeUnknown')}</p>
          {swaps.stageError && <p>{stateText(swaps.stageError)}</p>}
        </div>
      )}
      {swaps.stage === 'success' && <p role="status">{t('success')}</p>}
      {swaps.stage === 'failed' && (
        <div className={problemClass} role="alert">
          <p>{t('failed')}</p>
          {swaps.stageError && <p>{stateText(swaps.stageError)}</p>}
        </div>
      )}

      <Button onClick={submit} disabled={!canSwap}>
        {quote && !quote.allowanceEnough ? t('approveAndSwap', { symbol: sell?.symbol ?? '' }) : t('swap')}
      </Button>
    </div>
  )
}

function TokenSelect(props: {
  readonly label: string
  readonly tokens: readonly SwapToken[]
  readonly value: string | null
  readonly onChange: (value: string) => void
  readonly disabled: boolean
}) {
  return (
    <select
      className={selectClass}
      aria-label={props.label}
      value={props.value ?? ''}
      onChange={event => props.onChange(event.target.value)}
      disabled={props.disabled}
    >
      {props.tokens.map(token => (
        <option key={token.address} value={token.address}>
          {token.symbol}
        </option>
      ))}
    </select>
  )
}
