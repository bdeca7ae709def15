import type { EventLog } from '../log/eventLog'
import type { RedactionRules } from '../log/redactionRules'
import type { PluginHost, PluginInfo } from '../plugins/createPluginHost'
import type { Reducer } from '../state/createReducer'
import type { AnySlice } from '../state/defineSlice'
import type { TimeTravel } from './createTimeTravel'
import { VestibuleError } from '../errors/VestibuleError'

/**
 * What the devtools panel, log exports and replays reach into an instance for. AppKit's public
 * instance has none of it, so neither has ours: the instance's type stays AppKit's, and these
 * handles are read through `internalsOf` (`vestibule/log`) by the tooling that needs them (issue 30).
 */
export interface AppKitInternals {
  /** The log itself: every event kept (the devtools call `keepAll()`), with the state after each. */
  readonly log: EventLog
  /** The secret paths the registered plugins declare, for whoever shows or exports the log. */
  readonly redaction: RedactionRules
  /** The slices of the registered plugins: what a replay of this instance's log folds with. */
  slices(): readonly AnySlice[]
  /** The store's current reducer (core's handlers and the plugins' slices). */
  getReducer(): Reducer
  /** Devtools time travel: views show a past state, plugins are locked, until `resume()`. */
  readonly timeTravel: Pick<TimeTravel, 'show' | 'resume' | 'active' | 'active$' | 'shownState'>
  readonly host: Pick<PluginHost, 'setLocked' | 'locked'>
  /** The instance's plugins and clock, so the internals are a log source for `exportLog` as they are. */
  plugins(): readonly PluginInfo[]
  now(): number
}

// Keyed by the instance, so the handles live exactly as long as it does and nothing else sees them.
const internals = new WeakMap<object, AppKitInternals>()

/** Written once by `createAppKit`, for the instance it returns. */
export function attachInternals(appKit: object, handles: AppKitInternals): void {
  internals.set(appKit, handles)
}

/** The internals of an instance made by `createAppKit`, undefined for any other object. */
export function findInternals(value: object): AppKitInternals | undefined {
  return internals.get(value)
}

/**
 * The devtools handles of an instance: its log, time travel, redaction rules, slices and reducer.
 * Tooling only (the devtools panel, replays, tests); an app reads the state and events instead.
 *
 * @example
 * import { internalsOf } from 'vestibule/log'
 * internalsOf(appKit).log.keepAll()
 */
export function internalsOf(appKit: object): AppKitInternals {
  const found = internals.get(appKit)
  if (!found) throw new VestibuleError('internalsOf: not an instance made by createAppKit', { category: 'INVALID_APP_CONFIGURATION' })
  return found
}
