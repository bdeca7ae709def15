import './walletDirectoryEvents'

/** The events the directory answers: requests, and listings whose first pictures it fetches ahead. */
export const WALLET_DIRECTORY_HANDLED_EVENTS = [
  'walletDirectory/page-requested',
  'walletDirectory/search-requested',
  'walletDirectory/featured-fetched',
  'walletDirectory/recommended-fetched',
  'walletDirectory/page-fetched',
  'walletDirectory/search-fetched',
] as const

export type WalletDirectoryHandledEvent = (typeof WALLET_DIRECTORY_HANDLED_EVENTS)[number]
