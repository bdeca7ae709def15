/** SPEC §5's social providers and farcaster: how an embedded-wallet session was made, when not by email. */
export type LoginProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/** The embedded-wallet user as the modal shows it (SPEC §3 user, account state `socialProvider`). */
export interface EmbeddedWalletUserView {
  /** Null for an email login. */
  socialProvider: LoginProvider | null
  /** The social username, shown instead of the email when present (SPEC §5). */
  userName: string | null
  email: string | null
  preferredAccountType: 'eoa' | 'smartAccount'
  /** EVM chain ids where the secure site runs smart accounts (SPEC §3 smart-account-enabled networks). */
  smartAccountEnabledNetworks: number[]
}

export interface EmbeddedWalletState {
  /** Null when the embedded wallet is not connected. */
  user: EmbeddedWalletUserView | null
  /** SPEC §8's alert of the last failed restore, until the visitor tries again or connects. */
  alert: string | null
}

export const initialEmbeddedWalletState: EmbeddedWalletState = { user: null, alert: null }
