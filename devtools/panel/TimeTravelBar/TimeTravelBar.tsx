export interface TimeTravelBarProps {
  readonly selectedSeq: number | null
  readonly travelSeq: number | null
  readonly skipped: ReadonlySet<number>
  /** True while views show a past or recomputed state (plugins locked). */
  readonly travelling: boolean
  onJump(seq: number): void
  onStep(direction: -1 | 1): void
  onToggleSkip(seq: number): void
  onResume(): void
}

/** Redux DevTools' jump, step and skip, for the modal and the buttons on the page. */
export function TimeTravelBar(props: TimeTravelBarProps) {
  const { selectedSeq, travelSeq, skipped } = props
  const status = !props.travelling
    ? 'Live'
    : `Showing the state after #${travelSeq ?? 'last'}${
        skipped.size > 0
          ? `, without ${[...skipped]
              .sort((a, b) => a - b)
              .map(s => `#${s}`)
              .join(', ')}`
          : ''
      } (plugins locked)`
  return (
    <div className="travel" role="group" aria-label="Time travel">
      <button type="button" disabled={selectedSeq === null} onClick={() => selectedSeq !== null && props.onJump(selectedSeq)}>
        Jump to this event
      </button>
      <button type="button" onClick={() => props.onStep(-1)}>
        Step back
      </button>
      <button type="button" onClick={() => props.onStep(1)}>
        Step forward
      </button>
      <button
        type="button"
        disabled={selectedSeq === null}
        aria-pressed={selectedSeq !== null && skipped.has(selectedSeq)}
        onClick={() => selectedSeq !== null && props.onToggleSkip(selectedSeq)}
      >
        Skip this event
      </button>
      <button type="button" disabled={!props.travelling} onClick={props.onResume}>
        Resume live
      </button>
      <span role="status">{status}</span>
    </div>
  )
}
