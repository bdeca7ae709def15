import type { ReactNode } from 'react'
import type { AppKit } from '../../core'
import type { AppKitInitialState } from '../ssr/AppKitInitialState'
import { AppKitInitialStateContext } from '../ssr/AppKitInitialStateContext'
import { AppKitContext } from './AppKitContext'
import { getDefaultAppKit } from './defaultAppKit'

export interface AppKitProviderProps {
  /** The subtree's instance; the default one (the last `createAppKit`'s) when unset. */
  readonly appKit?: AppKit
  /**
   * What the server knows of the visitor, read from the request's cookie: wagmi's
   * `cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)`, the value `<WagmiProvider
   * initialState>` takes. The server HTML then shows a returning visitor's account button, and the
   * client keeps it until the wallet's connection is restored.
   */
  readonly initialState?: AppKitInitialState | undefined
  readonly children?: ReactNode
}

/**
 * Gives a subtree its own instance, for pages with several, or apps that create the instance with
 * core's `createAppKit`; and, for server rendering, the visitor's state from a cookie. Hooks and
 * buttons outside any provider use the default instance.
 *
 * @example
 * <AppKitProvider appKit={appKit}><ConnectButton /></AppKitProvider>
 * <AppKitProvider initialState={cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)}>{children}</AppKitProvider>
 */
export function AppKitProvider({ appKit, initialState, children }: AppKitProviderProps) {
  return (
    <AppKitContext.Provider value={appKit ?? getDefaultAppKit()}>
      <AppKitInitialStateContext.Provider value={initialState}>{children}</AppKitInitialStateContext.Provider>
    </AppKitContext.Provider>
  )
}
