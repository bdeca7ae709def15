/**
 * The All Wallets badge: the count rounded down to tens, with '+' when rounded, as AppKit shows it
 * ('1,080', '430+'); nothing until the directory has answered.
 *
 * @example
 * walletCountLabel(437) // '430+'
 */
export function walletCountLabel(count: number): string | undefined {
  if (count <= 0) return undefined
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded.toLocaleString('en-US')}+` : rounded.toLocaleString('en-US')
}
