import { useMemo } from 'react'
import type { OpenOptions } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'

export interface UseAppKitReturnType {
  /** Opens the modal: Account when connected, Connect otherwise, or the view named. */
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
}

/**
 * AppKit's `useAppKit`.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ open: options => appKit.open(options), close: () => appKit.close() }), [appKit])
}
