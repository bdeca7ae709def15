import { useMemo } from 'react'
import type { ChainNamespace } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'

export interface UseDisconnectReturnType {
  /** Disconnects the namespace's active connector (the active namespace by default). */
  disconnect(options?: { readonly namespace?: ChainNamespace }): Promise<void>
}

/**
 * AppKit's `useDisconnect`.
 *
 * @example
 * const { disconnect } = useDisconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: options => appKit.disconnect(options) }), [appKit])
}
