import type { Observable, Subscription } from 'rxjs'
import { ActionTimeoutError, VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import type { VestibuleEvent } from '../events/eventMap'

export type Outcome<T> = { readonly value: T } | { readonly error: unknown } | undefined

export interface OutcomeTimeout<T> {
  readonly ms: number
  /** What the caller gets when no answer came in time; undefined gives an `ActionTimeoutError`. */
  readonly onTimeout: () => Outcome<T>
}

/**
 * SPEC §8 has two texts for a wait cut short: 'Modal closed', which AppKit throws when the visitor
 * closes the modal during a connection (their choice), and 'Request was aborted'. An instance
 * destroyed under a pending action is the page tearing it down, not the visitor answering: the
 * request is aborted, as the RPC client's requests are when it is destroyed.
 */
const aborted = () => new VestibuleError(ThrownMessages.REQUEST_ABORTED, { details: 'The instance was destroyed before an answer came.' })

/**
 * Dispatches a request event and settles with the first later event `match` recognises as its
 * answer. It subscribes before dispatching, because a plugin may answer synchronously. With a
 * timeout, it settles by `onTimeout` when no answer came in time; it rejects with 'Request was
 * aborted' when `signal` aborts or the events end (the instance was destroyed).
 *
 * @example
 * await awaitOutcome(appKit.events$, () => appKit.dispatch(pageRequested({ page: 2 })), e => (pageFetched.match(e) ? { value: e.payload } : undefined))
 */
export function awaitOutcome<T>(
  events$: Observable<VestibuleEvent>,
  send: () => VestibuleEvent,
  match: (event: VestibuleEvent, request: VestibuleEvent) => Outcome<T>,
  timeout?: OutcomeTimeout<T>,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted())
    let request: VestibuleEvent | undefined
    let settled = false
    const early: VestibuleEvent[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    // Unset while subscribing: events that already ended complete at once, inside `subscribe`.
    let subscription: Subscription | undefined
    const onAbort = () => settle({ error: aborted() })
    const settle = (outcome: Outcome<T>) => {
      if (!outcome || settled) return Boolean(outcome)
      settled = true
      subscription?.unsubscribe()
      if (timer) clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      if ('error' in outcome) reject(outcome.error)
      else resolve(outcome.value)
      return true
    }
    const answer = (event: VestibuleEvent) => {
      try {
        return settle(match(event, request!))
      } catch (error) {
        return settle({ error })
      }
    }
    subscription = events$.subscribe({
      next: event => {
        if (!request) early.push(event)
        else if (event.meta.seq > request.meta.seq) answer(event)
      },
      complete: onAbort,
    })
    if (settled) return void subscription.unsubscribe()
    signal?.addEventListener('abort', onAbort, { once: true })
    request = send()
    for (const event of early) if (event.meta.seq > request.meta.seq && answer(event)) return
    if (settled || !timeout) return
    timer = setTimeout(() => {
      // Matching stops first, so an event the timeout handler dispatches cannot settle in its place.
      subscription.unsubscribe()
      settle(timeout.onTimeout() ?? { error: new ActionTimeoutError({ action: 'the request', timeoutMs: timeout.ms }) })
    }, timeout.ms)
  })
}
