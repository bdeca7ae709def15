/**
 * A deterministic gradient for an address without a profile image, in the spirit of AppKit's
 * `wui-avatar`: the first 6 hex digits give a base colour, lighter tints of it form the rings.
 *
 * @example
 * avatarGradient('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'radial-gradient(75% 75% at 65% 40%, #fff 0.5%, rgb(…) 31%, …)'
 */
export function avatarGradient(address: string): string {
  const hex = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, '0')
  const base = [0, 2, 4].map(i => parseInt(hex.slice(i, i + 2), 16))
  const tint = (amount: number) => `rgb(${base.map(c => Math.round(c + (255 - c) * amount)).join(', ')})`
  return `radial-gradient(75% 75% at 65% 40%, #fff 0.5%, ${tint(0.6)} 31%, ${tint(0.3)} 52%, ${tint(0.15)} 66%, ${tint(0)} 82%, ${tint(0.45)} 100%)`
}
