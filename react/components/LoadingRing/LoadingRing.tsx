import { ringClass } from './LoadingRing.styles'

export interface LoadingRingProps {
  /** Pixels: the ring's outer box. */
  readonly size: number
  /** A rounded square around a wallet icon, a circle around a network icon. */
  readonly shape: 'square' | 'circle'
}

/** AppKit's loading thumbnail: an accent dash running around the picture while the wallet is asked. Decorative. */
export function LoadingRing({ size, shape }: LoadingRingProps) {
  const inset = 1.5
  const side = size - inset * 2
  // The picture's corner radius plus the gap to the ring, so the two stay concentric.
  const radius = shape === 'circle' ? side / 2 : side * 0.24
  return (
    <svg className={ringClass} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <rect x={inset} y={inset} width={side} height={side} rx={radius} pathLength={100} />
    </svg>
  )
}
