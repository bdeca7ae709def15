import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { WalletListing } from '../../../../core'
import type { WalletRow } from '../../../../core/connectors/walletRules'
import { useT } from '../../../i18n'
import { nextGridIndex } from './gridKeys'
import { useWindowedRows } from '../../../components/WindowedRows/useWindowedRows'
import { WalletCard } from './WalletCard'
import { cellClass, contentClass, footerClass, gridClass, rowClass, scrollClass, SCROLL_HEIGHT_PX } from './WalletGrid.styles'

/** AppKit's All Wallets grid: 4 cards a row. */
const GRID_COLUMNS = 4
/** A card (96 px) and the gap below it. */
const GRID_ROW_HEIGHT = 104

export interface WalletGridProps {
  readonly rows: readonly WalletRow[]
  readonly onSelect: (listing: WalletListing) => void
  /** Called when the last rows come into view and more pages remain. */
  readonly onEndReached?: (() => void) | undefined
  /** Drawn after the last row: the next page's loading indicator, or its retry. */
  readonly footer?: ReactNode
  readonly busy: boolean
  /** The grid's accessible name. */
  readonly label: string
}

/**
 * The wallets as a keyboard-navigable grid, virtualised: the DOM holds only the rows in view
 * (plus a little overscan), however many wallets are loaded.
 */
export function WalletGrid({ rows, onSelect, onEndReached, footer, busy, label }: WalletGridProps) {
  const rowCount = Math.ceil(rows.length / GRID_COLUMNS)
  const { ref, onScroll, first, last, totalHeight, revealRow } = useWindowedRows({ rowCount, rowHeight: GRID_ROW_HEIGHT, initialHeight: SCROLL_HEIGHT_PX })
  const [active, setActive] = useState(0)
  const focusPending = useRef(false)
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1))
  const installedLabel = useT()('connect.installed')

  useEffect(() => {
    if (onEndReached && last >= rowCount - 1) onEndReached()
  }, [onEndReached, last, rowCount])

  // A key moved the focus to a card that may only now be rendered (after the scroll it caused).
  useEffect(() => {
    if (!focusPending.current) return
    const card = ref.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)
    if (card) {
      focusPending.current = false
      card.focus()
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Cells run right to left in a right-to-left locale: the arrows follow what the visitor sees.
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr'
    const next = nextGridIndex(activeIndex, event.key, rows.length, GRID_COLUMNS, direction)
    if (next === undefined) return
    event.preventDefault()
    focusPending.current = true
    setActive(next)
    revealRow(Math.floor(next / GRID_COLUMNS))
  }

  const rendered = []
  for (let row = first; row < last; row++) {
    const cells = rows.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS)
    rendered.push(
      <div key={row} role="row" aria-rowindex={row + 1} className={rowClass} style={{ transform: `translateY(${row * GRID_ROW_HEIGHT}px)` }}>
        {cells.map(({ listing, installed }, column) => {
          const index = row * GRID_COLUMNS + column
          return (
            <div key={listing.id} role="gridcell" className={cellClass}>
              <WalletCard
                listing={listing}
                installed={installed !== undefined}
                installedLabel={installedLabel}
                index={index}
                active={index === activeIndex}
                onSelect={onSelect}
                onFocusCard={setActive}
              />
            </div>
          )
        })}
      </div>,
    )
  }

  return (
    <div ref={ref} className={scrollClass} onScroll={onScroll}>
      <div role="grid" aria-label={label} aria-rowcount={rowCount} aria-colcount={GRID_COLUMNS} aria-busy={busy} className={gridClass} onKeyDown={onKeyDown}>
        <div className={contentClass} style={{ height: totalHeight }}>
          {rendered}
        </div>
      </div>
      {footer && <div className={footerClass}>{footer}</div>}
    </div>
  )
}
