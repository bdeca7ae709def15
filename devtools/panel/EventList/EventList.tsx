import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { VestibuleEvent } from '../../../core'

/** Rows have one height, so the visible slice is arithmetic (no measuring 50,000 rows). */
export const ROW_HEIGHT = 22
/** Rows drawn beyond each edge, so a fast scroll does not show blank space for a frame. */
const OVERSCAN = 10

export interface EventListProps {
  /** Shown (possibly redacted) events, all of them; `rows` picks the filtered ones by index. */
  readonly events: readonly VestibuleEvent[]
  readonly rows: readonly number[]
  readonly selectedSeq: number | null
  readonly range: readonly [number, number] | null
  readonly travelSeq: number | null
  readonly skipped: ReadonlySet<number>
  /** Sequence number of each event's cause, when the list holds it. */
  readonly causeSeqOf: (event: VestibuleEvent) => number | undefined
  onSelect(seq: number, extend: boolean): void
  onJump(seq: number): void
}

const time = (ms: number) => new Date(ms).toISOString().slice(11, 23)

/**
 * The event log, virtualised: only the rows in view (plus a margin) are in the DOM, absolutely
 * placed inside a spacer as tall as all rows. Arrow keys move the selection, Shift extends a
 * range, Enter jumps to the selected event.
 */
export function EventList(props: EventListProps) {
  const { events, rows, selectedSeq } = props
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 300 })
  const [follow, setFollow] = useState(true)

  // Stick to the newest event while the list is scrolled to the end, like a terminal.
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (follow) element.scrollTop = element.scrollHeight
    setView({ top: element.scrollTop, height: element.clientHeight })
  }, [rows.length, follow])

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN)
  const selectedRow = selectedSeq === null ? -1 : rows.findIndex(index => events[index]!.meta.seq === selectedSeq)

  const reveal = (row: number) => {
    const element = scroller.current
    if (!element) return
    const top = row * ROW_HEIGHT
    if (top < element.scrollTop) element.scrollTop = top
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + ROW_HEIGHT - element.clientHeight
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 20, PageUp: -20, Home: -Infinity, End: Infinity }
    if (event.key === 'Enter' && selectedSeq !== null) {
      event.preventDefault()
      props.onJump(selectedSeq)
      return
    }
    const move = moves[event.key]
    if (move === undefined || rows.length === 0) return
    event.preventDefault()
    const row = Math.min(rows.length - 1, Math.max(0, (selectedRow < 0 ? rows.length : selectedRow) + move))
    props.onSelect(events[rows[row]!]!.meta.seq, event.shiftKey)
    reveal(row)
  }

  const slice = []
  for (let row = first; row < last; row++) {
    const event = events[rows[row]!]!
    const seq = event.meta.seq
    const causeSeq = props.causeSeqOf(event)
    const isError = event.type === 'error/raised' || event.type.endsWith('/failed')
    const inRange = props.range !== null && seq >= props.range[0] && seq <= props.range[1]
    slice.push(
      <div
        key={seq}
        id={`vd-event-${seq}`}
        role="option"
        aria-selected={seq === selectedSeq}
        aria-label={`#${seq} ${event.type} from ${event.meta.source}${isError ? ', error' : ''}`}
        className="row"
        data-in-range={inRange}
        data-travel={seq === props.travelSeq}
        data-skipped={props.skipped.has(seq)}
        style={{ top: row * ROW_HEIGHT, height: ROW_HEIGHT }}
        onClick={click => props.onSelect(seq, click.shiftKey)}
        onDoubleClick={() => props.onJump(seq)}
      >
        <span className="seq">{seq}</span>
        <span className="time">{time(event.meta.time)}</span>
        {isError && (
          <span className="error" title="error">
            ●
          </span>
        )}
        <span className="type">{event.type}</span>
        {causeSeq !== undefined && (
          <span className="cause" title="caused by">
            ← #{causeSeq}
          </span>
        )}
        <span className="source">{event.meta.source}</span>
      </div>,
    )
  }

  return (
    <div
      ref={scroller}
      className="list"
      role="listbox"
      aria-label="Events"
      aria-multiselectable="true"
      aria-activedescendant={selectedSeq === null ? undefined : `vd-event-${selectedSeq}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={scroll => {
        const element = scroll.currentTarget
        setView({ top: element.scrollTop, height: element.clientHeight })
        setFollow(element.scrollTop + element.clientHeight >= element.scrollHeight - ROW_HEIGHT)
      }}
    >
      <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>{slice}</div>
    </div>
  )
}
