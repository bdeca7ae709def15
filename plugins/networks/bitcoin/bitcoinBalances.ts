import type { PluginContext } from 'vestibule/plugin'
import { createBalanceRefresh } from '../balanceRefresh'
import { fetchBtcBalance } from './fetchBtcBalance'

/**
 * The BTC balance refresh of `bitcoinNetworks()`, a chunk of its own loaded with the first balance:
 * the balance service when the app has a project, the chain's Esplora API otherwise or as fallback.
 */
export const bitcoinBalances = (ctx: PluginContext) =>
  createBalanceRefresh(ctx, {
    namespace: 'bip122',
    readBalance: (network, address) => fetchBtcBalance(network, address, { api: ctx.options.projectId ? ctx.http.blockchainApi : undefined }),
  })
