import { enableArrayMethods, Immer, type Draft } from 'immer'
import type { EventType, VestibuleEvent } from '../events/eventMap'
import type { Handler, HandlerMap } from './reducers/defineHandlers'
import type { VestibuleState } from './state'
import { accountHandlers } from './reducers/accountReducer'
import { appHandlers } from './reducers/appReducer'
import { connectionHandlers } from './reducers/connectionReducer'
import { connectorsHandlers } from './reducers/connectorsReducer'
import { errorsHandlers } from './reducers/errorsReducer'
import { pairingHandlers } from './reducers/pairingReducer'
import { modalHandlers } from './reducers/modalReducer'
import { networkHandlers } from './reducers/networkReducer'
import { snackbarHandlers } from './reducers/snackbarReducer'
import { themeHandlers } from './reducers/themeReducer'
import { walletDirectoryHandlers } from './reducers/walletDirectoryReducer'

// Array methods on drafts (push, pop, filter) without a proxy trap per element.
enableArrayMethods()

export interface ReducerOptions {
  /**
   * Deep-freeze every new state so a mutation anywhere throws. It costs about a third of each fold,
   * so it is on in debug mode (where such bugs are hunted) and off otherwise; types are readonly anyway.
   */
  readonly freeze?: boolean
}

export type Reducer = (state: VestibuleState, event: VestibuleEvent) => VestibuleState

/** A reducer case threw: the state is left as it was and the owner is named in the error event. */
export class ReducerError extends Error {
  override readonly name = 'ReducerError'
  constructor(readonly owner: string, readonly eventType: string, override readonly cause: unknown) {
    super(`Reducer of ${owner} failed on ${eventType}: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

/** A plugin's own slice, kept at `state.plugins[name]` (STYLE: a plugin folder holds its slice). */
export interface PluginSlice<S = unknown> {
  readonly initial: S
  readonly handlers: {
    readonly [K in EventType]?: (slice: Draft<S>, event: VestibuleEvent<K>, root: Draft<VestibuleState>) => void
  }
}

interface OwnedHandler {
  readonly owner: string
  readonly run: Handler<EventType>
}

export const CORE_HANDLERS: readonly HandlerMap[] = [
  appHandlers,
  modalHandlers,
  themeHandlers,
  snackbarHandlers,
  connectorsHandlers,
  connectionHandlers,
  networkHandlers,
  accountHandlers,
  errorsHandlers,
  pairingHandlers,
  walletDirectoryHandlers,
]

/**
 * Folds events into state. Cases are indexed by type, so an event nobody handles costs one map
 * lookup and returns the same state object (no immer draft).
 */
export function createReducer(slices: ReadonlyMap<string, PluginSlice> = new Map(), options: ReducerOptions = {}): Reducer {
  // An instance of our own, so this setting never changes an integrator's use of immer.
  const immer = new Immer({ autoFreeze: options.freeze ?? false })
  const index = new Map<string, OwnedHandler[]>()
  const add = (owner: string, type: string, run: Handler<EventType>) => {
    const list = index.get(type) ?? []
    list.push({ owner, run })
    index.set(type, list)
  }
  for (const map of CORE_HANDLERS) {
    for (const [type, run] of Object.entries(map)) add('core', type, run as Handler<EventType>)
  }
  for (const [name, slice] of slices) {
    add(name, 'plugins/registered', (draft, event) => {
      if ((event as VestibuleEvent<'plugins/registered'>).payload.name === name) draft.plugins[name] = slice.initial as never
    })
    for (const [type, run] of Object.entries(slice.handlers)) {
      add(name, type, (draft, event) => {
        if (name in draft.plugins) (run as (s: unknown, e: unknown, r: unknown) => void)(draft.plugins[name], event, draft)
      })
    }
  }
  return (state, event) => {
    const cases = index.get(event.type)
    if (!cases) return state
    let owner = 'core'
    try {
      return immer.produce(state, draft => {
        for (const c of cases) {
          owner = c.owner
          c.run(draft, event, state)
        }
      })
    } catch (error) {
      throw new ReducerError(owner, event.type, error)
    }
  }
}
