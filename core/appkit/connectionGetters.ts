import type { Observable } from 'rxjs'
import type { ActionContext } from '../actions/actionContext'
import { withHeadlessActions } from '../actions/loadHeadlessActions'
import type { ChainNamespace } from '../events/caip'
import { getConnections, type AppKitConnection } from '../getters/getConnections'
import { watchState } from '../getters/watchState'
import type { VestibuleState } from '../state/state'

/** AppKit's `ConnectionControllerState` as `subscribeConnections` gives it: the connections of each namespace the app serves. */
export interface ConnectionsState {
  readonly connections: ReadonlyMap<ChainNamespace, readonly AppKitConnection[]>
  readonly recentConnections: ReadonlyMap<ChainNamespace, readonly AppKitConnection[]>
}

/** AppKit's `switchConnection` parameters. */
export interface SwitchConnectionParameters {
  readonly connection: Pick<AppKitConnection, 'connectorId'>
  readonly namespace: ChainNamespace
  readonly address?: string
}

export interface ConnectionGetters {
  /** The wallets connected to a namespace (the one in use and those kept beside it), as AppKit's `Connection`s. */
  getConnections(namespace: ChainNamespace): readonly AppKitConnection[]
  /** Recent wallets of a namespace this page can reconnect, without accounts (their addresses are not kept). */
  getRecentConnections(namespace: ChainNamespace): readonly AppKitConnection[]
  /** On change only, as AppKit's subscribers. */
  subscribeConnections(listener: (state: ConnectionsState) => void): () => void
  /** Makes another of the namespace's wallets the one in use (ProfileWallets' switch). */
  switchConnection(parameters: SwitchConnectionParameters): Promise<void>
}

/** The namespaces the app serves, in the order its networks name them. */
const namespacesOf = (state: VestibuleState) => [...new Set((state.options?.networks ?? []).map(network => network.chainNamespace))]

/** AppKit's multi-wallet getters on the instance; `read` is the state views show, `state$` its changes. */
export function connectionGetters(read: () => VestibuleState, state$: Observable<VestibuleState>, actions: ActionContext): ConnectionGetters {
  return {
    getConnections: namespace => getConnections(read(), namespace).connections,
    getRecentConnections: namespace => getConnections(read(), namespace).recentConnections,
    subscribeConnections(listener) {
      const entries = (state: VestibuleState) => namespacesOf(state).map(namespace => [namespace, getConnections(state, namespace)] as const)
      return watchState(state$, entries, list =>
        listener({
          connections: new Map(list.map(([namespace, { connections }]) => [namespace, connections])),
          recentConnections: new Map(list.map(([namespace, { recentConnections }]) => [namespace, recentConnections])),
        }),
      )
    },
    switchConnection: ({ connection }) => withHeadlessActions(loaded => loaded.connect(actions, { connectorId: connection.connectorId })).then(() => undefined),
  }
}
