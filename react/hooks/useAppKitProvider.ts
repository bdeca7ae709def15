import type { ChainNamespace, ConnectorInfo } from '../../core'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectActiveConnectorIds, selectConnectors } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitProviderReturnType<T> {
  /** The live provider (EIP-1193 on eip155) of the namespace's active connector. */
  readonly walletProvider: T | undefined
  /** The connector's type, as AppKit's `walletProviderType`. */
  readonly walletProviderType: ConnectorInfo['type'] | undefined
}

/**
 * AppKit's `useAppKitProvider`: re-renders when the namespace's connection changes.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitInstance()
  const connectorId = useAppKitSelector(selectActiveConnectorIds)[namespace]
  const connector = useAppKitSelector(selectConnectors).find(c => c.id === connectorId)
  return {
    walletProvider: connectorId ? appKit.getProvider<T>(namespace) : undefined,
    walletProviderType: connector?.type,
  }
}
