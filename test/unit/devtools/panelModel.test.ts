import { expect } from 'chai'
import { Subject } from 'rxjs'
import type { VestibuleEvent } from '../../../core'
import { createEventLog } from '../../../core/log/eventLog'
import { createReducer } from '../../../core/state/createReducer'
import { initialState } from '../../../core/state/state'
import { matchesShortcut } from '../../../devtools/panel/devtoolsOptions'
import { NO_REDACTION_RULES, REDACTED, redactionRules } from '../../../core/log/redactLog'
import { createRecorder } from '../../../devtools/panel/model/createRecorder'
import { createReplaySession, MAX_REPLAY_GAP_MS, pluginVersionWarnings, replayDelay } from '../../../devtools/panel/model/createReplaySession'
import { filterEvents } from '../../../devtools/panel/model/filterEvents'
import { stateBefore } from '../../../devtools/panel/model/stateBefore'
import { exportLog } from '../../../core/appkit/exportLog'
import { reducerForLog, replay } from '../../../core/log/replay'
import { connected, initialized, stamp } from '../core/foldEvents'

const events = stamp([
  initialized(),
  { type: 'modal/open-requested', payload: {} },
  connected(),
  { type: 'snackbar/shown', payload: { message: 'wc:secret@2?symKey=1', variant: 'info' } },
]).map((event, i) => ({ ...event, meta: { ...event.meta, source: i === 2 ? 'connectors/injected' : 'user' } })) as VestibuleEvent[]

function logOf(list: readonly VestibuleEvent[]) {
  const reducer = createReducer()
  const log = createEventLog(initialState, 100, () => reducer)
  let state = initialState
  for (const event of list) log.record(event, (state = reducer(state, event)))
  return log
}

describe('devtools panel model', () => {
  it('filters by type text, by source, and hides types', () => {
    expect(filterEvents(events, { text: 'MODAL', source: '', hiddenTypes: [] })).to.deep.equal([1])
    expect(filterEvents(events, { text: '', source: 'connectors/injected', hiddenTypes: [] })).to.deep.equal([2])
    expect(filterEvents(events, { text: '', source: '', hiddenTypes: ['app/initialized', 'snackbar/shown'] })).to.deep.equal([1, 2])
  })

  it('finds the state before an event: the base state for the first, the previous state otherwise', () => {
    const log = logOf(events)
    expect(stateBefore(log, 1)).to.equal(initialState)
    expect(stateBefore(log, 3)).to.deep.equal(replay({ baseState: initialState, events: events.slice(0, 2) }))
    expect(stateBefore(log, 99)).to.equal(undefined)
  })

  it('records what the log holds and what follows, redacted for display, and pauses and clears', async () => {
    const events$ = new Subject<VestibuleEvent>()
    const recorder = createRecorder({ log: logOf(events.slice(0, 3)), events$, redaction: NO_REDACTION_RULES })
    let told = 0
    recorder.subscribe(() => void (told += 1))
    events$.next(events[3]!)
    expect(recorder.events().map(e => e.meta.seq)).to.deep.equal([1, 2, 3, 4])
    expect((recorder.redactedEvents()[3]!.payload as { message: string }).message).to.equal(REDACTED.pairingUri)
    expect((recorder.events()[3]!.payload as { message: string }).message).to.include('symKey')
    recorder.setPaused(true)
    events$.next({ ...events[1]!, meta: { ...events[1]!.meta, seq: 5 } })
    expect(recorder.events()).to.have.length(4)
    await Promise.resolve()
    expect(told).to.equal(1)
    recorder.clear()
    expect(recorder.events()).to.deep.equal([])
    recorder.destroy()
  })

  it('redacts for display the payload paths the instance plugins declare, including plugins registered later', () => {
    const events$ = new Subject<VestibuleEvent>()
    const plugins: { redact?: { events: { 'snackbar/shown': string[] } } }[] = []
    const recorder = createRecorder({ log: logOf([]), events$, redaction: redactionRules(() => plugins) })
    const shown = (message: string, seq: number) =>
      ({ ...events[3]!, payload: { message, variant: 'info' }, meta: { ...events[3]!.meta, seq } }) as VestibuleEvent
    events$.next(shown('token 1234', 1))
    plugins.push({ redact: { events: { 'snackbar/shown': ['message'] } } })
    events$.next(shown('token 5678', 2))
    expect(recorder.redactedEvents().map(e => (e.payload as { message: string }).message)).to.deep.equal(['token 1234', REDACTED.declared])
    recorder.destroy()
  })

  it('drops the oldest tenth when over capacity', () => {
    const events$ = new Subject<VestibuleEvent>()
    const recorder = createRecorder({ log: logOf([]), events$, redaction: NO_REDACTION_RULES }, 20)
    for (let seq = 1; seq <= 21; seq++) events$.next({ ...events[1]!, meta: { ...events[1]!.meta, seq } })
    expect(recorder.events().map(e => e.meta.seq)).to.deep.equal(Array.from({ length: 19 }, (_, i) => i + 3))
  })

  it('replays an imported log into a fresh log with every state, and warns about plugin versions', () => {
    const doc = exportLog({ log: logOf(events), plugins: () => [{ name: 'connectors/injected', version: '1.0.0', kind: 'connector' }] }, { exportedAt: 0 })
    const session = createReplaySession(doc, reducerForLog(doc), [{ name: 'connectors/injected', version: '2.0.0', kind: 'connector' }])
    expect(session.log.stateAfter(4)).to.deep.equal(replay(doc))
    expect(session.warnings).to.deep.equal(['Plugin connectors/injected was 1.0.0 when recorded, 2.0.0 here: the replay may differ'])
    expect(pluginVersionWarnings(doc.plugins, [])).to.deep.equal(['Plugin connectors/injected 1.0.0 was recorded but is not registered here'])
  })

  it('warns about event types nothing in the log produces', () => {
    const bogus = { ...events[1]!, type: 'modal/opened', meta: { ...events[1]!.meta, seq: 5, id: 't:5' } } as unknown as VestibuleEvent
    const doc = exportLog(
      { log: logOf([...events, bogus]), plugins: () => [{ name: 'connectors/injected', version: '1.0.0', kind: 'connector' }] },
      { exportedAt: 0 },
    )
    const session = createReplaySession(doc, reducerForLog(doc), [{ name: 'connectors/injected', version: '1.0.0', kind: 'connector' }])
    expect(session.warnings).to.deep.equal([
      'Event of type modal/opened (first #5) is produced by neither core nor a plugin the log records: replayed as no-ops',
    ])
  })

  it('waits the recorded gap between events, divided by the speed and capped', () => {
    const timed = events.map((e, i) => ({ ...e, meta: { ...e.meta, time: [0, 400, 10_000, 10_100][i]! } })) as VestibuleEvent[]
    expect(replayDelay(timed, 0, 1)).to.equal(0)
    expect(replayDelay(timed, 1, 1)).to.equal(400)
    expect(replayDelay(timed, 1, 2)).to.equal(200)
    expect(replayDelay(timed, 2, 1)).to.equal(MAX_REPLAY_GAP_MS)
    expect(replayDelay(timed, 3, 'live')).to.equal(0)
  })

  it('matches a shortcut by its modifiers and key', () => {
    const key = { ctrlKey: false, altKey: true, shiftKey: true, metaKey: false, key: 'Î', code: 'KeyD' }
    expect(matchesShortcut(key, 'Alt+Shift+D')).to.equal(true)
    expect(matchesShortcut({ ...key, ctrlKey: true }, 'Alt+Shift+D')).to.equal(false)
    expect(matchesShortcut({ ...key, code: 'KeyE', key: 'E' }, 'Alt+Shift+D')).to.equal(false)
  })
})
