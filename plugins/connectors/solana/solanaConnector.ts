import { defineConnector, namespaceOf, VestibuleError, type Account, type CaipNetworkId, type ConnectorInfo } from 'vestibule/plugin'
import { afterFirstPaint } from './afterFirstPaint'
import { featureOf, type StandardWallet, type StandardWalletAccount } from './solanaWalletTypes'

export interface SolanaConnectorParameters {
  /** How long a stored Solana connection waits for its wallet to register after a reload. */
  readonly restoreTimeoutMs?: number
}

/** Stable across reloads (a stored connection names it): the wallet's name is its identity in the standard. */
const connectorIdOf = (wallet: StandardWallet) => `solana:${wallet.name}`
const toAccounts = (accounts: readonly StandardWalletAccount[]): Account[] => accounts.map(account => ({ address: account.address, type: 'eoa' }))

/** Wallets reject with EIP-1193's 4001 (Phantom, the sandbox) or a WalletStandard-style named error. */
function isSolanaRejection(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown }
  return code === 4001 || name === 'WalletSignTransactionError' || name === 'UserRejectedRequestError' || (typeof message === 'string' && /user rejected|rejected the request/i.test(message))
}

/**
 * Solana wallets through the Wallet Standard: discovery (`@wallet-standard/app`), connect, silent
 * restore (`standard:connect` with `silent`), disconnect, account changes (`standard:events`)
 * and the four sign methods (SPEC §6). It does nothing unless a Solana network is configured, and
 * loads its wallet code only after the page's first paint, so an EVM-only host ships none of it.
 * A wallet whose brand also announced itself over EIP-6963 shares that wallet's rdns: the Connect
 * view then shows the brand once, and the Solana side is offered where Solana is asked for.
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet, solana], plugins: [injectedConnector(), solanaConnector(), evmNetworks(), solanaNetworks()] })
 */
export function solanaConnector(parameters: SolanaConnectorParameters = {}) {
  return defineConnector({
    name: 'connectors/solana',
    version: '1.0.0',
    createDriver(ctx) {
      const solanaNetworks = () => ctx.options.networks.filter(network => network.chainNamespace === 'solana')
      if (solanaNetworks().length === 0) return undefined
      const wallets = new Map<string, StandardWallet>()
      const runtime = () => import('./runSolanaRequest')

      const walletOf = (connectorId: string) => {
        const wallet = wallets.get(connectorId)
        // The runner only calls for connectors it registered: a missing one is a programming error.
        if (!wallet) throw new VestibuleError(`Solana wallet ${connectorId} is not registered`)
        return wallet
      }
      /** The Solana network the app is on, else the first configured one. */
      const activeNetwork = (): CaipNetworkId => {
        const active = ctx.getState().activeCaipNetworkId
        return active && namespaceOf(active) === 'solana' ? active : solanaNetworks()[0]!.caipNetworkId
      }
      /** The EIP-6963 connector of the same brand, whose rdns the Solana side takes. */
      const sameBrand = (name: string) =>
        ctx.getState().connectors.find(c => c.chain === 'eip155' && c.info?.rdns && c.name.toLowerCase() === name.toLowerCase())
      const infoOf = (wallet: StandardWallet): ConnectorInfo => {
        const rdns = sameBrand(wallet.name)?.info?.rdns
        return { id: connectorIdOf(wallet), type: 'ANNOUNCED', chain: 'solana', name: wallet.name, imageUrl: wallet.icon, ...(rdns ? { info: { rdns } } : {}) }
      }
      const connected = (accounts: readonly StandardWalletAccount[]) =>
        accounts.length === 0 ? [] : [{ namespace: 'solana' as const, accounts: toAccounts(accounts), caipNetworkId: activeNetwork() }]
      const accountFor = (connectorId: string, pubkey: unknown) => {
        const { accounts } = walletOf(connectorId)
        const account = (typeof pubkey === 'string' && accounts.find(a => a.address === pubkey)) || accounts.find(a => a.address === ctx.getState().accounts.solana?.address) || accounts[0]
        if (!account) throw new VestibuleError('The wallet has not authorized an account', { code: 4100 })
        return account
      }

      return {
        restoreTimeoutMs: parameters.restoreTimeoutMs ?? 3_000,
        isRejection: isSolanaRejection,
        discover(register) {
          let stopped = false
          let stop: (() => void) | undefined
          const found = (wallet: StandardWallet) => {
            wallets.set(connectorIdOf(wallet), wallet)
            register(infoOf(wallet), wallet)
          }
          void afterFirstPaint()
            .then(() => import('./watchSolanaWallets'))
            .then(({ watchSolanaWallets }) => {
              if (!stopped) stop = watchSolanaWallets(found)
            })
            .catch(error => ctx.logger.warn('Solana wallet discovery failed', error))
          // An EIP-6963 wallet announcing after its Solana side: re-register that side with its rdns.
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
        async connect(connectorId) {
          const connect = featureOf(walletOf(connectorId), 'standard:connect')!
          return connected((await connect.connect()).accounts)
        },
        async restore(connectorId) {
          const connect = featureOf(walletOf(connectorId), 'standard:connect')!
          // SPEC §4: a silent sync; a wallet that would have to ask answers with no accounts.
          return connected((await connect.connect({ silent: true })).accounts)
        },
        async request(connectorId, { method, params, caipNetworkId }) {
          const { runSolanaRequest } = await runtime()
          const pubkey = (params[0] as { pubkey?: unknown } | undefined)?.pubkey
          return runSolanaRequest(walletOf(connectorId), accountFor(connectorId, pubkey), caipNetworkId ?? activeNetwork(), method, params)
        },
        // Solana wallets have no chain switch: the app's network changes alone.
        async switchNetwork() {},
        async disconnect(connectorId) {
          await featureOf(walletOf(connectorId), 'standard:disconnect')?.disconnect()
        },
        watch(connectorId, events) {
          const feature = featureOf(walletOf(connectorId), 'standard:events')
          if (!feature) return () => undefined
          return feature.on('change', ({ accounts }) => {
            if (accounts) events.accountsChanged(toAccounts(accounts), 'solana')
          })
        },
      }
    },
  })
}
