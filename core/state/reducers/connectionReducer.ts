import type { Draft } from 'immer'
import { splitCaipAddress, toCaipAddress, type CaipNetworkId, type ChainNamespace } from '../../events/caip'
import { RECENT_WALLETS_MAX } from '../../constants'
import * as ThrownMessages from '../../errors/thrownMessages'
import { addRecentWallet, removeConnection, replaceConnectionAccounts, upsertConnection } from '../connectionRecords'
import type { Account } from '../../schemas/entities'
import type { VestibuleState } from '../state'
import { defineHandlers } from './defineHandlers'

/** SPEC §4: when not connected the address is cleared and loading stops. */
function setDisconnected(draft: Draft<VestibuleState>, namespace: ChainNamespace): void {
  draft.accounts[namespace] = { status: 'disconnected', allAccounts: [] }
  delete draft.activeConnectorIds[namespace]
}

/** The network a namespace's connected account is on, read from its CAIP-10 id. */
function accountNetwork(draft: Draft<VestibuleState>, namespace: ChainNamespace): CaipNetworkId | null {
  const caipAddress = draft.accounts[namespace]?.caipAddress
  return caipAddress ? splitCaipAddress(caipAddress).caipNetworkId : null
}

/**
 * `caipNetworkId`: the network the account is on (the active one, for the active namespace; for
 * another connected namespace, the one its account was on: a change of its accounts, such as a
 * Bitcoin address chosen while EVM is active, keeps it connected there).
 */
function setConnectedAccount(
  draft: Draft<VestibuleState>,
  namespace: ChainNamespace,
  accounts: readonly Account[],
  caipNetworkId = draft.activeNamespace === namespace ? draft.activeCaipNetworkId : accountNetwork(draft, namespace),
): void {
  const first = accounts[0]
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

/** Whether a namespace other than `namespace` is active and connected, or being restored. */
function otherNamespaceActive(draft: Draft<VestibuleState>, namespace: ChainNamespace): boolean {
  const active = draft.activeNamespace
  const status = active && active !== namespace ? draft.accounts[active]?.status : undefined
  return status === 'connected' || status === 'connecting'
}

/** Makes `namespace` the active one, on `caipNetworkId` (SPEC §4: unsupported unless the app allows it). */
function setActive(draft: Draft<VestibuleState>, namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void {
  draft.activeNamespace = namespace
  draft.activeCaipNetworkId = caipNetworkId
  const supported = draft.options?.networks.some(n => n.caipNetworkId === caipNetworkId) ?? false
  draft.unsupportedNetwork = !supported && !draft.options?.allowUnsupportedChain
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
    // A connection the visitor asked for becomes the active one. One that comes back by itself (a
    // silent restore after a reload, a wallet's own session) leaves the active chain as it was
    // while that chain is connected or being restored: with two chains restoring, which wallet
    // answers first must not decide which one is active (SPEC §4 restores the stored one).
    const asked = draft.connectionAttempts[connectorId] !== undefined
    const keepActive = !asked && otherNamespaceActive(draft, namespace)
    delete draft.connectionAttempts[connectorId]
    draft.connections[namespace] = upsertConnection(draft.connections[namespace] ?? [], payload)
    draft.activeConnectorIds[namespace] = connectorId
    if (!keepActive) setActive(draft, namespace, payload.caipNetworkId)
    setConnectedAccount(draft, namespace, accounts, payload.caipNetworkId)
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
    // The active chain's restore failed while another chain's came back: that one is active now.
    if (draft.activeNamespace === payload.namespace && draft.accounts[payload.namespace]?.status === 'disconnected') {
      const connected = (Object.keys(draft.accounts) as ChainNamespace[]).find(namespace => draft.accounts[namespace]?.status === 'connected')
      const caipAddress = connected ? draft.accounts[connected]?.caipAddress : undefined
      // The account's CAIP-10 address names the network it is on: `namespace:reference:address`.
      if (connected && caipAddress) setActive(draft, connected, caipAddress.slice(0, caipAddress.lastIndexOf(':')) as CaipNetworkId)
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
