// lean-qr: a QR encoder with no dependencies (qrcode brought a CLI's 29 packages into every install).
import { correction, generate } from 'lean-qr'

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
  const code = generate(text, { minCorrectionLevel: correction.H })
  const size = code.size
  const hole = Math.ceil(size * holeRatio)
  const holeStart = Math.floor((size - hole) / 2)
  const inHole = (row: number, col: number) => hole > 0 && row >= holeStart && row < holeStart + hole && col >= holeStart && col < holeStart + hole
  let d = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (code.get(col, row) && !inHole(row, col)) d += `M${col} ${row}h1v1h-1z`
    }
  }
  return { size, d }
}
