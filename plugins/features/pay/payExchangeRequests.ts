import { concatMap, filter, from, interval, map, merge, switchMap, takeWhile } from 'rxjs'
import { serializeError, VestibuleError, type EventInput, type PluginContext, type VestibuleState } from 'vestibule/plugin'
import { PAY_STATUS_POLL_MS, PayMessages } from './payConstants'
import { payRequestProblem } from './payRules'
import { payUrlProblem } from './payVerify'
import { buyStatusResponseSchema, exchangesResponseSchema, payUrlResponseSchema } from './paySchemas'
import { initialPayState, type PayParameters, type PayState } from './payState'

const payOf = (state: VestibuleState): PayState => state.slices.pay ?? initialPayState

const failed = (message: string, cause?: unknown): EventInput => ({
  type: 'pay/failed',
  payload: { error: serializeError(new VestibuleError(message, { cause })) },
})

/**
 * Paying through an exchange, a chunk of its own: the exchanges that take the payment, the
 * exchange's deposit page for it, and its status polled (SPEC §9 polling 4 s, and at once when
 * the page's window closes) until the exchange says it paid or failed.
 */
export function startPayExchange(ctx: PluginContext) {
  const api = ctx.http.blockchainApi

  async function exchanges(payload: { network: string; asset: string }): Promise<EventInput> {
    try {
      const response = await api.get('/v1/exchanges', { query: payload, schema: exchangesResponseSchema })
      return {
        type: 'pay/exchanges-fetched',
        payload: { exchanges: response.exchanges.map(exchange => ({ id: exchange.id, name: exchange.name, imageUrl: exchange.imageUrl ?? '' })) },
      }
    } catch (error) {
      ctx.logger.warn(PayMessages.EXCHANGES_FAILED, error)
      return { type: 'pay/exchanges-failed', payload: { error: serializeError(new VestibuleError(PayMessages.EXCHANGES_FAILED)) } }
    }
  }

  async function payUrl(request: PayParameters, exchangeId: string): Promise<EventInput> {
    const problem = payRequestProblem(request)
    if (problem) return failed(problem)
    try {
      const { recipient, amount, asset, network } = request
      const response = await api.post('/v1/exchanges/pay-url', {
        body: { exchangeId, network, asset, amount: amount.trim(), recipient },
        schema: payUrlResponseSchema,
      })
      // Verify before paying (issue 24): the page must pay the receiver and amount the visitor saw, or it is never opened.
      const mismatch = payUrlProblem(response.url, request)
      if (mismatch) return { type: 'pay/refused', payload: { error: serializeError(new VestibuleError(mismatch)) } }
      return { type: 'pay/exchange-opened', payload: { exchangeId, sessionId: response.sessionId, url: response.url } }
    } catch (error) {
      return failed(PayMessages.PAY_URL_FAILED, error)
    }
  }

  /** The exchange's answer for the session under way, as the event it ends with (none while it is still paying). */
  async function check(windowClosed: boolean): Promise<EventInput | undefined> {
    const pay = payOf(ctx.getState())
    if (pay.status !== 'pending' || pay.via !== 'exchange' || !pay.sessionId || !pay.exchangeId) return undefined
    try {
      const { status, txHash } = await api.get('/v1/exchanges/buy-status', {
        query: { exchangeId: pay.exchangeId, sessionId: pay.sessionId },
        schema: buyStatusResponseSchema,
      })
      // The session may have ended (or another begun) while the request was out.
      if (payOf(ctx.getState()).sessionId !== pay.sessionId || payOf(ctx.getState()).status !== 'pending') return undefined
      if (status === 'SUCCESS' && txHash) return { type: 'pay/succeeded', payload: { hash: txHash } }
      if (status === 'FAILED')
        return {
          type: 'pay/failed',
          payload: txHash
            ? { error: serializeError(new VestibuleError(PayMessages.EXCHANGE_FAILED)), hash: txHash }
            : { error: serializeError(new VestibuleError(PayMessages.EXCHANGE_FAILED)) },
        }
      // Closed before the visitor confirmed anything: nothing will be paid.
      if (windowClosed && status === 'UNKNOWN') return failed(PayMessages.WINDOW_CLOSED)
      return undefined
    } catch (error) {
      if (windowClosed) return failed(PayMessages.BUY_STATUS_FAILED, error)
      // A status read that fails while the page is open is tried again on the next tick.
      ctx.logger.warn(PayMessages.BUY_STATUS_FAILED, error)
      return undefined
    }
  }

  const isPending = () => payOf(ctx.getState()).status === 'pending' && payOf(ctx.getState()).via === 'exchange'

  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'pay/exchanges-requested'),
      switchMap(event => from(exchanges((event as Extract<typeof event, { type: 'pay/exchanges-requested' }>).payload))),
    ),
  )
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'pay/exchange-requested'),
      switchMap(event => {
        const { request, exchangeId } = (event as Extract<typeof event, { type: 'pay/exchange-requested' }>).payload
        return from(payUrl(request, exchangeId))
      }),
    ),
  )
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'pay/exchange-opened'),
      // One session polled at a time; checks run one after another, so one answer ends it once.
      switchMap(() =>
        merge(
          interval(PAY_STATUS_POLL_MS).pipe(map(() => false)),
          events$.pipe(
            filter(event => event.type === 'pay/exchange-window-closed'),
            map(() => true),
          ),
        ).pipe(
          takeWhile(isPending),
          concatMap(windowClosed => from(check(windowClosed))),
          filter((event): event is EventInput => event !== undefined),
        ),
      ),
    ),
  )
}
