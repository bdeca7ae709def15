import { defineConnector, type Account } from 'vestibule/plugin'
import { isRejectionNamed, standardWallets } from '../walletStandard/standardWallets'
import { bitcoinAddressChoice, withAddressFirst } from './bitcoinAddressChoice'
import { featureOf, type BitcoinStandardWallet, type BitcoinWalletAccount } from './bitcoinWalletTypes'

export interface BitcoinConnectorParameters {
  /** How long a stored Bitcoin connection waits for its wallet to register after a reload. */
  readonly restoreTimeoutMs?: number
}

/**
 * The wallet answers `bitcoin:connect` in the order of the purposes asked (payment, then
 * ordinals): the payment address comes first, so it is the namespace's address (SPEC §9: a
 * Bitcoin account's type is payment), and the ordinals one follows as type `ordinal`.
 */
const toBitcoinAccounts = (accounts: readonly BitcoinWalletAccount[]): Account[] =>
  accounts.map((account, index) => ({ address: account.address, type: index === 0 ? 'payment' : 'ordinal' }))

/**
 * Bitcoin wallets through the Bitcoin Wallet Standard (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, `bitcoin:signAndSendTransaction`), and sats-connect's injected
 * providers (`window.btc_providers`) of brands the standard does not list: discovery, connect (payment and
 * ordinals addresses), restore after a reload, disconnect, account changes, and the bip122
 * requests of AppKit's Bitcoin provider (signMessage, signPSBT). It does nothing unless a Bitcoin
 * network is configured, and loads its wallet code only after the page's first paint. A wallet
 * whose brand also announced itself over EIP-6963 takes that wallet's rdns, so the Connect view
 * shows the brand once.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, bitcoin], plugins: [injectedConnector(), bitcoinConnector(), evmNetworks(), bitcoinNetworks()] })
 */
export function bitcoinConnector(parameters: BitcoinConnectorParameters = {}) {
  return defineConnector({
    name: 'connectors/bitcoin',
    version: '1.0.0',
    createDriver(ctx) {
      const { configured, wallets, connectorIdOf, walletOf, activeNetwork, discover, standardMethods } = standardWallets<BitcoinStandardWallet>(
        ctx,
        'bip122',
        'Bitcoin',
      )
      if (!configured) return undefined

      // The address the visitor chose (SwitchAddress) leads the accounts, so it is the account's.
      const choice = bitcoinAddressChoice(ctx.storage)
      const accountsOf = (connectorId: string, accounts: readonly BitcoinWalletAccount[]) =>
        withAddressFirst(toBitcoinAccounts(accounts), choice.read(connectorId))
      const connected = (connectorId: string, accounts: readonly BitcoinWalletAccount[]) =>
        accounts.length === 0 ? [] : [{ namespace: 'bip122' as const, accounts: accountsOf(connectorId, accounts), caipNetworkId: activeNetwork() }]
      const connectWallet = async (connectorId: string) =>
        connected(connectorId, (await featureOf(walletOf(connectorId), 'bitcoin:connect')!.connect({ purposes: ['payment', 'ordinals'] })).accounts)

      // Choosing another address of the connection asks the wallet nothing: both are granted.
      ctx.on('connection/account-switch-requested', ({ payload: { namespace, address } }) => {
        const connectorId = ctx.getState().activeConnectorIds.bip122
        const accounts = ctx.getState().accounts.bip122?.allAccounts ?? []
        if (namespace !== 'bip122' || !connectorId || !wallets.has(connectorId) || !accounts.some(account => account.address === address)) return undefined
        choice.write(connectorId, address)
        return { type: 'connection/accounts-changed', payload: { connectorId, namespace, accounts: withAddressFirst(accounts, address) } }
      })
      ctx.on('connection/disconnected', ({ payload }) => {
        if (payload.namespace === 'bip122' && wallets.has(payload.connectorId)) choice.forget(payload.connectorId)
      })

      return {
        restoreTimeoutMs: parameters.restoreTimeoutMs ?? 3_000,
        // Wallets reject with EIP-1193's 4001 (the sandbox, Phantom) or a named "rejected" error.
        isRejection: isRejectionNamed('UserRejectedRequestError'),
        discover: register =>
          discover(register, () =>
            import('./watchBitcoinWallets').then(
              ({ watchBitcoinWallets }) =>
                found =>
                  watchBitcoinWallets(found, wallet => wallets.has(connectorIdOf(wallet))),
            ),
          ),
        connect: connectWallet,
        async restore(connectorId) {
          const wallet = walletOf(connectorId)
          if (wallet.accounts.length > 0) return connected(connectorId, wallet.accounts)
          // The standard has no silent connect: a wallet that still grants this site answers
          // `bitcoin:connect` without asking (as the sandbox and Phantom do).
          return connectWallet(connectorId)
        },
        async request(connectorId, { method, params, caipNetworkId }) {
          const { runBitcoinRequest } = await import('./runBitcoinRequest')
          return runBitcoinRequest(walletOf(connectorId), caipNetworkId ?? activeNetwork(), method, params)
        },
        ...standardMethods(accountsOf),
      }
    },
  })
}
