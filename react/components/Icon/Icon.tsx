import { iconClass } from './Icon.styles'

/** 24-unit outline paths drawn for Vestibule (stroke icons, `currentColor`). */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  wallet: 'M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V17a2 2 0 002 2h13a1 1 0 001-1V9a1 1 0 00-1-1H6.5A2.5 2.5 0 014 7.5zM16 13.5h.01',
  network: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3.5 12h17M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9s1-6.4 3.5-9z',
  disconnect: 'M10 17l-5-5 5-5M5 12h10M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4',
  warning: 'M12 4l9 16H3l9-16zM12 10v4M12 17h.01',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v5M12 8h.01',
  refresh: 'M20 12a8 8 0 11-2.3-5.6M20 4v5h-5',
  swap: 'M7 7h11l-3-3M17 17H6l3 3',
  receive: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  send: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  card: 'M3 6.5A1.5 1.5 0 014.5 5h15A1.5 1.5 0 0121 6.5v11a1.5 1.5 0 01-1.5 1.5h-15A1.5 1.5 0 013 17.5zM3 10h18M7 15h4',
} as const

export type IconName = keyof typeof PATHS

/** Icons that point along the line of text: a right-to-left locale mirrors them. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'chevronRight'])

export interface IconProps {
  readonly name: IconName
  /** Pixels; the icon is square. */
  readonly size?: number
}

/** A decorative icon: the control around it carries the accessible name. Arrows follow the text's direction. */
export function Icon({ name, size = 16 }: IconProps) {
  return (
    <svg
      className={iconClass}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-directional={DIRECTIONAL.has(name) ? '' : undefined}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
