import type { Draft } from 'immer'
import type { EventType, VestibuleEvent } from '../events/eventMap'
import type { ModalState, VestibuleSliceMap, VestibuleState } from './state'

export type { VestibuleSliceMap }

export type SliceName = keyof VestibuleSliceMap & string

/**
 * A case of a slice: it writes its own slice only. `root` is the whole state before the event,
 * read-only: a feature never writes another feature's state or core's.
 */
export type SliceCase<S, K extends EventType> = (slice: Draft<S>, event: VestibuleEvent<K>, root: VestibuleState) => void | S

/**
 * A navigation consequence of an event ("on `connection/succeeded` leave AllWallets"), as a pure
 * function of the modal. It runs in the same fold, after every slice has folded the event, and
 * reads that folded state; what it returns becomes `state.modal`. The router (core's contributions
 * first, then each slice's in registration order) is the one writer of `state.modal`.
 */
export type RouterContribution<K extends EventType> = (modal: ModalState, event: VestibuleEvent<K>, state: VestibuleState) => ModalState

export type RouterContributions = { readonly [K in EventType]?: RouterContribution<K> }

export interface SliceDefinition<N extends string = string, S = unknown> {
  /** The key at `state.slices`; one slice per name. */
  readonly name: N
  readonly initial: S
  /** Cases keyed by event type (Redux Toolkit's `createSlice`, NgRx's `on`). */
  readonly on: { readonly [K in EventType]?: SliceCase<S, K> }
  readonly router?: RouterContributions
  /**
   * Where a generated test imports this slice from (the devtools' test generator), e.g.
   * `{ module: 'vestibule/plugins/features/walletDirectory', name: 'walletDirectorySlice' }`.
   */
  readonly source?: { readonly module: string; readonly name: string }
}

/** A slice of any state type, as lists of slices hold them. */
// biome-ignore lint/suspicious/noExplicitAny: a slice's own cases are checked where it is defined
export type AnySlice = SliceDefinition<string, any>

/**
 * Declares a feature's state slice. It is registered lazily, when its plugin joins the host, and
 * starts from `initial` at that plugin's `plugins/registered` event, so a replay starts it at the
 * same point.
 *
 * @example
 * export const greeterSlice = defineSlice({
 *   name: 'greeter',
 *   initial: { greeted: 0 },
 *   on: { 'greeter/greeted': slice => { slice.greeted += 1 } },
 * })
 */
export function defineSlice<N extends SliceName>(slice: SliceDefinition<N, VestibuleSliceMap[N]>): SliceDefinition<N, VestibuleSliceMap[N]> {
  return slice
}
