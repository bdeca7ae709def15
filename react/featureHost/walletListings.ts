import type { AppKit, VestibuleState, WalletListing } from '../../core'

/** The directory's wallets the Connect view lists beside the connectors (SPEC §1's order). */
export interface ConnectListings {
  readonly featured: readonly WalletListing[]
  readonly recommended: readonly WalletListing[]
  readonly excluded: readonly WalletListing[]
  /** How many wallets All Wallets holds. */
  readonly count: number
}

/**
 * What a wallet directory contributes to the shell, so no view or hook of it reads the directory's
 * slice or events: the Connect view's listings, one wallet by id (the WalletConnect view opened
 * with `{ walletId }`), and a search (a wallet button named after a wallet that is not installed).
 */
export interface WalletListingsContribution {
  readonly select: (state: VestibuleState) => ConnectListings
  readonly find: (state: VestibuleState, walletId: string) => WalletListing | undefined
  readonly search: (appKit: AppKit, query: string) => Promise<readonly WalletListing[]>
}

const NO_LISTINGS: ConnectListings = { featured: [], recommended: [], excluded: [], count: 0 }

/** Without a directory: no listings, and a wallet by id is one of the integrator's custom wallets. */
const WITHOUT_DIRECTORY: WalletListingsContribution = {
  select: () => NO_LISTINGS,
  find: (state, walletId) => state.options?.customWallets.find(listing => listing.id === walletId),
  search: () => Promise.resolve([]),
}

/** Each instance's: two instances on one page each list from their own directory. */
const contributions = new WeakMap<AppKit, WalletListingsContribution>()

/** Registers a feature's listings for the instance; the first registration wins. */
export function registerWalletListings(appKit: AppKit, contribution: WalletListingsContribution): void {
  if (!contributions.has(appKit)) contributions.set(appKit, contribution)
}

/** The instance's listings, or none when no feature contributes them. */
export function walletListings(appKit: AppKit): WalletListingsContribution {
  return contributions.get(appKit) ?? WITHOUT_DIRECTORY
}
