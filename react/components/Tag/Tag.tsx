import type { ReactNode } from 'react'
import { tagClass } from './Tag.styles'

export interface TagProps {
  readonly variant?: 'success' | 'accent' | 'warning' | 'neutral'
  readonly children: ReactNode
}

/** A small uppercase label ('INSTALLED', 'RECENT'); the text is written in sentence case so screen readers say a word. */
export function Tag({ variant = 'neutral', children }: TagProps) {
  return (
    <span className={tagClass} data-variant={variant}>
      {children}
    </span>
  )
}
