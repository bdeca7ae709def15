import type { Observable } from 'rxjs'
import { catchError, defer, EMPTY, filter, Observable as RxObservable, Subscription } from '../rx/kernelRx'
import { VestibuleError } from '../errors'
import type { EventInput, EventType, VestibuleEvent } from '../events/eventMap'
import type { Logger } from '../logger/createLogger'
import type { Store } from '../store/createStore'
import { createReducer } from '../state/createReducer'
import type { AnySlice } from '../state/defineSlice'
import type { Select } from '../state/createSelect'
import type { DispatchOptions, PluginContext, PluginDefinition, Reaction, Teardown } from './definePlugin'
import { guardObservable, type ObservableGuard } from './guardObservable'

/** How often a failing effect is resubscribed before it is left stopped (STYLE, core loop 6). */
const EFFECT_RESTART_LIMIT = 3

export type PluginServices = Pick<PluginContext, 'options' | 'http' | 'storage' | 'registry' | 'now'> & { readonly logger: Logger }

export interface PluginInfo {
  readonly name: string
  readonly version: string
  readonly kind: string
  /** The name of the plugin's slice, if it has one: what a replay needs to fold its state. */
  readonly slice?: string
}

export interface AddPluginOptions {
  /**
   * The events delivered before the plugin joined that it must still see: a feature's plugin that
   * joins once the modal's first view is drawn (issue 27) hears the request its view made before.
   * What its setup subscribes to gets them, in order, ahead of the live ones: each event once.
   */
  readonly earlier?: () => readonly VestibuleEvent[]
}

export interface PluginHost {
  add(plugin: PluginDefinition, options?: AddPluginOptions): Promise<void>
  remove(name: string): void
  list(): readonly PluginInfo[]
  /** The plugins' definitions, in registration order (their slices, redaction and analytics mappings). */
  definitions(): readonly PluginDefinition[]
  /** While locked (devtools time travel, replay), plugins receive no events, so no wallet prompt fires. */
  setLocked(locked: boolean): void
  readonly locked: boolean
  destroy(): void
}

interface Registered {
  readonly info: PluginInfo
  readonly definition: PluginDefinition
  readonly controller: AbortController
  readonly subscription: Subscription
  teardown?: Teardown
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function'

const causeIdOf = (cause: DispatchOptions['cause']) =>
  cause === undefined ? undefined : cause === null ? null : typeof cause === 'string' ? cause : cause.meta.id

/** The event a guarded subscriber was handling, if the value it got is one: the cause of its failure. */
const eventOf = (value: unknown): VestibuleEvent | undefined =>
  typeof (value as VestibuleEvent | undefined)?.meta?.id === 'string' ? (value as VestibuleEvent) : undefined

/**
 * Runs plugins against the store. Every way a plugin can fail — setup, a handler, an effect —
 * becomes an `error/raised` event tagged with its name; the bus and the other plugins go on.
 */
export function createPluginHost(store: Store, select: Select, services: PluginServices): PluginHost {
  const plugins = new Map<string, Registered>()
  const slices: AnySlice[] = []
  let locked = false
  const delivered$ = store.events$.pipe(filter(() => !locked))

  // The earlier events, then the live ones. Live events (a reaction to an earlier one among them)
  // queue behind those still being handed, so the subscriber sees the bus's order.
  const earlierThenLive = (earlier: readonly VestibuleEvent[]): Observable<VestibuleEvent> =>
    new RxObservable<VestibuleEvent>(subscriber => {
      let queue: VestibuleEvent[] | undefined = locked ? [] : [...earlier]
      const live = delivered$.subscribe({
        next: event => (queue ? queue.push(event) : subscriber.next(event)),
        error: error => subscriber.error(error),
        complete: () => subscriber.complete(),
      })
      for (let event = queue.shift(); event && !subscriber.closed; event = queue.shift()) subscriber.next(event)
      queue = undefined
      return live
    })

  const raise = (plugin: string, error: unknown, cause?: DispatchOptions['cause']) => {
    // The store logs, instead of raising, an error caused by handling another error.
    if (store.raise(plugin, error, causeIdOf(cause))) services.logger.child(plugin).error(error)
  }

  // `source$`: the events the context's subscriptions see: the bus's, or those a plugin hands a
  // context of its own (`withEvents`, how `lazyStart` gives a late chunk its first event).
  const createContext = (
    plugin: PluginDefinition,
    controller: AbortController,
    subscription: Subscription,
    source$: Observable<VestibuleEvent> = delivered$,
  ): PluginContext => {
    const name = plugin.name
    const dispatch = (input: EventInput, options?: DispatchOptions) => store.dispatch(input, { source: name, causeId: causeIdOf(options?.cause) })
    const dispatchReaction = (reaction: Reaction, cause: VestibuleEvent) => {
      if (!reaction) return
      for (const input of Array.isArray(reaction) ? reaction : [reaction as EventInput]) dispatch(input, { cause })
    }
    const track = (sub: Subscription): Teardown => {
      subscription.add(sub)
      return () => {
        sub.unsubscribe()
        subscription.remove(sub)
      }
    }
    // What the context hands out to subscribe to: a throw in the plugin's own callback becomes an
    // `error/raised` naming it, caused by the event it was handling, instead of escaping the host.
    const guard: ObservableGuard = { onError: (error, value) => raise(name, error, eventOf(value)), track: sub => void subscription.add(sub) }
    return {
      name,
      events$: guardObservable(source$, guard),
      state$: guardObservable(store.state$, guard),
      getState: store.getState,
      select: selector => guardObservable(select(selector), guard),
      ofType: <T extends EventType>(...types: readonly T[]) =>
        guardObservable(source$.pipe(filter(e => (types as readonly string[]).includes(e.type))) as Observable<VestibuleEvent<T>>, guard),
      dispatch,
      on<T extends EventType>(types: T | readonly T[], handler: (event: VestibuleEvent<T>) => Reaction | Promise<Reaction>) {
        const wanted: readonly string[] = Array.isArray(types) ? types : [types]
        return track(
          source$.subscribe(event => {
            if (!wanted.includes(event.type)) return
            try {
              const result = handler(event as VestibuleEvent<T>)
              if (isPromise(result)) {
                result.then(
                  reaction => !controller.signal.aborted && dispatchReaction(reaction as Reaction, event),
                  error => !controller.signal.aborted && raise(name, error, event),
                )
              } else dispatchReaction(result, event)
            } catch (error) {
              raise(name, error, event)
            }
          }),
        )
      },
      effect(effect) {
        // Resubscribed through catchError's `caught`, not `retry`: retry imports rxjs's timers,
        // which this first-download module would then carry (issue 27).
        let restarts = 0
        const output$ = defer(() => effect(source$, store.state$)).pipe(
          catchError((error, caught: Observable<EventInput>) => {
            raise(name, error)
            restarts += 1
            return restarts <= EFFECT_RESTART_LIMIT ? caught : EMPTY
          }),
        )
        return track(output$.subscribe(input => dispatch(input)))
      },
      withEvents: events$ => createContext(plugin, controller, subscription, events$),
      reportError: (error, options) => raise(name, error, options?.cause),
      options: services.options,
      now: services.now,
      http: services.http,
      storage: services.storage,
      registry: services.registry,
      logger: services.logger.child(name),
      signal: controller.signal,
    }
  }

  const remove = (name: string) => {
    const entry = plugins.get(name)
    if (!entry) return
    plugins.delete(name)
    entry.controller.abort()
    entry.subscription.unsubscribe()
    try {
      entry.teardown?.()
    } catch (error) {
      raise(name, error)
    }
  }

  return {
    async add(plugin, options) {
      // Names are event sources and slice owners: two plugins under one name could not be told apart.
      if (plugins.has(plugin.name)) throw new VestibuleError(`A plugin named "${plugin.name}" is already registered`, { category: 'INVALID_APP_CONFIGURATION' })
      const slice = plugin.slice
      if (slice) {
        if (slices.some(known => known.name === slice.name))
          throw new VestibuleError(`A slice named "${slice.name}" is already registered`, { category: 'INVALID_APP_CONFIGURATION' })
        slices.push(slice)
        store.setReducer(createReducer(slices))
      }
      const info: PluginInfo = {
        name: plugin.name,
        version: plugin.version ?? '0.0.0',
        kind: plugin.kind ?? 'feature',
        ...(slice ? { slice: slice.name } : {}),
      }
      const entry: Registered = { info, definition: plugin, controller: new AbortController(), subscription: new Subscription() }
      plugins.set(plugin.name, entry)
      const registered = store.dispatch({ type: 'plugins/registered', payload: { ...info, kind: plugin.kind ?? 'feature' } }, { source: 'core' })
      // Only what was delivered before it registered: what follows reaches it live.
      const earlier = (options?.earlier?.() ?? []).filter(event => event.meta.seq < registered.meta.seq)
      let handOver = earlier.length > 0
      const source$ = handOver ? defer(() => (handOver ? earlierThenLive(earlier) : delivered$)) : delivered$
      try {
        const setup = plugin.setup(createContext(plugin, entry.controller, entry.subscription, source$))
        // The setup's own subscriptions got them; one made later (after an await) starts live.
        handOver = false
        const teardown = await setup
        if (typeof teardown === 'function') {
          if (plugins.get(plugin.name) === entry) entry.teardown = teardown
          else teardown()
        }
      } catch (error) {
        raise(plugin.name, error)
      }
    },
    remove,
    list: () => [...plugins.values()].map(p => p.info),
    definitions: () => [...plugins.values()].map(p => p.definition),
    setLocked(next) {
      locked = next
    },
    get locked() {
      return locked
    },
    destroy() {
      for (const name of [...plugins.keys()]) remove(name)
    },
  }
}
