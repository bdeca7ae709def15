import type { ReactNode } from 'react'
import type { AppKit } from '../../core'
import { AppKitContext } from './AppKitContext'

export interface AppKitProviderProps {
  readonly appKit: AppKit
  readonly children?: ReactNode
}

/**
 * Gives a subtree its own instance, for pages with several, or apps that create the instance with
 * core's `createAppKit`. Hooks and buttons outside any provider use the default instance.
 *
 * @example
 * <AppKitProvider appKit={appKit}><ConnectButton /></AppKitProvider>
 */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}
