import type { VestibuleEvent, VestibuleState } from '../../../core'
import type { DevtoolsSection, DevtoolsTable } from '../../../core/pluginKit'

export interface PlatformViewProps {
  readonly state: VestibuleState
  readonly events: readonly VestibuleEvent[]
  /** What the instance's plugins add to this tab (analytics: what it holds and sent). */
  readonly sections: readonly DevtoolsSection[]
}

function SectionTable({ table }: { readonly table: DevtoolsTable }) {
  return (
    <table className="grid" aria-label={table.label}>
      <thead>
        <tr>
          {table.columns.map(column => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(row => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The project platform as the integrator needs to see it (issue 16): each local setting the
 * project configuration overrode (option, both values), configuration alerts, and the sections the
 * plugins contribute (analytics: consent, the project's switch, what is held and what was sent).
 */
export function PlatformView({ state, events, sections }: PlatformViewProps) {
  const overrides = events.flatMap(event => (event.type === 'config/local-setting-overridden' ? [event.payload] : []))
  const alerts = events.flatMap(event =>
    event.type === 'error/raised' && event.payload.error.category === 'INVALID_APP_CONFIGURATION'
      ? [`${event.payload.error.shortMessage}: ${event.payload.error.details ?? ''}`]
      : [],
  )
  return (
    <div className="full">
      <h3>Configuration warnings</h3>
      <ul aria-label="Configuration warnings">
        {overrides.map(({ option, local, remote }) => (
          <li key={option}>{`${option}: local ${JSON.stringify(local)} ignored, the project configuration sets ${JSON.stringify(remote)}`}</li>
        ))}
        {alerts.map(text => (
          <li key={text}>{text}</li>
        ))}
        {overrides.length + alerts.length === 0 && <li>None</li>}
      </ul>
      {sections.map(section => {
        const { status, tables } = section.describe(state)
        return (
          <section key={section.title} aria-label={section.title}>
            <h3>{section.title}</h3>
            <p role="status" aria-label={`${section.title} status`}>
              {status}
            </p>
            {tables.map(table => (
              <SectionTable key={table.label} table={table} />
            ))}
          </section>
        )
      })}
    </div>
  )
}
