import {
  defineConnector,
  StorageKeys,
  ThrownMessages,
  VestibuleError,
  type PluginDefinition,
} from 'vestibule/plugin'
import { embeddedWalletSlice } from '../../features/embeddedWallet/embeddedWalletSlice'
import { EMBEDDED_CONNECTOR_ID } from './embeddedConstants'
import { createEmbeddedWalletClient, type EmbeddedWalletClientParameters } from './embeddedWalletClient'
import { showRpcPolicy } from './showRpcPolicy'

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
      // Not-safe requests waiting on the visitor: the ApproveTransaction stack (SPEC §4).
      const approvals = { pending: 0 }
      return {
        discover: register => register({ id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' }, client),
        async connect() {
          // The views ran the email, social or Farcaster steps; by now the frame holds a session, or it is not a connection.
          if (!(await client.isConnected())) throw new VestibuleError(ThrownMessages.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
          return [await client.connection(true)]
        },
        async restore() {
          return (await client.isConnected()) ? [await client.connection(false)] : []
        },
        async request(_, { method, params, caipNetworkId }) {
          const answer = client.request({ method, params, ...(caipNetworkId ? { chainId: caipNetworkId.split(':')[1]! } : {}) })
          // SPEC §5, §6: what the policy decides shows in the modal (see `showRpcPolicy`).
          showRpcPolicy(ctx, client, approvals, method, answer)
          return answer
        },
        async switchNetwork(_, network) {
          await client.send('SWITCH_NETWORK', { chainId: network.id })
          // A smart account is one per chain (SPEC §4): the account itself changes with the network.
          if (ctx.getState().slices.embeddedWallet?.user?.preferredAccountType === 'smartAccount') {
            const { accounts } = await client.connection(false)
            ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155', accounts: [...accounts] } })
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
