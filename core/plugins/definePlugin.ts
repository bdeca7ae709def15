import type { Observable } from 'rxjs'
import type { EventInput, EventType, PluginKind, VestibuleEvent } from '../events/eventMap'
import type { HttpClient } from '../http/createHttpClient'
import type { Logger } from '../logger/createLogger'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { Registry } from '../registry/createRegistry'
import type { PluginSlice } from '../state/createReducer'
import type { Select } from '../state/createSelect'
import type { VestibuleState } from '../state/state'
import type { VestibuleStorage } from '../storage/createStorage'

export type Teardown = () => void

/** What a handler may answer with: events to dispatch, caused by the event it handled. */
export type Reaction = void | EventInput | readonly EventInput[]

export interface DispatchOptions {
  /** The event (or its id) this one answers; defaults to the event being delivered, if any. */
  readonly cause?: VestibuleEvent | string | null
}

/** Everything a plugin may touch. A plugin reacts to events and dispatches events; it never mutates state. */
export interface PluginContext {
  readonly name: string
  readonly events$: Observable<VestibuleEvent>
  readonly state$: Observable<VestibuleState>
  getState(): VestibuleState
  readonly select: Select
  ofType<T extends EventType>(...types: readonly T[]): Observable<VestibuleEvent<T>>
  dispatch(input: EventInput, options?: DispatchOptions): VestibuleEvent
  /**
   * Runs `handler` for each event of the given types. A throw or a rejected promise becomes an
   * `error/raised` event naming this plugin; returned events are dispatched as caused by the event.
   */
  on<T extends EventType>(types: T | readonly T[], handler: (event: VestibuleEvent<T>) => Reaction | Promise<Reaction>): Teardown
  /**
   * An effect as a stream (redux-observable's epic): the events it emits are dispatched. If it
   * errors, the error is raised as an event and the effect is resubscribed, a bounded number of times.
   */
  effect(effect: (events$: Observable<VestibuleEvent>, state$: Observable<VestibuleState>) => Observable<EventInput>): Teardown
  /** Raises `error/raised` for this plugin (SPEC §8 categories, default INTERNAL_SDK_ERROR). */
  reportError(error: unknown, options?: DispatchOptions): void
  readonly options: ResolvedOptions
  readonly http: { readonly api: HttpClient; readonly blockchainApi: HttpClient }
  readonly storage: VestibuleStorage
  readonly registry: Registry
  readonly logger: Logger
  /** Aborted when the plugin is removed or the instance destroyed. */
  readonly signal: AbortSignal
}

export interface PluginDefinition {
  /** Unique per instance; also the `source` of every event the plugin dispatches. */
  readonly name: string
  readonly version?: string
  readonly kind?: PluginKind
  /** The plugin's own state, at `state.plugins[name]`. */
  readonly slice?: PluginSlice<any>
  setup(ctx: PluginContext): void | Teardown | Promise<void | Teardown>
}

/**
 * Declares a plugin. Third parties publish connectors from their own package with this alone.
 *
 * @example
 * export const pingPlugin = definePlugin({
 *   name: 'ping',
 *   setup(ctx) {
 *     ctx.on('modal/open-requested', () => ({ type: 'snackbar/shown', payload: { message: 'Hello', variant: 'info' } }))
 *   },
 * })
 */
export function definePlugin<P extends PluginDefinition>(plugin: P): P {
  return plugin
}
