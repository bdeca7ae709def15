import type { AppKit, ViewRoute } from '../../core'

/** AppKit's wallet button social logins (`@reown/appkit-wallet-button`'s `Socials`). */
export const WALLET_BUTTON_SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const

/** A login AppKit's wallet button names: the email field, or a social provider. */
export type WalletButtonLogin = 'email' | (typeof WALLET_BUTTON_SOCIALS)[number]

/** Where a login goes on once the feature took its first step. */
export type WalletButtonLoginStep =
  /** In the modal, on this view: the visitor finishes the login there. */
  | { readonly open: ViewRoute }
  /** Through this connector: the feature's own step (a login popup) is done. */
  | { readonly connectorId: string }

/**
 * What a login feature (the embedded wallet) contributes to AppKit's wallet button,
 * `useAppKitWallet().connect('email' | 'google' | …)`, so the hook reads no feature's client or
 * connector id.
 */
export interface WalletButtonLoginContribution {
  /** Takes the login's first step; rejects when the instance cannot log in so (AppKit's "No auth connector"). */
  readonly start: (appKit: AppKit, login: WalletButtonLogin) => Promise<WalletButtonLoginStep>
}
