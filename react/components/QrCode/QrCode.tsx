import { useMemo, type ReactNode } from 'react'
import { logoClass, placeholderClass, qrClass } from './QrCode.styles'
import { qrPath } from './qrModules'

export interface QrCodeProps {
  /** The text to encode; undefined draws the placeholder while it is made. */
  readonly value: string | undefined
  /** Pixels per side. */
  readonly size: number
  /** Drawn in the clear middle (the wallet's icon). */
  readonly logo?: ReactNode
  readonly label: string
}

/** The share of the width kept clear for the logo. */
const LOGO_RATIO = 0.22

/** A QR code drawn as one SVG path, with a logo in the middle; the placeholder keeps its place while it loads. */
export function QrCode({ value, size, logo, label }: QrCodeProps) {
  const path = useMemo(() => (value ? qrPath(value, logo ? LOGO_RATIO : 0) : undefined), [value, logo])
  if (!path) return <div className={placeholderClass} style={{ width: size, height: size }} role="img" aria-label={label} aria-busy="true" />
  return (
    <div className={qrClass} style={{ width: size, height: size }} role="img" aria-label={label} data-qr-size={path.size}>
      <svg viewBox={`0 0 ${path.size} ${path.size}`} aria-hidden="true">
        <path d={path.d} />
      </svg>
      {logo && <span className={logoClass}>{logo}</span>}
    </div>
  )
}
