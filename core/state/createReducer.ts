import { enableArrayMethods, Immer } from 'immer'
import { VestibuleError } from '../errors'
import type { EventType, VestibuleEvent } from '../events/eventMap'
import type { AnySlice, RouterContribution } from './defineSlice'
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
import { optionsHandlers } from './reducers/optionsReducer'
import { snackbarHandlers } from './reducers/snackbarReducer'
import { themeHandlers } from './reducers/themeReducer'
import { coreRouter } from './router/coreRouter'

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
export class ReducerError extends VestibuleError {
  override name = 'ReducerError'
  constructor(
    readonly owner: string,
    readonly eventType: string,
    cause: unknown,
  ) {
    super(`Reducer of ${owner} failed on ${eventType}`, { cause, details: cause instanceof Error ? cause.message : String(cause) })
  }
}

interface Owned<T> {
  readonly owner: string
  readonly run: T
}

const CORE_HANDLERS: readonly HandlerMap[] = [
  appHandlers,
  modalHandlers,
  themeHandlers,
  snackbarHandlers,
  connectorsHandlers,
  connectionHandlers,
  networkHandlers,
  optionsHandlers,
  accountHandlers,
  errorsHandlers,
  pairingHandlers,
]

type AnyRoute = RouterContribution<EventType>

/**
 * Folds events into state: core's cases and each slice's write their part in one immer draft, then
 * the router contributions (core's first, then the slices' in order) move the modal. Cases are
 * indexed by type, so an event nobody handles costs one map lookup and returns the same state.
 */
export function createReducer(slices: readonly AnySlice[] = [], options: ReducerOptions = {}): Reducer {
  // An instance of our own, so this setting never changes an integrator's use of immer.
  const immer = new Immer({ autoFreeze: options.freeze ?? false })
  const cases = new Map<string, Owned<Handler<EventType>>[]>()
  const routes = new Map<string, Owned<AnyRoute>[]>()
  const add = <T>(index: Map<string, Owned<T>[]>, owner: string, type: string, run: T) => {
    const list = index.get(type) ?? []
    list.push({ owner, run })
    index.set(type, list)
  }
  for (const map of CORE_HANDLERS) {
    for (const [type, run] of Object.entries(map)) add(cases, 'core', type, run as Handler<EventType>)
  }
  for (const [type, run] of Object.entries(coreRouter)) add(routes, 'core', type, run as AnyRoute)
  for (const slice of slices) {
    const { name } = slice
    add(cases, name, 'plugins/registered', (draft, event) => {
      if ((event as VestibuleEvent<'plugins/registered'>).payload.slice === name) (draft.slices as Record<string, unknown>)[name] = slice.initial
    })
    for (const [type, run] of Object.entries(slice.on)) {
      const sliceCase = run as (slice: unknown, event: VestibuleEvent, root: VestibuleState) => unknown
      add(cases, name, type, (draft, event, state) => {
        const all = draft.slices as Record<string, unknown>
        if (!(name in all)) return
        const replaced = sliceCase(all[name], event, state)
        if (replaced !== undefined) all[name] = replaced
      })
    }
    for (const [type, run] of Object.entries(slice.router ?? {})) add(routes, name, type, run as AnyRoute)
  }

  return (state, event) => {
    const eventCases = cases.get(event.type)
    const eventRoutes = routes.get(event.type)
    if (!eventCases && !eventRoutes) return state
    let owner = 'core'
    try {
      const folded = eventCases
        ? immer.produce(state, draft => {
            for (const c of eventCases) {
              owner = c.owner
              c.run(draft, event, state)
            }
          })
        : state
      if (!eventRoutes) return folded
      let modal = folded.modal
      for (const route of eventRoutes) {
        owner = route.owner
        modal = route.run(modal, event, folded)
      }
      return modal === folded.modal ? folded : { ...folded, modal }
    } catch (error) {
      throw new ReducerError(owner, event.type, error)
    }
  }
}
