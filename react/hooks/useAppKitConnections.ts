import { useMemo } from 'react'
import { VestibuleError, type ChainNamespace, type VestibuleState } from '../../core'
import { namespaceOrActive } from '../../core/getters/getAccount'
import { getConnections, type GetConnectionsReturnType } from '../../core/getters/getConnections'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectAccounts, selectActiveConnectorIds, selectConnectors, selectOptions, selectRecentWallets } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export type UseAppKitConnectionsReturnType = GetConnectionsReturnType

const selectConnectionRecords = (state: VestibuleState) => state.connections

/**
 * AppKit's `useAppKitConnections`: the wallets connected to a namespace (the active one by
 * default), each with its name, icon, accounts and network, and the recent wallets beside them.
 * Throws 'No namespace found' as AppKit's does when the app configures no network.
 *
 * @example
 * const { connections, recentConnections } = useAppKitConnections('eip155')
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const appKit = useAppKitInstance()
  const records = useAppKitSelector(selectConnectionRecords)
  const connectors = useAppKitSelector(selectConnectors)
  const recentWallets = useAppKitSelector(selectRecentWallets)
  const accounts = useAppKitSelector(selectAccounts)
  const activeConnectorIds = useAppKitSelector(selectActiveConnectorIds)
  const options = useAppKitSelector(selectOptions)
  if (!namespaceOrActive(appKit.getState(), namespace)) throw new VestibuleError('No namespace found')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected values are what getState() is read for
  return useMemo(
    () => getConnections(appKit.getState(), namespace),
    [appKit, namespace, records, connectors, recentWallets, accounts, activeConnectorIds, options],
  )
}
