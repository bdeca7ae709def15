import { create } from 'qrcode'

export interface QrPath {
  /** Modules per side. */
  readonly size: number
  /** One SVG path of every dark module, in module units. */
  readonly d: string
}

/**
 * The dark modules of `text` as one SVG path, leaving the middle `holeRatio` of the width clear
 * for a logo. Error correction H (30 %) absorbs what the hole covers, as AppKit's QR code does.
 *
 * @example
 * qrPath('wc:…@2?…', 0.25) // { size: 57, d: 'M0 0h1v1h-1z…' }
 */
export function qrPath(text: string, holeRatio = 0): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'H' })
  const size = modules.size
  const hole = Math.ceil(size * holeRatio)
  const holeStart = Math.floor((size - hole) / 2)
  const inHole = (row: number, col: number) =>
    hole > 0 && row >= holeStart && row < holeStart + hole && col >= holeStart && col < holeStart + hole
  let d = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (modules.get(row, col) && !inHole(row, col)) d += `M${col} ${row}h1v1h-1z`
    }
  }
  return { size, d }
}
