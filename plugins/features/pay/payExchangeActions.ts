import { filter, firstValueFrom, map, take } from 'rxjs'
import { awaitOutcome, VestibuleError, type ActionContext } from 'vestibule/plugin'
import { PAY_WINDOW_FEATURES, PAY_WINDOW_POLL_MS } from './payConstants'
import './payEvents'
import type { PayExchange, PayParameters } from './payState'

export type GetExchangesParameters = { readonly network: string; readonly asset: string }

const notInstalled = () =>
  Promise.reject(new VestibuleError('The pay feature is not installed', { details: 'Add payFeature() to the plugins, or turn features.pay on.' }))

/**
 * The exchanges the visitor can pay this asset from (their deposit pages pay the recipient).
 * Rejects with 'Unable to get exchanges' when the service fails.
 *
 * @example
 * const exchanges = await getExchanges(appKit, { network: 'eip155:8453', asset: '0xUSDC…' })
 */
export function getExchanges(appKit: ActionContext, parameters: GetExchangesParameters): Promise<readonly PayExchange[]> {
  if (!appKit.getState().slices.pay) return notInstalled()
  return awaitOutcome<readonly PayExchange[]>(
    appKit.events$,
    () => appKit.dispatch({ type: 'pay/exchanges-requested', payload: { network: parameters.network, asset: parameters.asset } }),
    event => {
      if (event.type === 'pay/exchanges-fetched') return { value: event.payload.exchanges }
      if (event.type === 'pay/exchanges-failed') return { error: new VestibuleError(event.payload.error.shortMessage) }
      return undefined
    },
    undefined,
    appKit.signal,
  )
}

/** The deposit page in a popup that gets no handle on this page (issue 24). */
export function openWithoutOpener(url: string): Window | null {
  const popup = globalThis.open?.('about:blank', '_blank', PAY_WINDOW_FEATURES) ?? null
  if (!popup) return null
  popup.opener = null
  popup.location.href = url
  return popup
}

export type PayWithExchangeOptions = {
  /**
   * Opens the exchange's deposit page and returns its window, watched for closing. Default:
   * `window.open` as a popup whose `opener` is cut before it is sent to the page (a `noopener` open
   * returns no window, and a closed one would go unnoticed). A view opens its window on the click
   * (popup blockers), cuts its `opener`, and sends it there. A null window is fine: the status
   * polling alone tells the end.
   */
  readonly open?: (url: string) => Window | null | undefined
}

/**
 * Pays through an exchange's deposit page: asks for the page, opens it, then reports pending
 * until the exchange says it paid (resolves with the transaction hash) or failed, or the page
 * closed before paying (rejects). The state (`state.slices.pay`) follows along.
 *
 * @example
 * await payWithExchange(appKit, { recipient: '0x…', amount: '25', asset: '0xUSDC…', network: 'eip155:8453', symbol: 'USDC', decimals: 6, exchangeId: 'coinbase' })
 */
export async function payWithExchange(
  appKit: ActionContext,
  parameters: PayParameters & { readonly exchangeId: string },
  options: PayWithExchangeOptions = {},
): Promise<{ hash: string }> {
  if (!appKit.getState().slices.pay) return notInstalled()
  const { exchangeId, ...request } = parameters
  // Listening before anything is dispatched: the end can come from any later event.
  const ended = firstValueFrom(
    appKit.events$.pipe(
      filter(event => event.type === 'pay/succeeded' || event.type === 'pay/failed' || event.type === 'pay/refused'),
      take(1),
      map(event => {
        if (event.type === 'pay/succeeded') return { hash: event.payload.hash }
        const failure = event as Extract<typeof event, { type: 'pay/failed' | 'pay/refused' }>
        throw new VestibuleError(failure.payload.error.shortMessage, { details: failure.payload.error.details })
      }),
    ),
  )
  // Settled either way below; kept from being reported unhandled while the page is still opening.
  ended.catch(() => undefined)
  const url = await awaitOutcome<string>(
    appKit.events$,
    () => appKit.dispatch({ type: 'pay/exchange-requested', payload: { request, exchangeId } }),
    event => {
      if (event.type === 'pay/exchange-opened' && event.payload.exchangeId === exchangeId) return { value: event.payload.url }
      if (event.type === 'pay/failed' || event.type === 'pay/refused')
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
    undefined,
    appKit.signal,
  )
  const opened = (options.open ?? openWithoutOpener)(url)
  const watch = opened
    ? setInterval(() => {
        if (!opened.closed) return
        clearInterval(watch)
        appKit.dispatch({ type: 'pay/exchange-window-closed', payload: {} })
      }, PAY_WINDOW_POLL_MS)
    : undefined
  try {
    return await ended
  } finally {
    if (watch) clearInterval(watch)
  }
}
