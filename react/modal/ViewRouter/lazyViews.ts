import { createElement, lazy, type ComponentType } from 'react'
import type { ViewName } from '../../../core'

interface LazyView {
  readonly Component: ComponentType
  /** Starts loading the chunk; the render that needs it then finds it loaded or loading. */
  preload(): Promise<unknown>
}

function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loading: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  const preload = () =>
    (loading ??= load().then(
      Component => {
        loaded = Component
        return { default: Component }
      },
      (error: unknown) => {
        // Forget a failed load (offline), so the next attempt fetches again.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(preload)
  // A chunk already loaded (preloaded while the previous view was read) renders at once: React
  // would otherwise suspend on it once and hold the fallback for its 300 ms throttle.
  const Component = () => createElement(loaded ?? Lazy)
  return { Component, preload }
}

/**
 * Every view but Connect is its own chunk (Connect and the shell are in the first one, so the
 * click on the connect button paints at once). Views missing here have no screen in this build.
 */
export const LAZY_VIEWS: Partial<Record<ViewName, LazyView>> = {
  Account: lazyView(() => import('../../views/AccountView/AccountView').then(m => m.AccountView)),
  ConnectingWalletConnect: lazyView(() => import('../../views/ConnectingWalletConnectView/ConnectingWalletConnectView').then(m => m.ConnectingWalletConnectView)),
  ConnectingWalletConnectBasic: lazyView(() =>
    import('../../views/ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView').then(m => m.ConnectingWalletConnectBasicView),
  ),
  ConnectingExternal: lazyView(() => import('../../views/ConnectingExternalView/ConnectingExternalView').then(m => m.ConnectingExternalView)),
  Networks: lazyView(() => import('../../views/NetworksView/NetworksView').then(m => m.NetworksView)),
  SwitchNetwork: lazyView(() => import('../../views/SwitchNetworkView/SwitchNetworkView').then(m => m.SwitchNetworkView)),
  SwitchActiveChain: lazyView(() => import('../../views/SwitchActiveChainView/SwitchActiveChainView').then(m => m.SwitchActiveChainView)),
  UnsupportedChain: lazyView(() => import('../../views/UnsupportedChainView/UnsupportedChainView').then(m => m.UnsupportedChainView)),
  AllWallets: lazyView(() => import('../../views/AllWalletsView/AllWalletsView').then(m => m.AllWalletsView)),
}

/** Fetches a view's chunk ahead of time; a failure is left for the render that needs the view. */
export function preloadView(view: ViewName): void {
  LAZY_VIEWS[view]?.preload().catch(() => undefined)
}
