import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react'

export interface UseWindowedRowsParameters {
  readonly rowCount: number
  /** Pixels; every row is this tall, so the window is arithmetic, with no measuring. */
  readonly rowHeight: number
  /** The scroll box's height before it is measured, so the first render draws the right rows. */
  readonly initialHeight: number
  /** Rows drawn beyond each edge, so a fast scroll shows no gap. */
  readonly overscan?: number
}

/**
 * Windowing for a list of fixed-height rows: only the rows in view (plus overscan) are rendered,
 * whatever the count. A scroll re-renders only when the first visible row changes.
 */
export function useWindowedRows({ rowCount, rowHeight, initialHeight, overscan = 2 }: UseWindowedRowsParameters) {
  const ref = useRef<HTMLDivElement>(null)
  const [topRow, setTopRow] = useState(0)
  const [height, setHeight] = useState(initialHeight)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return undefined
    const measure = () => setHeight(element.clientHeight || initialHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [initialHeight])

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setTopRow(Math.floor(event.currentTarget.scrollTop / rowHeight)), [rowHeight])

  /** Scrolls just enough for `row` to be fully in view. */
  const revealRow = useCallback(
    (row: number) => {
      const element = ref.current
      if (!element) return
      const top = row * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight
    },
    [rowHeight],
  )

  const first = Math.max(0, topRow - overscan)
  const last = Math.min(rowCount, topRow + Math.ceil(height / rowHeight) + 1 + overscan)
  return { ref, onScroll, first, last, totalHeight: rowCount * rowHeight, revealRow }
}
