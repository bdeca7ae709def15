import { importLog } from '../../../core/validationKit'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { FEATURES_LOADED_KEY, type AppKit, type VestibuleError, type VestibuleState } from '../../../core'
import { exportLog, reducerForLog } from '../../../core/logKit'
import { PLUGIN_DEFINITIONS_KEY } from '../../../core/plugins/pluginDefinitionsKey'
// Redaction is core's (exportLog uses it); the panel shares the same rules, not a public API.
import { redactLogDocument, redactState } from '../../../core/log/redactLog'
import { EventList } from '../EventList/EventList'
import { Inspector } from '../Inspector/Inspector'
import { PlatformView } from '../PlatformView/PlatformView'
import { PluginsView } from '../PluginsView/PluginsView'
import { ReplayBar } from '../ReplayBar/ReplayBar'
import { ScenariosView } from '../ScenariosView/ScenariosView'
import { TimeTravelBar } from '../TimeTravelBar/TimeTravelBar'
import { Toolbar, type PanelView } from '../Toolbar/Toolbar'
import type { DevtoolsScenario } from '../devtoolsOptions'
import { indexCausality, type CausalityIndex } from '../logic/causeChain'
import { createReplaySession } from '../model/createReplaySession'
import { filterEvents, NO_FILTER, type EventFilter } from '../model/filterEvents'
import type { Recorder } from '../model/createRecorder'
import type { PanelController } from '../panelController'
import { PanelFrame } from './PanelFrame'
import { useReplay } from './useReplay'
import { useTimeTravel } from './useTimeTravel'
import { internalsOf } from '../../../core/logKit'

export interface PanelProps {
  readonly appKit: AppKit
  readonly recorder: Recorder
  readonly controller: PanelController
  readonly scenarios: readonly DevtoolsScenario[]
}

type Message = { readonly kind: 'error' | 'warning' | 'info'; readonly text: string }

/** Saves a JSON document through a download link (no extension, no server). */
function download(name: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The open panel: log, inspector, time travel, replay, plugins and scenarios. */
export function Panel({ appKit, recorder, controller, scenarios }: PanelProps) {
  const internals = internalsOf(appKit)
  const version = useSyncExternalStore(recorder.subscribe, () => recorder.version)
  const [view, setView] = useState<PanelView>('Events')
  const [filter, setFilter] = useState<EventFilter>(NO_FILTER)
  const [reveal, setReveal] = useState(false)
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null)
  const [anchorSeq, setAnchorSeq] = useState<number | null>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const replay = useReplay(appKit)
  const session = replay.replay?.session
  const travel = useTimeTravel(appKit, session !== undefined)

  // While replaying, the log shown is the imported one, up to the replay's position.
  const events = useMemo(
    () => (session ? session.doc.events.slice(0, replay.position) : recorder.events().slice()),
    [session, replay.position, recorder, version],
  )
  const shownEvents = useMemo(
    () => (reveal ? events : session ? session.redactedEvents().slice(0, replay.position) : recorder.redactedEvents().slice()),
    [reveal, events, session, replay.position, recorder],
  )
  const log = session ? session.log : internals.log
  const rows = useMemo(() => filterEvents(events, filter), [events, filter])
  const sources = useMemo(() => [...new Set(events.map(event => event.meta.source))].sort(), [events])
  const causality = useMemo(() => {
    let index: CausalityIndex | undefined
    return () => (index ??= indexCausality(events))
  }, [events])
  const selectedIndex = selectedSeq === null ? -1 : events.findIndex(event => event.meta.seq === selectedSeq)
  const range =
    anchorSeq !== null && selectedSeq !== null && anchorSeq !== selectedSeq
      ? ([Math.min(anchorSeq, selectedSeq), Math.max(anchorSeq, selectedSeq)] as const)
      : null

  const select = (seq: number, extend = false) => {
    setAnchorSeq(extend ? (anchorSeq ?? selectedSeq) : null)
    setSelectedSeq(seq)
  }
  const jump = (seq: number) => {
    select(seq)
    if (session) replay.setPosition(session.doc.events.findIndex(event => event.meta.seq === seq) + 1)
    else travel.jump(seq)
  }
  const step = (direction: -1 | 1) => {
    if (session) return replay.setPosition(replay.position + direction)
    const current = travel.travelSeq ?? events[events.length - 1]?.meta.seq
    const index = events.findIndex(event => event.meta.seq === current)
    const next = events[Math.max(0, Math.min(events.length - 1, index + direction))]
    if (next) jump(next.meta.seq)
  }
  const resume = () => {
    replay.stop()
    travel.resume()
    setMessage(null)
  }
  const onImport = (file: File) => {
    // Importing a log is the developer's intent: the page's features load, so their slices can fold it.
    appKit.showIntent()
    Promise.all([file.text(), appKit.registry.get(FEATURES_LOADED_KEY)]).then(
      ([text]) => {
        try {
          const doc = importLog(text)
          const next = createReplaySession(doc, reducerForLog(doc, internals.slices()), appKit.plugins(), internals.redaction)
          travel.resume()
          setSelectedSeq(null)
          setAnchorSeq(null)
          replay.start({ session: next, fileName: file.name })
          setMessage(next.warnings.length > 0 ? { kind: 'warning', text: next.warnings.join('. ') } : null)
        } catch (error) {
          const details = (error as Partial<VestibuleError>).details
          setMessage({ kind: 'error', text: `${error instanceof Error ? error.message : String(error)}${details ? ` (${details})` : ''}` })
        }
      },
      (error: Error) => setMessage({ kind: 'error', text: `Could not read ${file.name}: ${error.message}` }),
    )
  }
  const onExport = () => {
    // The instance's own log comes redacted; an imported one is redacted here, by this page's rules.
    const doc = session ? redactLogDocument(session.doc, internals.redaction) : exportLog(appKit)
    download(`vestibule-log-${new Date(doc.exportedAt).toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(doc, null, 2))
  }

  const selected = selectedIndex >= 0 ? events[selectedIndex]! : null
  return (
    <PanelFrame controller={controller}>
      <Toolbar
        view={view}
        filter={filter}
        sources={sources}
        paused={recorder.paused}
        reveal={reveal}
        dock={controller.dock}
        selectedType={selected?.type ?? null}
        count={rows.length}
        onView={setView}
        onFilter={setFilter}
        onPause={paused => recorder.setPaused(paused)}
        onClear={() => {
          recorder.clear()
          setSelectedSeq(null)
          setAnchorSeq(null)
        }}
        onReveal={setReveal}
        onExport={onExport}
        onImport={onImport}
        onDock={dock => controller.setDock(dock)}
        onClose={() => controller.setOpen(false)}
      />
      {message && (
        <p className={`message ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {filter.hiddenTypes.length > 0 && (
        <div className="chips" aria-label="Hidden types">
          {filter.hiddenTypes.map(type => (
            <button
              key={type}
              type="button"
              aria-label={`Show ${type} again`}
              onClick={() => setFilter({ ...filter, hiddenTypes: filter.hiddenTypes.filter(t => t !== type) })}
            >
              {type} ×
            </button>
          ))}
        </div>
      )}
      {session && replay.replay ? (
        <ReplayBar
          session={session}
          fileName={replay.replay.fileName}
          position={replay.position}
          speed={replay.speed}
          playing={replay.playing}
          finalHash={replay.finalHash}
          onSpeed={replay.setSpeed}
          onPosition={replay.setPosition}
          onPlay={replay.play}
          onClose={resume}
        />
      ) : (
        <TimeTravelBar
          selectedSeq={selectedSeq}
          travelSeq={travel.travelSeq}
          skipped={travel.skipped}
          travelling={travel.travelling}
          onJump={jump}
          onStep={step}
          onToggleSkip={travel.toggleSkip}
          onResume={resume}
        />
      )}
      {travel.notHeld && (
        <p className="message" role="alert">
          The instance log no longer holds that state: it keeps the last {appKit.options.logCapacity} events (logCapacity).
        </p>
      )}
      {view === 'Events' && (
        <div className="body">
          <EventList
            events={shownEvents}
            rows={rows}
            selectedSeq={selectedSeq}
            range={range}
            travelSeq={travel.travelSeq}
            skipped={travel.skipped}
            causeSeqOf={event => causality().causeOf(event)?.meta.seq}
            onSelect={select}
            onJump={jump}
          />
          {selected ? (
            <Inspector
              event={selected}
              shownEvent={shownEvents[selectedIndex]!}
              log={log}
              events={events}
              shownEvents={shownEvents}
              range={range}
              reveal={reveal}
              causality={causality}
              slices={internals.slices()}
              redaction={internals.redaction}
              onSelect={seq => select(seq)}
            />
          ) : (
            <p className="full">Select an event to inspect it. Shift selects a range (diff between two events, test generator).</p>
          )}
        </div>
      )}
      {view === 'Plugins' && <PluginsView plugins={appKit.plugins()} events={shownEvents} connectors={appKit.getState().connectors} />}
      {view === 'Platform' && (
        <PlatformView
          state={reveal ? appKit.getState() : (redactState(appKit.getState(), internals.redaction) as VestibuleState)}
          events={shownEvents}
          sections={(appKit.registry.get(PLUGIN_DEFINITIONS_KEY)?.() ?? []).flatMap(plugin => plugin.devtools ?? [])}
        />
      )}
      {view === 'Scenarios' && <ScenariosView scenarios={scenarios} />}
    </PanelFrame>
  )
}
