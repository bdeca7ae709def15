import { Subject } from '../rx/kernelRx'
import type { EventType, VestibuleEvent } from '../events/eventMap'
import type { PluginContext, Teardown } from './definePlugin'

/**
 * Starts a plugin's working code (a chunk behind `import()`) on the first event of `types`, and
 * hands it that event once: `start` gets a context whose `events$`, `ofType`, `on` and `effect`
 * begin with that event (and any that came while the chunk loaded, in order), then go on live.
 * Nothing is dispatched again, so the visitor's event is logged and folded once (STYLE, feature
 * layout). What `start` returns runs when the plugin is removed; a chunk that fails to load is
 * raised once, caused by the event that asked for it. Returns a function that starts it now,
 * without an event to hand over (the feature is wanted already); both settle once it has started.
 *
 * @example
 * setup(ctx) {
 *   lazyStart(ctx, 'swaps/opened', late => import('./swapsRequests').then(module => module.startSwaps(late)))
 * }
 */
export function lazyStart<T extends EventType>(
  ctx: PluginContext,
  types: T | readonly T[],
  start: (late: PluginContext) => Promise<void | Teardown>,
): () => Promise<void> {
  const wanted: readonly string[] = Array.isArray(types) ? types : [types]
  const late$ = new Subject<VestibuleEvent>()
  // From the first wanted event on: the events the chunk has not been handed yet, in the bus's order.
  let held: VestibuleEvent[] | undefined
  let live = false
  let handing = false
  let started: Promise<void> | undefined
  // What the chunk's own handlers dispatch while held events are handed over queues behind them.
  const handOver = () => {
    if (handing) return
    handing = true
    try {
      for (let event = held!.shift(); event; event = held!.shift()) late$.next(event)
    } finally {
      handing = false
    }
  }
  const begin = (first?: VestibuleEvent) =>
    (started ??= (async () => {
      held = first ? [first] : []
      try {
        const teardown = await start(ctx.withEvents(late$))
        // Run on removal like a plugin's own teardown: a throw is this plugin's error, not the page's.
        const stop = () => {
          try {
            teardown?.()
          } catch (error) {
            ctx.reportError(error)
          }
        }
        if (ctx.signal.aborted) stop()
        else ctx.signal.addEventListener('abort', stop)
        live = !ctx.signal.aborted
        if (live) handOver()
      } catch (error) {
        if (!ctx.signal.aborted) ctx.reportError(error, { cause: first ?? null })
      }
    })())
  ctx.events$.subscribe(event => {
    if (held) {
      held.push(event)
      if (live) handOver()
    } else if (wanted.includes(event.type)) void begin(event)
  })
  return () => begin()
}
