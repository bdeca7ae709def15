import { Subject, type Observable } from 'rxjs'
import type { VestibuleEvent } from '../events/eventMap'

export interface LateDelivery {
  /** What the late subscriber (a lazily loaded chunk) subscribes to: the held events, then live ones. */
  readonly events$: Observable<VestibuleEvent>
  /** Called with each event the plugin is delivered. */
  readonly deliver: (event: VestibuleEvent) => void
  /** From now on events are held (starting with `first`, the one that woke the chunk up). */
  readonly hold: (first?: VestibuleEvent) => void
  /** The chunk has subscribed: the held events go to it in order, then every event as it comes. */
  readonly release: () => void
}

/**
 * Hands a chunk loaded on a feature's first event that event, and every one that came while it
 * loaded, once and in order, without dispatching anything again (STYLE, feature layout): the
 * visitor's event is logged and folded once. Events a chunk's own handlers dispatch while the held
 * ones are handed over queue behind them, so the chunk sees the bus's order.
 *
 * @example
 * const late = lateDelivery()
 * source$.subscribe(late.deliver)
 * late.hold(first); await loadChunk(late.events$); late.release()
 */
export function lateDelivery(): LateDelivery {
  const events$ = new Subject<VestibuleEvent>()
  let phase: 'idle' | 'holding' | 'live' = 'idle'
  let handing = false
  const held: VestibuleEvent[] = []
  const handOver = () => {
    if (handing) return
    handing = true
    try {
      for (let event = held.shift(); event; event = held.shift()) events$.next(event)
    } finally {
      handing = false
    }
  }
  return {
    events$: events$.asObservable(),
    deliver(event) {
      if (phase === 'idle') return
      held.push(event)
      if (phase === 'live') handOver()
    },
    hold(first) {
      if (phase !== 'idle') return
      phase = 'holding'
      if (first) held.push(first)
    },
    release() {
      phase = 'live'
      handOver()
    },
  }
}
