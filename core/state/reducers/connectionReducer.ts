import type { Draft } from 'immer'
import { toCaipAddress, type ChainNamespace } from '../../events/caip'
import { RECENT_WALLETS_MAX } from '../../constants'
import * as ThrownMessages from '../../errors/thrownMessages'
import { addRecentWallet, removeConnection, replaceConnectionAccounts, upsertConnection } from '../connectionRecords'
import type { Account } from '../entities'
import type { VestibuleState } from '../state'
import { defineHandlers } from './defineHandlers'

/** SPEC §4: when not connected the address is cleared and loading stops. */
function setDisconnected(draft: Draft<VestibuleState>, namespace: ChainNamespace): void {
  draft.accounts[namespace] = { status: 'disconnected', allAccounts: [] }
  delete draft.activeConnectorIds[namespace]
}

function setConnectedAccount(draft: Draft<VestibuleState>, namespace: ChainNamespace, accounts: readonly Account[]): void {
  const first = accounts[0]
  const caipNetworkId = draft.activeNamespace === namespace ? draft.activeCaipNetworkId : null
  if (!first || !caipNetworkId) return setDisconnected(draft, namespace)
  const previous = draft.accounts[namespace]
  const sameAddress = previous?.address?.toLowerCase() === first.address.toLowerCase()
  draft.accounts[namespace] = {
    ...(sameAddress ? previous : {}),
    status: 'connected',
    address: first.address,
    caipAddress: toCaipAddress(caipNetworkId, first.address),
    allAccounts: [...accounts],
  }
}

export const connectionHandlers = defineHandlers({
  'connection/requested': (draft, { payload }) => {
    draft.connectionAttempts[payload.connectorId] = { status: 'pending' }
    const account = draft.accounts[payload.namespace]
    if (account?.status !== 'connected') draft.accounts[payload.namespace] = { status: 'connecting', allAccounts: [] }
  },
  'connection/sync-started': (draft, { payload }) => {
    draft.accounts[payload.namespace] = { status: 'connecting', allAccounts: [] }
    draft.activeConnectorIds[payload.namespace] = payload.connectorId
  },
  'connection/succeeded': (draft, { payload }) => {
    const { namespace, connectorId, accounts } = payload
    delete draft.connectionAttempts[connectorId]
    draft.connections[namespace] = upsertConnection(draft.connections[namespace] ?? [], payload)
    draft.activeConnectorIds[namespace] = connectorId
    draft.activeNamespace = namespace
    draft.activeCaipNetworkId = payload.caipNetworkId
    const supported = draft.options?.networks.some(n => n.caipNetworkId === payload.caipNetworkId) ?? false
    draft.unsupportedNetwork = !supported && !draft.options?.allowUnsupportedChain
    setConnectedAccount(draft, namespace, accounts)
    if (payload.wallet) draft.recentWallets = addRecentWallet(draft.recentWallets, payload.wallet, RECENT_WALLETS_MAX)
    const disconnected = draft.disconnectedConnectorIds[namespace]
    if (disconnected) draft.disconnectedConnectorIds[namespace] = disconnected.filter(id => id !== connectorId)
  },
  'connection/failed': (draft, { payload }) => {
    // A declined request is ordinary (the visitor said no); anything else is SPEC §8's 'Failed to
    // connect', as `connect()` throws it, with the wallet's own words as the detail.
    draft.connectionAttempts[payload.connectorId] = payload.rejected
      ? { status: 'declined' }
      : { status: 'failed', message: ThrownMessages.FAILED_TO_CONNECT, details: payload.error.shortMessage }
    const account = draft.accounts[payload.namespace]
    if (account?.status === 'connecting') {
      if (account.caipAddress) draft.accounts[payload.namespace] = { ...account, status: 'connected' }
      else setDisconnected(draft, payload.namespace)
    }
  },
  'connection/accounts-changed': (draft, { payload }) => {
    const { namespace, connectorId, accounts } = payload
    draft.connections[namespace] = replaceConnectionAccounts(draft.connections[namespace] ?? [], connectorId, accounts)
    if (draft.activeConnectorIds[namespace] === connectorId) setConnectedAccount(draft, namespace, accounts)
  },
  'connection/disconnected': (draft, { payload }) => {
    const { namespace, connectorId } = payload
    draft.connections[namespace] = removeConnection(draft.connections[namespace] ?? [], connectorId)
    if (draft.connections[namespace]?.length === 0) delete draft.connections[namespace]
    const disconnected = draft.disconnectedConnectorIds[namespace] ?? []
    if (!disconnected.includes(connectorId)) draft.disconnectedConnectorIds[namespace] = [...disconnected, connectorId]
    // SPEC §4: a change to disconnected clears that chain's connector id.
    const wasActive = draft.activeConnectorIds[namespace] === connectorId || draft.accounts[namespace]?.status === 'connecting'
    if (wasActive) {
      setDisconnected(draft, namespace)
      draft.unsupportedNetwork = false
    }
  },
})
