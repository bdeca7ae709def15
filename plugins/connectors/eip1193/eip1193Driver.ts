import { ThrownMessages, VestibuleError, type Account, type ConnectorDriver, type WalletConnection } from 'vestibule/plugin'
import type { Eip1193Provider } from './eip1193Types'
import { toAccounts, toCaipNetworkId } from './toAccounts'

/** An EIP-1193 driver has everything but discovery, which is where its providers come from. */
export type Eip1193Driver = Omit<ConnectorDriver, 'discover'>

/**
 * The driver of EIP-1193 wallets (https://eips.ethereum.org/EIPS/eip-1193), one provider per
 * connector id: `eth_requestAccounts` to connect, `eth_accounts` (never prompts) to restore,
 * EIP-2255 revoke to disconnect, and the provider's accountsChanged / chainChanged / disconnect.
 * Chain switching is the runner's standard eip155 path (EIP-3326, then EIP-3085).
 *
 * @example
 * const providers = new Map<string, Eip1193Provider>()
 * const driver = { ...eip1193Driver(id => providers.get(id)), discover: register => … }
 */
export function eip1193Driver(providerOf: (connectorId: string) => Eip1193Provider | undefined): Eip1193Driver {
  // The runner asks only about connectors discovery registered, each with its provider.
  const provider = (connectorId: string) => providerOf(connectorId)!

  const connected = async (wallet: Eip1193Provider, accounts: Account[]): Promise<WalletConnection[]> => {
    if (accounts.length === 0) return []
    const caipNetworkId = toCaipNetworkId(await wallet.request({ method: 'eth_chainId' }))
    if (!caipNetworkId) throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The wallet answered eth_chainId with no chain id' })
    return [{ namespace: 'eip155', accounts, caipNetworkId }]
  }

  return {
    async connect(connectorId) {
      const wallet = provider(connectorId)
      return connected(wallet, toAccounts(await wallet.request({ method: 'eth_requestAccounts' })))
    },
    async restore(connectorId) {
      const wallet = provider(connectorId)
      return connected(wallet, toAccounts(await wallet.request({ method: 'eth_accounts' })))
    },
    request: async (connectorId, { method, params }) => provider(connectorId).request({ method, params }),
    async disconnect(connectorId) {
      // EIP-2255: revoke, so the wallet forgets the site too; wallets without it still disconnect here.
      await provider(connectorId)
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    watch(connectorId, events) {
      const wallet = provider(connectorId)
      const onAccounts = (value: unknown) => events.accountsChanged(toAccounts(value))
      const onChain = (value: unknown) => {
        const caipNetworkId = toCaipNetworkId(value)
        if (caipNetworkId) events.networkChanged(caipNetworkId)
      }
      const onDisconnect = () => events.disconnected()
      wallet.on?.('accountsChanged', onAccounts)
      wallet.on?.('chainChanged', onChain)
      wallet.on?.('disconnect', onDisconnect)
      return () => {
        wallet.removeListener?.('accountsChanged', onAccounts)
        wallet.removeListener?.('chainChanged', onChain)
        wallet.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}
