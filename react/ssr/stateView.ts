import type { AppKit, VestibuleState } from '../../core'
import { namespaceOf } from '../../core'
import { isServer } from '../instance/isServer'
import { initialConnectionOf, withInitialConnection, type AppKitInitialState } from './AppKitInitialState'
import { serverThemeMode } from './serverThemeMode'

/**
 * The instance's state as the hooks read it (React's `useSyncExternalStore` store): `client()`
 * after hydration, `server()` while rendering on a server and while hydrating what it rendered.
 * Each answers the same object for the same state, as React requires.
 */
export interface StateView {
  subscribe(listener: () => void): () => void
  client(): VestibuleState
  server(): VestibuleState
}

/**
 * What a server's instance shows, computed on the client: nothing restored (a server has no
 * storage, and development builds restore synchronously, before hydration), the app's first
 * network, and the theme mode the server could know. Without this, a returning visitor's
 * hydration would meet a restored connection the server HTML never had.
 */
function asOnServer(appKit: AppKit, state: VestibuleState): VestibuleState {
  const first = state.options?.defaultNetwork ?? state.options?.networks[0]?.caipNetworkId ?? null
  return {
    ...state,
    accounts: {},
    activeConnectorIds: {},
    unsupportedNetwork: false,
    recentWallets: [],
    activeCaipNetworkId: first,
    activeNamespace: first ? namespaceOf(first) : null,
    theme: { ...state.theme, themeMode: serverThemeMode(appKit, state.theme.themeMode) },
  }
}

function createStateView(appKit: AppKit, initialState: AppKitInitialState | undefined): StateView {
  const connection = initialConnectionOf(initialState)
  // The cookie's connection is shown until the instance settles its own (restored or gone):
  // a returning visitor sees the account button from the server HTML on, never the connect button.
  let settled = !connection
  const overlaid = new WeakMap<VestibuleState, VestibuleState>()
  const overlay = (state: VestibuleState) => {
    if (!connection) return state
    let shown = overlaid.get(state)
    if (!shown) {
      shown = withInitialConnection(state, connection)
      overlaid.set(state, shown)
    }
    return shown
  }
  let hydrationState: VestibuleState | undefined
  return {
    subscribe(listener) {
      const subscription = appKit.state$.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
    client() {
      const state = appKit.getState()
      if (settled) return state
      const status = state.accounts.eip155?.status
      if (status === 'connected' || status === 'disconnected') {
        settled = true
        return state
      }
      return overlay(state)
    },
    server() {
      // On a server the instance's own state is what renders; on the client, what that server had.
      if (isServer()) return overlay(appKit.getState())
      hydrationState ??= overlay(asOnServer(appKit, appKit.getState()))
      return hydrationState
    },
  }
}

const views = new WeakMap<AppKit, WeakMap<object, StateView>>()
const NO_INITIAL_STATE = {}

/** One view per instance and initial state, shared by every hook reading them. */
export function stateViewOf(appKit: AppKit, initialState: AppKitInitialState | undefined): StateView {
  let byInitialState = views.get(appKit)
  if (!byInitialState) {
    byInitialState = new WeakMap()
    views.set(appKit, byInitialState)
  }
  const key = initialState ?? NO_INITIAL_STATE
  let view = byInitialState.get(key)
  if (!view) {
    view = createStateView(appKit, initialState)
    byInitialState.set(key, view)
  }
  return view
}
