import type { VestibuleEvent, VestibuleState } from '../../../core'
import { selectAnalytics } from '../../../plugins/features/analytics/analyticsSelectors'
import type { AnalyticsRecord } from '../../../plugins/features/analytics/analyticsState'

export interface PlatformViewProps {
  readonly state: VestibuleState
  readonly events: readonly VestibuleEvent[]
}

const time = (timestamp: number) => new Date(timestamp).toISOString().slice(11, 23)

function RecordTable({ label, records }: { readonly label: string; readonly records: readonly AnalyticsRecord[] }) {
  return (
    <table className="grid" aria-label={label}>
      <thead>
        <tr>
          <th>Time</th>
          <th>Event</th>
          <th>Properties</th>
        </tr>
      </thead>
      <tbody>
        {records.map(record => (
          <tr key={record.eventId}>
            <td>{time(record.timestamp)}</td>
            <td>{record.props.event}</td>
            <td>{JSON.stringify(record.props.properties ?? {})}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The project platform as the integrator needs to see it (issue 16): each local setting the
 * project configuration overrode (option, both values), configuration alerts, and analytics:
 * consent, the project's switch, what is held and what was sent.
 */
export function PlatformView({ state, events }: PlatformViewProps) {
  const overrides = events.flatMap(event => (event.type === 'config/local-setting-overridden' ? [event.payload] : []))
  const alerts = events.flatMap(event =>
    event.type === 'error/raised' && event.payload.error.category === 'INVALID_APP_CONFIGURATION' ? [`${event.payload.error.shortMessage}: ${event.payload.error.details ?? ''}`] : [],
  )
  const analytics = selectAnalytics(state)
  const joined = state.slices.analytics !== undefined
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
      <h3>Analytics</h3>
      <p role="status" aria-label="Analytics status">
        {joined
          ? `Consent ${analytics.consent}; project analytics ${analytics.enabled === null ? 'not asked yet' : analytics.enabled ? 'on' : 'off'}; held ${analytics.pending.length}, sent ${analytics.sent.length} in ${analytics.batches} request(s), dropped ${analytics.dropped}`
          : 'Not loaded (it loads on the visitor’s intent when `features.analytics` is on and there is a project id)'}
      </p>
      <RecordTable label="Analytics held" records={analytics.pending} />
      <RecordTable label="Analytics sent" records={analytics.sent} />
    </div>
  )
}
