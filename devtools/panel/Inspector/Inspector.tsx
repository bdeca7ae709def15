import { useMemo, useState } from 'react'
import type { AnySlice, EventLog, RedactionRules, VestibuleEvent, VestibuleState } from '../../../core'
import { replay } from '../../../core/logKit'
// Redaction is core's (exportLog uses it); the panel shares the same rules, not a public API.
import { createEventRedactor, redactState } from '../../../core/log/redactLog'
import { JsonTree } from '../JsonTree/JsonTree'
import type { CausalityIndex } from '../logic/causeChain'
import { diffJson } from '../logic/diffJson'
import { generateMochaTest } from '../logic/generateMochaTest'
import { comparableStateHash } from '../logic/stateHash'
import { stateBefore } from '../model/stateBefore'
import { CauseView } from './CauseView'
import { DiffView } from './DiffView'
import { TestView } from './TestView'

const TABS = ['Event', 'State', 'Diff', 'Raw', 'Cause', 'Test'] as const
type Tab = (typeof TABS)[number]

export interface InspectorProps {
  /** The recorded event (real values) and the same event as shown (redacted unless revealed). */
  readonly event: VestibuleEvent
  readonly shownEvent: VestibuleEvent
  /** Where states come from: the instance's log, or the log a replay folded. */
  readonly log: EventLog
  /** All recorded events, real values, for ranges. */
  readonly events: readonly VestibuleEvent[]
  /**
   * The same events as shown, index for index: redacted by a redactor that saw the whole run, so a
   * range's signing result is redacted though its request lies outside the range.
   */
  readonly shownEvents: readonly VestibuleEvent[]
  readonly range: readonly [number, number] | null
  readonly reveal: boolean
  readonly causality: () => CausalityIndex
  /** The instance's feature slices, which a generated test folds too. */
  readonly slices: readonly AnySlice[]
  /** The secret paths the instance's plugins declare. */
  readonly redaction: RedactionRules
  onSelect(seq: number): void
}

const NOT_HELD = 'The instance log no longer holds this state (it keeps the last logCapacity events).'

/** Event, State, Diff, Raw, Cause and Test tabs for the selected event (or range). */
export function Inspector(props: InspectorProps) {
  const { event, log, reveal, range, redaction } = props
  const [tab, setTab] = useState<Tab>('Event')
  const seq = event.meta.seq
  const shown = (state: VestibuleState | undefined) => (state === undefined || reveal ? state : (redactState(state, redaction) as VestibuleState))
  const after = useMemo(() => log.stateAfter(seq), [log, seq])
  const hash = useMemo(() => (after ? comparableStateHash(after, redaction) : undefined), [after, redaction])

  const panel = () => {
    switch (tab) {
      case 'Event':
        return <JsonTree value={props.shownEvent.payload} label="Event payload" />
      case 'State':
        return after ? <JsonTree value={shown(after)} label={`State after #${seq}`} /> : <p>{NOT_HELD}</p>
      case 'Diff': {
        const [from, to] = range ?? [seq, seq]
        const a = range ? log.stateAfter(from) : stateBefore(log, seq)
        const b = log.stateAfter(to)
        if (!a || !b) return <p>{NOT_HELD}</p>
        const caption = range ? `State after #${from} → state after #${to}` : `State before #${seq} → state after it`
        return <DiffView diff={diffJson(shown(a), shown(b))} caption={caption} />
      }
      case 'Raw':
        return (
          <pre className="raw" aria-label="Raw JSON">
            {JSON.stringify(props.shownEvent, null, 2)}
          </pre>
        )
      case 'Cause':
        return <CauseView event={event} index={props.causality()} onSelect={props.onSelect} />
      case 'Test': {
        const [from, to] = range ?? [seq, seq]
        return (
          <TestView
            rangeLabel={from === to ? `event #${from}` : `events #${from}–#${to}`}
            generate={() => {
              const before = stateBefore(log, from)
              if (!before) throw new Error(NOT_HELD)
              const inRange = (e: VestibuleEvent) => e.meta.seq >= from && e.meta.seq <= to
              // Shown events come redacted already; the redactor here adds this page's declared paths
              // to an imported log's and changes nothing twice.
              const events = reveal ? props.events.filter(inRange) : props.shownEvents.filter(inRange).map(createEventRedactor(redaction))
              const start = shown(before)!
              const slices = props.slices
              return generateMochaTest({ before: start, events, slices, expected: replay({ baseState: start, events }, { slices }) })
            }}
          />
        )
      }
    }
  }

  return (
    <div className="inspector">
      <div className="tabs" role="tablist" aria-label="Inspector">
        {TABS.map(name => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`vd-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="vd-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={key => {
              const step = key.key === 'ArrowRight' ? 1 : key.key === 'ArrowLeft' ? -1 : 0
              if (!step) return
              const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!
              setTab(next)
              // Roving focus (WAI-ARIA tabs): the arrow keys move focus with the selection.
              key.currentTarget.parentElement?.querySelector<HTMLElement>(`#vd-tab-${next}`)?.focus()
            }}
          >
            {name}
          </button>
        ))}
        <span className="hash" aria-label="State hash" title="Stable hash of the state after this event, to compare two runs">
          {hash ? `state ${hash}` : ''}
        </span>
      </div>
      <div className="tabpanel" role="tabpanel" id="vd-tabpanel" aria-labelledby={`vd-tab-${tab}`}>
        {panel()}
      </div>
    </div>
  )
}
