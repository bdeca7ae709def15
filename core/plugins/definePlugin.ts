import type { Observable } from 'rxjs'
import type { EventInput, EventType, PluginKind, VestibuleEvent } from '../events/eventMap'
import type { HttpClient } from '../http/createHttpClient'
import type { Logger } from '../logger/createLogger'
import type { PluginRedaction } from '../log/redactionRules'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { Registry } from '../registry/createRegistry'
import type { AnySlice } from '../state/defineSlice'
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
  /**
   * This context with its subscriptions (`events$`, `ofType`, `on`, `effect`) reading `events$`
   * instead of the bus; everything else (dispatch, errors, lifetime) stays this plugin's. What
   * `lazyStart` hands a chunk loaded late, so it receives the event that woke it up.
   */
  withEvents(events$: Observable<VestibuleEvent>): PluginContext
  /** Raises `error/raised` for this plugin (SPEC §8 categories, default INTERNAL_SDK_ERROR). */
  reportError(error: unknown, options?: DispatchOptions): void
  readonly options: ResolvedOptions
  readonly http: { readonly api: HttpClient; readonly blockchainApi: HttpClient }
  readonly storage: VestibuleStorage
  readonly registry: Registry
  readonly logger: Logger
  /** The instance's clock (epoch ms): the one every event is stamped with, injected in tests and replays. */
  now(): number
  /** Aborted when the plugin is removed or the instance destroyed. */
  readonly signal: AbortSignal
}

/** An analytics event (SPEC §7 `POST /e` props): its name and JSON properties. */
export interface AnalyticsEvent {
  readonly event: string
  readonly properties?: { readonly [key: string]: string | number | boolean | null }
}

/**
 * For each event type a plugin dispatches, the AppKit analytics event it stands for (or none), given
 * the state the event produced: what `subscribeEvents` reports, and what analytics sends when the
 * name is one of SPEC §7's tracked events.
 */
export type AnalyticsMapping = { readonly [K in EventType]?: (event: VestibuleEvent<K>, state: VestibuleState) => AnalyticsEvent | undefined }

/** A table of a devtools section: its accessible name, column titles and rows of text. */
export interface DevtoolsTable {
  readonly label: string
  readonly columns: readonly string[]
  readonly rows: readonly { readonly key: string; readonly cells: readonly string[] }[]
}

/**
 * What a plugin adds to the devtools' Platform tab, as data the panel draws (a plugin knows no
 * framework): a status line and tables, read from the state shown (redacted unless the integrator
 * reveals secrets).
 */
export interface DevtoolsSection {
  readonly title: string
  describe(state: VestibuleState): { readonly status: string; readonly tables: readonly DevtoolsTable[] }
}

export interface PluginDefinition {
  /** Unique per instance; also the `source` of every event the plugin dispatches. */
  readonly name: string
  readonly version?: string
  readonly kind?: PluginKind
  /** The plugin's state slice, at `state.slices[slice.name]` (`defineSlice`). */
  readonly slice?: AnySlice
  /**
   * Paths of secrets in this plugin's event payloads and slice, redacted in exported logs and in the
   * devtools (`'analytics/tracked': ['record.props.address']`, `state: ['slices.analytics.sent.*.props.address']`).
   * `*` matches any key or index.
   */
  readonly redact?: PluginRedaction
  /** The AppKit analytics events this plugin's events stand for (`subscribeEvents`; analytics sends SPEC §7's tracked ones). */
  readonly analytics?: AnalyticsMapping
  /** Sections of the devtools' Platform tab that show this plugin's work (analytics: what it holds and sent). */
  readonly devtools?: readonly DevtoolsSection[]
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
