import type { WalletListing } from 'vestibule/plugin'
import { FALLBACK_WALLETS } from './fallbackWallets'

export interface FallbackDirectoryParameters {
  readonly includeWalletIds: readonly string[]
}

/** The bundled directory, answering as /getWallets would: include and exclude ids per call (as the hosted one takes them), search by name. */
export interface FallbackDirectory {
  readonly all: readonly WalletListing[]
  page(parameters: { readonly exclude?: readonly string[]; readonly include?: readonly string[]; readonly entries: number; readonly search?: string }): {
    listings: WalletListing[]
    count: number
  }
}

/**
 * The bundled wallets as a directory (issue 16: no vendor account, or the hosted one unreachable).
 *
 * @example
 * const directory = fallbackDirectory({ includeWalletIds: [] })
 * directory.page({ entries: 4 }).listings // the first 4 well-known wallets
 */
export function fallbackDirectory({ includeWalletIds }: FallbackDirectoryParameters): FallbackDirectory {
  const all = FALLBACK_WALLETS.filter(wallet => includeWalletIds.length === 0 || includeWalletIds.includes(wallet.id))
  return {
    all,
    page({ exclude = [], include, entries, search }) {
      const query = search?.trim().toLowerCase()
      // `include` may name wallets outside the app's list (the excluded ones, whose rdns hide installed wallets).
      const pool = include && include.length > 0 ? FALLBACK_WALLETS : all
      const matching = pool.filter(
        wallet =>
          !exclude.includes(wallet.id) &&
          (!include || include.length === 0 || include.includes(wallet.id)) &&
          (!query || wallet.name.toLowerCase().includes(query)),
      )
      return { listings: matching.slice(0, entries), count: matching.length }
    },
  }
}
