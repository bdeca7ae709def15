import type { ChangeEvent } from 'react'
import type { DevtoolsDock } from '../devtoolsOptions'
import type { EventFilter } from '../model/filterEvents'

export const VIEWS = ['Events', 'Plugins', 'Platform', 'Scenarios'] as const
export type PanelView = (typeof VIEWS)[number]

export interface ToolbarProps {
  readonly view: PanelView
  readonly filter: EventFilter
  readonly sources: readonly string[]
  readonly paused: boolean
  readonly reveal: boolean
  readonly dock: DevtoolsDock
  readonly selectedType: string | null
  readonly count: number
  onView(view: PanelView): void
  onFilter(filter: EventFilter): void
  onPause(paused: boolean): void
  onClear(): void
  onReveal(reveal: boolean): void
  onExport(): void
  onImport(file: File): void
  onDock(dock: DevtoolsDock): void
  onClose(): void
}

/** Views, log filters and recording, export and import, dock and close. */
export function Toolbar(props: ToolbarProps) {
  const { filter } = props
  const onFile = (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.currentTarget.files?.[0]
    change.currentTarget.value = ''
    if (file) props.onImport(file)
  }
  return (
    <div className="toolbar">
      <span role="tablist" aria-label="Devtools views">
        {VIEWS.map(view => (
          <button key={view} type="button" role="tab" aria-selected={props.view === view} onClick={() => props.onView(view)}>
            {view}
          </button>
        ))}
      </span>
      <input
        type="search"
        aria-label="Filter by type"
        placeholder="Filter by type"
        value={filter.text}
        onChange={change => props.onFilter({ ...filter, text: change.currentTarget.value })}
      />
      <select aria-label="Filter by plugin" value={filter.source} onChange={change => props.onFilter({ ...filter, source: change.currentTarget.value })}>
        <option value="">All sources</option>
        {props.sources.map(source => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={props.selectedType === null}
        onClick={() => props.selectedType && props.onFilter({ ...filter, hiddenTypes: [...filter.hiddenTypes, props.selectedType] })}
      >
        Hide this type
      </button>
      <button type="button" aria-pressed={props.paused} onClick={() => props.onPause(!props.paused)}>
        {props.paused ? 'Resume recording' : 'Pause recording'}
      </button>
      <button type="button" onClick={props.onClear}>
        Clear
      </button>
      <span aria-live="polite">{props.count} events</span>
      <span className="spacer" />
      <label>
        <input type="checkbox" checked={props.reveal} onChange={change => props.onReveal(change.currentTarget.checked)} />
        Reveal secrets
      </label>
      <button type="button" onClick={props.onExport}>
        Export log
      </button>
      <label>
        Import log
        <input type="file" accept="application/json,.json" onChange={onFile} style={{ width: '11em' }} />
      </label>
      <button type="button" onClick={() => props.onDock(props.dock === 'bottom' ? 'right' : 'bottom')}>
        {props.dock === 'bottom' ? 'Dock to the side' : 'Dock to the bottom'}
      </button>
      <button type="button" aria-label="Close devtools" onClick={props.onClose}>
        ×
      </button>
    </div>
  )
}
