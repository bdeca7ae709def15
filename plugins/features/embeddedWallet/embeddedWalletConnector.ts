import { defineConnector, StorageKeys, ThrownMessages, VestibuleError, type PluginDefinition } from 'vestibule/plugin'
import { embeddedWalletSlice } from './embeddedWalletSlice'
import { EMBEDDED_CONNECTOR_ID } from './embeddedWalletConstants'
import { createEmbeddedWalletClient, type EmbeddedWalletClientParameters } from './embeddedWalletClient'

export type EmbeddedWalletConnectorParameters = EmbeddedWalletClientParameters

/**
 * The embedded wallet (SPEC §1: connector type AUTH), reached by email, social or Farcaster login
 * through the secure frame. This entry is small: the frame and its message schemas load when the
 * visitor first asks for it (or a stored connection is restored).
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), embeddedWalletConnector(), evmNetworks()] })
 */
export function embeddedWalletConnector(parameters: EmbeddedWalletConnectorParameters = {}): PluginDefinition {
  const connector = defineConnector({
    name: 'connectors/embedded',
    version: '1.0.0',
    // The email and social username are the visitor's: kept out of exported logs.
    redact: {
      events: { 'embeddedWallet/user-synced': ['email', 'userName'] },
      state: ['slices.embeddedWallet.user.email', 'slices.embeddedWallet.user.userName'],
    },
    createDriver(ctx) {
      const client = createEmbeddedWalletClient(ctx, parameters)
      return {
        discover: register => register({ id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' }, client),
        async connect() {
          // The views ran the email, social or Farcaster steps; by now the frame holds a session, or it is not a connection.
          if (!(await client.isConnected())) throw new VestibuleError(ThrownMessages.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
          return [await client.connection(true)]
        },
        async restore() {
          try {
            const connection = await client.restoreConnection()
            return connection ? [connection] : []
          } catch (error) {
            // SPEC §8: the restore ends disconnected, and the visitor is told why (the frame's alert).
            ctx.dispatch({
              type: 'embeddedWallet/frame-failed',
              payload: { message: error instanceof VestibuleError ? error.shortMessage : ThrownMessages.SOMETHING_WENT_WRONG },
            })
            throw error
          }
        },
        // SPEC §5, §6: the client shows the policy's decision in the modal, as it does for `getProvider()`'s callers.
        request: (_, { method, params, caipNetworkId }) =>
          client.request({ method, params, ...(caipNetworkId ? { chainId: caipNetworkId.split(':')[1]! } : {}) }),
        async switchNetwork(_, network) {
          await client.send('SWITCH_NETWORK', { chainId: network.id })
          // A smart account is one per chain (SPEC §4): the account itself changes with the network.
          if (ctx.getState().slices.embeddedWallet?.user?.preferredAccountType === 'smartAccount') {
            const { accounts } = await client.connection(false)
            ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155', accounts: [...accounts] } })
          }
        },
        // SPEC §4 SESSION_UPDATE and RELOAD: a session ended or changed on the secure site shows here at once.
        // Its code loads with the connection, not in the host's first download.
        watch(_, events) {
          let stop: (() => void) | undefined
          let stopped = false
          void import('./watchEmbeddedSession').then(({ watchEmbeddedSession }) => {
            if (stopped) return
            stop = watchEmbeddedSession(ctx, client, {
              ended: () => {
                ctx.storage.set(StorageKeys.SOCIAL_PROVIDER, undefined)
                ctx.storage.set(StorageKeys.SOCIAL_USERNAME, undefined)
                ctx.storage.set(StorageKeys.EMAIL, undefined)
                events.disconnected()
              },
              accounts: accounts => events.accountsChanged(accounts),
            })
          })
          return () => {
            stopped = true
            stop?.()
          }
        },
        disconnect: async () => {
          ctx.storage.set(StorageKeys.SOCIAL_PROVIDER, undefined)
          ctx.storage.set(StorageKeys.SOCIAL_USERNAME, undefined)
          await client.signOut()
        },
        restoreTimeoutMs: 0,
      }
    },
  })
  return { ...connector, slice: embeddedWalletSlice }
}
