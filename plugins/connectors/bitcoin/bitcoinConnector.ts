import { defineConnector, namespaceOf, VestibuleError, type Account, type CaipNetworkId, type ConnectorInfo } from 'vestibule/plugin'
import { afterFirstPaint } from '../solana/afterFirstPaint'
import { bitcoinAddressChoice, withAddressFirst } from './bitcoinAddressChoice'
import { featureOf, type BitcoinStandardWallet, type BitcoinWalletAccount } from './bitcoinWalletTypes'

export interface BitcoinConnectorParameters {
  /** How long a stored Bitcoin connection waits for its wallet to register after a reload. */
  readonly restoreTimeoutMs?: number
}

/** Stable across reloads (a stored connection names it): the wallet's name is its identity in the standard. */
const connectorIdOf = (wallet: BitcoinStandardWallet) => `bip122:${wallet.name}`

/**
 * The wallet answers `bitcoin:connect` in the order of the purposes asked (payment, then
 * ordinals): the payment address comes first, so it is the namespace's address (SPEC §9: a
 * Bitcoin account's type is payment), and the ordinals one follows as type `ordinal`.
 */
export const toBitcoinAccounts = (accounts: readonly BitcoinWalletAccount[]): Account[] =>
  accounts.map((account, index) => ({ address: account.address, type: index === 0 ? 'payment' : 'ordinal' }))

/** Wallets reject with EIP-1193's 4001 (the sandbox, Phantom) or a named "rejected" error. */
function isBitcoinRejection(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown }
  return code === 4001 || name === 'UserRejectedRequestError' || (typeof message === 'string' && /user rejected|rejected the request/i.test(message))
}

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
      const bitcoinNetworks = () => ctx.options.networks.filter(network => network.chainNamespace === 'bip122')
      if (bitcoinNetworks().length === 0) return undefined
      const wallets = new Map<string, BitcoinStandardWallet>()

      const walletOf = (connectorId: string) => {
        const wallet = wallets.get(connectorId)
        // The runner only calls for connectors it registered: a missing one is a programming error.
        if (!wallet) throw new VestibuleError(`Bitcoin wallet ${connectorId} is not registered`)
        return wallet
      }
      /** The Bitcoin network the app is on, else the first configured one. */
      const activeNetwork = (): CaipNetworkId => {
        const active = ctx.getState().activeCaipNetworkId
        return active && namespaceOf(active) === 'bip122' ? active : bitcoinNetworks()[0]!.caipNetworkId
      }
      /** The EIP-6963 connector of the same brand, whose rdns the Bitcoin side takes. */
      const sameBrand = (name: string) =>
        ctx.getState().connectors.find(c => c.chain === 'eip155' && c.info?.rdns && c.name.toLowerCase() === name.toLowerCase())
      const infoOf = (wallet: BitcoinStandardWallet): ConnectorInfo => {
        const rdns = sameBrand(wallet.name)?.info?.rdns
        return { id: connectorIdOf(wallet), type: 'ANNOUNCED', chain: 'bip122', name: wallet.name, imageUrl: wallet.icon, ...(rdns ? { info: { rdns } } : {}) }
      }
      // The address the visitor chose (SwitchAddress) leads the accounts, so it is the account's.
      const choice = bitcoinAddressChoice(ctx.storage)
      const accountsOf = (connectorId: string, accounts: readonly BitcoinWalletAccount[]) => withAddressFirst(toBitcoinAccounts(accounts), choice.read(connectorId))
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
        isRejection: isBitcoinRejection,
        discover(register) {
          let stopped = false
          let stop: (() => void) | undefined
          const found = (wallet: BitcoinStandardWallet) => {
            wallets.set(connectorIdOf(wallet), wallet)
            register(infoOf(wallet), wallet)
          }
          void afterFirstPaint()
            .then(() => Promise.all([import('./watchBitcoinWallets'), import('./satsConnectWallet')]))
            .then(([{ watchBitcoinWallets }, { satsConnectWallets }]) => {
              if (stopped) return
              stop = watchBitcoinWallets(found)
              // sats-connect's injected providers (Xverse-style), for a brand with no Wallet Standard wallet.
              for (const wallet of satsConnectWallets(globalThis)) if (!wallets.has(connectorIdOf(wallet))) found(wallet)
            })
            .catch(error => ctx.logger.warn('Bitcoin wallet discovery failed', error))
          // An EIP-6963 wallet announcing after its Bitcoin side: re-register that side with its rdns.
          const stopBrand = ctx.on('connectors/registered', ({ payload: { connector } }) => {
            if (connector.chain !== 'eip155' || !connector.info?.rdns) return
            for (const wallet of wallets.values()) {
              if (wallet.name.toLowerCase() === connector.name.toLowerCase() && !ctx.getState().connectors.find(c => c.id === connectorIdOf(wallet))?.info?.rdns) found(wallet)
            }
          })
          return () => {
            stopped = true
            stop?.()
            stopBrand?.()
          }
        },
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
        // Bitcoin wallets have no chain switch: the app's network changes alone.
        async switchNetwork() {},
        async disconnect(connectorId) {
          await featureOf(walletOf(connectorId), 'standard:disconnect')?.disconnect()
        },
        watch(connectorId, events) {
          const feature = featureOf(walletOf(connectorId), 'standard:events')
          if (!feature) return () => undefined
          return feature.on('change', ({ accounts }) => {
            if (accounts) events.accountsChanged(accountsOf(connectorId, accounts), 'bip122')
          })
        },
      }
    },
  })
}
