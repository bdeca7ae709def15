import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ViewName } from '../../../core'

interface LazyView {
  readonly Component: LazyExoticComponent<ComponentType>
  /** Starts loading the chunk; the render that needs it then finds it loaded or loading. */
  preload(): Promise<unknown>
}

function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loading: Promise<{ default: ComponentType }> | undefined
  const preload = () =>
    (loading ??= load().then(
      Component => ({ default: Component }),
      (error: unknown) => {
        // Forget a failed load (offline), so the next attempt fetches again.
        loading = undefined
        throw error
      },
    ))
  return { Component: lazy(preload), preload }
}

/**
 * Every view but Connect is its own chunk (Connect and the shell are in the first one, so the
 * click on the connect button paints at once). Views missing here have no screen in this build.
 */
export const LAZY_VIEWS: Partial<Record<ViewName, LazyView>> = {
  Account: lazyView(() => import('../../views/AccountView/AccountView').then(m => m.AccountView)),
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
