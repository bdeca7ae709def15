import type { DevtoolsSection, DevtoolsTable } from 'vestibule/plugin'
import { selectAnalytics } from './analyticsSelectors'
import type { AnalyticsRecord } from './analyticsState'

const time = (timestamp: number) => new Date(timestamp).toISOString().slice(11, 23)

const recordTable = (label: string, records: readonly AnalyticsRecord[]): DevtoolsTable => ({
  label,
  columns: ['Time', 'Event', 'Properties'],
  rows: records.map(record => ({ key: record.eventId, cells: [time(record.timestamp), record.props.event, JSON.stringify(record.props.properties ?? {})] })),
})

/** Analytics in the devtools' Platform tab (issue 16): consent, the project's switch, what is held and what was sent. */
export const analyticsDevtools: DevtoolsSection = {
  title: 'Analytics',
  describe(state) {
    const analytics = selectAnalytics(state)
    const project = analytics.enabled === null ? 'not asked yet' : analytics.enabled ? 'on' : 'off'
    return {
      status: `Consent ${analytics.consent}; project analytics ${project}; held ${analytics.pending.length}, sent ${analytics.sent.length} in ${analytics.batches} request(s), dropped ${analytics.dropped}`,
      tables: [recordTable('Analytics held', analytics.pending), recordTable('Analytics sent', analytics.sent)],
    }
  },
}
