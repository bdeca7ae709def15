import {
  UserMessages,
  serializeError,
  splitCaipAddress,
  type CaipAddress,
  type CaipNetwork,
  type ChainNamespace,
  type NativeBalance,
  type NetworkBalances,
  type PluginContext,
} from 'vestibule/plugin'

/** SPEC §9: a native balance is served from the cache for 30 s. */
const NATIVE_BALANCE_CACHE_EXPIRY_MS = 30_000
/** SPEC §8: after 'Token Balance Unavailable' no retry for 30 s. */
const BALANCE_RETRY_DELAY_MS = 30_000

export interface BalanceSource {
  /** The namespace whose networks the refresh reads for; an address of another is ignored. */
  readonly namespace: ChainNamespace
  /** Clock for the cache ages; the instance's (the one its events carry) unless a test brings its own. */
  readonly now?: () => number
  /** The balance of `address` on `network`, read from the world (the balance service, the chain's RPC). */
  readBalance(network: CaipNetwork, address: string): Promise<NativeBalance>
  /** Whether `network` shows 0.00 without a read (SPEC §9); by default, when it is a testnet. */
  showsZero?(network: CaipNetwork): boolean
}

export interface BalanceRefresh extends NetworkBalances {
  /** The balance of `caipAddress`: from the cache when younger than 30 s, held back 30 s after a failure, unless `fresh`. */
  refresh(caipAddress: CaipAddress, fresh?: boolean): Promise<void>
}

/**
 * The balance refresh every first-party network plugin (`defineNetwork`) loads in its lazy chunk,
 * written once: the address's network must be one of the app's on `namespace`; a testnet shows
 * 0.00 (SPEC §9); a balance read less than 30 s ago is served from the cache; a failed read
 * dispatches `account/balance-failed` and 'Token Balance Unavailable', and holds the next read
 * back 30 s (SPEC §8). It lives beside the plugins, not in the kit: imported through
 * `vestibule/plugin` it would ship in every page's first download with the kit.
 *
 * @example
 * // solanaBalances.ts, loaded by the driver's loadBalances with import()
 * export const solanaBalances = (ctx: PluginContext) =>
 *   createBalanceRefresh(ctx, { namespace: 'solana', readBalance: (network, address) => fetchSolBalance(network, address, sources) })
 */
export function createBalanceRefresh(ctx: PluginContext, source: BalanceSource): BalanceRefresh {
  const { namespace, readBalance, showsZero = network => network.testnet === true } = source
  const now = source.now ?? ctx.now
  const failedAt = new Map<CaipAddress, number>()
  const refresh = async (caipAddress: CaipAddress, fresh = false) => {
    if (fresh) failedAt.delete(caipAddress)
    const { caipNetworkId, address } = splitCaipAddress(caipAddress)
    const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
    if (network?.chainNamespace !== namespace) return
    if (showsZero(network)) {
      return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, balance: '0', symbol: network.nativeCurrency.symbol } })
    }
    const cached = ctx.getState().caches.balance[caipAddress]
    if (!fresh && cached && now() - cached.timestamp < NATIVE_BALANCE_CACHE_EXPIRY_MS) {
      return void ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...cached.value } })
    }
    if (now() - (failedAt.get(caipAddress) ?? -Infinity) < BALANCE_RETRY_DELAY_MS) return
    try {
      const balance = await readBalance(network, address)
      failedAt.delete(caipAddress)
      ctx.dispatch({ type: 'account/balance-fetched', payload: { caipAddress, ...balance } })
    } catch (error) {
      failedAt.set(caipAddress, now())
      ctx.dispatch({ type: 'account/balance-failed', payload: { caipAddress, error: serializeError(error) } })
      ctx.dispatch({ type: 'snackbar/shown', payload: { message: UserMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' } })
    }
  }
  return { refresh }
}
