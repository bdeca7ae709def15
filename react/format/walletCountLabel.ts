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
  // Below 1,000 there is no separator to place: the first `toLocaleString` of a page loads ICU's
  // number formatting (about 15 ms on the Connect view's first paint), for nothing.
  const text = rounded < 1_000 ? String(rounded) : rounded.toLocaleString('en-US')
  return rounded < count ? `${text}+` : text
}
