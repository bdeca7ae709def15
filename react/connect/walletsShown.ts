export interface WalletsShownParameters {
  /** AppKit's `enableWallets`: false leaves email and social only. */
  readonly enableWallets?: boolean | undefined
  /** AppKit's `showWallets`: false hides the wallet list beside email or social. */
  readonly showWallets?: boolean | undefined
  /** Whether the Connect view draws another method (email or social). */
  readonly otherMethods: boolean
}

/**
 * Whether the Connect view draws its wallet list. `showWallets: false` only counts beside another
 * method, as AppKit documents it ("available with the email and socials features"): alone it would
 * leave the visitor an empty modal.
 *
 * @example
 * walletsShown({ showWallets: false, otherMethods: true }) // false
 */
export function walletsShown({ enableWallets = true, showWallets = true, otherMethods }: WalletsShownParameters): boolean {
  if (!enableWallets) return false
  return showWallets || !otherMethods
}
