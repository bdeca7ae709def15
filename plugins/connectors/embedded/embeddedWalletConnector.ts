import { defineConnector, ThrownMessages, VestibuleError, type Account, type CaipNetworkId, type WalletConnection } from 'vestibule/plugin'
import { EMBEDDED_CONNECTOR_ID } from './embeddedConstants'
import { createEmbeddedWalletClient, type EmbeddedWalletClientParameters } from './embeddedWalletClient'
import { showRpcPolicy } from './showRpcPolicy'

export type EmbeddedWalletConnectorParameters = EmbeddedWalletClientParameters

/**
 * The embedded wallet (SPEC §1: connector type AUTH), reached by email login through the secure
 * frame. This entry is small: the frame and its message schemas load when the visitor first asks
 * for it (or a stored connection is restored).
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), embeddedWalletConnector(), evmNetworks()] })
 */
export function embeddedWalletConnector(parameters: EmbeddedWalletConnectorParameters = {}) {
  return defineConnector({
    name: 'connectors/embedded',
    version: '1.0.0',
    createDriver(ctx) {
      const client = createEmbeddedWalletClient(ctx, parameters)
      // Not-safe requests waiting on the visitor: the ApproveTransaction stack (SPEC §4).
      const approvals = { pending: 0 }
      const connection = async (): Promise<WalletConnection> => {
        const user = await client.getUser()
        const accounts: Account[] = (user.accounts ?? [{ address: user.address, type: 'eoa' as const }]).map(account => ({
          address: account.address,
          type: account.type,
        }))
        return { namespace: 'eip155', accounts, caipNetworkId: `eip155:${String(user.chainId).replace(/^eip155:/, '')}` as CaipNetworkId }
      }
      return {
        discover: register => register({ id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', chain: 'eip155', name: 'Email' }, client),
        async connect() {
          // The views ran the email steps; by now the frame holds a session, or it is not a connection.
          if (!(await client.isConnected())) throw new VestibuleError(ThrownMessages.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
          return [await connection()]
        },
        async restore() {
          return (await client.isConnected()) ? [await connection()] : []
        },
        async request(_, { method, params, caipNetworkId }) {
          const answer = client.request({ method, params, ...(caipNetworkId ? { chainId: caipNetworkId.split(':')[1]! } : {}) })
          // SPEC §5, §6: what the policy decides shows in the modal (see `showRpcPolicy`).
          showRpcPolicy(ctx, client, approvals, method, answer)
          return answer
        },
        async switchNetwork(_, network) {
          await client.send('SWITCH_NETWORK', { chainId: network.id })
        },
        disconnect: () => client.signOut(),
        restoreTimeoutMs: 0,
      }
    },
  })
}
