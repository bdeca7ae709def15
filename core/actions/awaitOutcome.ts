import type { Observable } from 'rxjs'
import type { VestibuleEvent } from '../events/eventMap'

export type Outcome<T> = { readonly value: T } | { readonly error: unknown } | undefined

/**
 * Dispatches a request event and settles with the first later event `match` recognises as its
 * answer. It subscribes before dispatching, because a plugin may answer synchronously.
 */
export function awaitOutcome<T>(
  events$: Observable<VestibuleEvent>,
  send: () => VestibuleEvent,
  match: (event: VestibuleEvent, request: VestibuleEvent) => Outcome<T>,
  timeout?: { readonly ms: number; readonly onTimeout: () => Outcome<T> },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let request: VestibuleEvent | undefined
    const early: VestibuleEvent[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = (outcome: Outcome<T>) => {
      if (!outcome) return false
      subscription.unsubscribe()
      if (timer) clearTimeout(timer)
      if ('error' in outcome) reject(outcome.error)
      else resolve(outcome.value)
      return true
    }
    const subscription = events$.subscribe(event => {
      if (!request) early.push(event)
      else if (event.meta.seq > request.meta.seq) settle(match(event, request))
    })
    request = send()
    for (const event of early) if (event.meta.seq > request.meta.seq && settle(match(event, request))) return
    if (subscription.closed) return
    if (timeout) {
      timer = setTimeout(() => {
        if (!settle(timeout.onTimeout())) settle({ error: new Error('No answer') })
      }, timeout.ms)
    }
  })
}
