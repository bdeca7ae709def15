import type { ConnectionAttempt } from '../../core'
import { selectConnectionAttempts } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

/** The visitor's last connection attempt through the connector, from state. */
export function useConnectionAttempt(connectorId: string): ConnectionAttempt | undefined {
  return useAppKitSelector(selectConnectionAttempts)[connectorId]
}
