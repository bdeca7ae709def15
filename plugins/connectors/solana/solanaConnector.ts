import { defineConnector, VestibuleError, type Account } from 'vestibule/plugin'
import { isRejectionNamed, standardWallets } from '../walletStandard/standardWallets'
import { featureOf, type StandardWallet, type StandardWalletAccount } from './solanaWalletTypes'

export interface SolanaConnectorParameters {
  /** How long a stored Solana connection waits for its wallet to register after a reload. */
  readonly restoreTimeoutMs?: number
}

const toAccounts = (accounts: readonly StandardWalletAccount[]): Account[] => accounts.map(account => ({ address: account.address, type: 'eoa' }))

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
      const { configured, walletOf, activeNetwork, discover, standardMethods } = standardWallets<StandardWallet>(ctx, 'solana', 'Solana')
      if (!configured) return undefined
      const runtime = () => import('./runSolanaRequest')

      const connected = (accounts: readonly StandardWalletAccount[]) =>
        accounts.length === 0 ? [] : [{ namespace: 'solana' as const, accounts: toAccounts(accounts), caipNetworkId: activeNetwork() }]
      const accountFor = (connectorId: string, pubkey: unknown) => {
        const { accounts } = walletOf(connectorId)
        const account =
          (typeof pubkey === 'string' && accounts.find(a => a.address === pubkey)) ||
          accounts.find(a => a.address === ctx.getState().accounts.solana?.address) ||
          accounts[0]
        if (!account) throw new VestibuleError('The wallet has not authorized an account', { code: 4100 })
        return account
      }

      return {
        restoreTimeoutMs: parameters.restoreTimeoutMs ?? 3_000,
        // Wallets reject with EIP-1193's 4001 (Phantom, the sandbox) or a WalletStandard-style named error.
        isRejection: isRejectionNamed('WalletSignTransactionError', 'UserRejectedRequestError'),
        discover: register => discover(register, () => import('./watchSolanaWallets').then(({ watchSolanaWallets }) => watchSolanaWallets)),
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
        ...standardMethods<StandardWalletAccount>((_, accounts) => toAccounts(accounts)),
      }
    },
  })
}
