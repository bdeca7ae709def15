import type { VestibuleEvent } from '../../../core'
import type { CausalityIndex } from '../logic/causeChain'

function EventLinks({ title, events, onSelect }: { title: string; events: readonly VestibuleEvent[]; onSelect(seq: number): void }) {
  return (
    <section aria-label={title} className="links">
      <h4>{title}</h4>
      {events.length === 0 ? (
        <p>None.</p>
      ) : (
        <ol className="tree">
          {events.map(event => (
            <li key={event.meta.id}>
              <button type="button" onClick={() => onSelect(event.meta.seq)}>
                #{event.meta.seq} {event.type}
              </button>{' '}
              <span className="source">by {event.meta.source}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Who caused the event (up the chain to its first cause) and what its handling emitted. */
export function CauseView({ event, index, onSelect }: { event: VestibuleEvent; index: CausalityIndex; onSelect(seq: number): void }) {
  const unknownCause = event.meta.causeId !== null && !index.causeOf(event)
  return (
    <div>
      <p>
        #{event.meta.seq} {event.type} was dispatched by <strong>{event.meta.source}</strong>
        {event.meta.causeId === null ? ', not in answer to another event.' : unknownCause ? `, caused by ${event.meta.causeId} (no longer recorded).` : '.'}
      </p>
      <EventLinks title="Caused by (nearest first)" events={index.chainOf(event)} onSelect={onSelect} />
      <EventLinks title="Effects it caused" events={index.effectsOf(event)} onSelect={onSelect} />
    </div>
  )
}
