import { VestibuleError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import type { ChainNamespace } from '../events/caip'
import type { VestibuleState } from '../state/state'

/**
 * SPEC §4's switcher view of a connection: `connected` (the active connector of its chain),
 * `active` (known, not current) or `disconnected` (needs a new connect).
 */
export type ConnectionSwitcherStatus = 'connected' | 'active' | 'disconnected'

/** What choosing a connection in a switcher (ProfileWallets) does. */
export type ConnectionSwitch = { readonly kind: 'use-chain' } | { readonly kind: 'connect' }

/**
 * The switcher status of a connector's connection in a namespace (SPEC §3 connection records).
 *
 * @example
 * connectionSwitcherStatus(state, 'eip155', 'injected:sandbox') // 'connected'
 */
export function connectionSwitcherStatus(state: VestibuleState, namespace: ChainNamespace, connectorId: string): ConnectionSwitcherStatus {
  if (state.activeConnectorIds[namespace] === connectorId && state.accounts[namespace]?.status === 'connected') return 'connected'
  const known = state.connections[namespace]?.some(record => record.connectorId === connectorId && record.accounts.length > 0)
  return known ? 'active' : 'disconnected'
}

/**
 * What choosing a connection of this status does: a connected one is used by moving to its chain;
 * an active or disconnected one connects (again). Any other value is SPEC §4's 'Invalid connection
 * status' (a status from outside the types: a third-party switcher, a stored value).
 *
 * @example
 * connectionSwitch('active') // { kind: 'connect' }
 */
export function connectionSwitch(status: ConnectionSwitcherStatus): ConnectionSwitch {
  switch (status) {
    case 'connected':
      return { kind: 'use-chain' }
    case 'active':
    case 'disconnected':
      return { kind: 'connect' }
    default:
      throw new VestibuleError(ThrownMessages.INVALID_CONNECTION_STATUS, {
        details: `${JSON.stringify(status)} is not connected, active or disconnected (SPEC §4)`,
      })
  }
}
