import { useMemo } from 'react'
import type { UseAppKitNetworkReturnType } from './useAppKitNetwork'
import { useAppKitNetwork } from './useAppKitNetwork'

export type UseAppKitNetworkCoreReturnType = Pick<UseAppKitNetworkReturnType, 'caipNetwork' | 'chainId' | 'caipNetworkId'>

/**
 * AppKit's `useAppKitNetworkCore`: the active network without `switchNetwork` (AppKit's
 * controllers-level hook, for a component that only reads it).
 *
 * @example
 * const { chainId } = useAppKitNetworkCore()
 */
export function useAppKitNetworkCore(): UseAppKitNetworkCoreReturnType {
  const { caipNetwork, chainId, caipNetworkId } = useAppKitNetwork()
  return useMemo(() => ({ caipNetwork, chainId, caipNetworkId }), [caipNetwork, chainId, caipNetworkId])
}
