/**
 * Where a key moves the focus in a grid of `count` cells, `columns` wide (WAI-ARIA grid pattern):
 * arrows by one cell or one row, Home and End to the ends; undefined for other keys. Right to
 * left, the cells run from the right, so ArrowLeft moves to the next one.
 *
 * @example
 * nextGridIndex(5, 'ArrowDown', 40, 4) // 9
 * nextGridIndex(5, 'ArrowLeft', 40, 4, 'rtl') // 6
 */
export function nextGridIndex(index: number, key: string, count: number, columns: number, direction: 'ltr' | 'rtl' = 'ltr'): number | undefined {
  if (count === 0) return undefined
  const clamp = (next: number) => Math.min(count - 1, Math.max(0, next))
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case forward:
      return clamp(index + 1)
    case backward:
      return clamp(index - 1)
    case 'ArrowDown':
      return clamp(index + columns)
    case 'ArrowUp':
      return index - columns < 0 ? index : index - columns
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
