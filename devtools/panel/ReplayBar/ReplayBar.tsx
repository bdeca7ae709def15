import type { ReplaySession, ReplaySpeed } from '../model/createReplaySession'

export interface ReplayBarProps {
  readonly session: ReplaySession
  readonly fileName: string
  /** How many of the file's events have been replayed so far. */
  readonly position: number
  readonly speed: ReplaySpeed
  readonly playing: boolean
  readonly finalHash: string
  onSpeed(speed: ReplaySpeed): void
  onPosition(position: number): void
  onPlay(): void
  onClose(): void
}

const SPEEDS: readonly { speed: ReplaySpeed; label: string }[] = [
  { speed: 'live', label: 'Live' },
  { speed: 1, label: '1x' },
  { speed: 2, label: '2x' },
]

/** Plays an imported log into the page: speed, a slider over its events, and the final state hash. */
export function ReplayBar(props: ReplayBarProps) {
  const total = props.session.doc.events.length
  return (
    <div className="travel" role="group" aria-label="Replay">
      <strong>Replay of {props.fileName}</strong>
      <span>
        {props.position} / {total} events
      </span>
      <span role="radiogroup" aria-label="Replay speed">
        {SPEEDS.map(({ speed, label }) => (
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={props.speed === speed}
            aria-pressed={props.speed === speed}
            onClick={() => props.onSpeed(speed)}
          >
            {label}
          </button>
        ))}
      </span>
      <button type="button" disabled={props.playing} onClick={props.onPlay}>
        {props.position >= total ? 'Replay again' : 'Play'}
      </button>
      <input
        type="range"
        aria-label="Replay position"
        min={0}
        max={total}
        value={props.position}
        onChange={change => props.onPosition(Number(change.currentTarget.value))}
      />
      <span aria-label="Final state hash">final state {props.finalHash}</span>
      <button type="button" onClick={props.onClose}>
        Resume live
      </button>
    </div>
  )
}
