import { defineSlice } from 'vestibule/plugin'
import './analyticsEvents'
import { ANALYTICS_HELD_MAX, ANALYTICS_SENT_KEPT } from './analyticsConstants'
import { initialAnalyticsState, type AnalyticsRecord } from './analyticsState'

/** `pending` bounded to ANALYTICS_HELD_MAX, the oldest dropped first. */
const bounded = (records: readonly AnalyticsRecord[]) => ({
  kept: records.slice(Math.max(0, records.length - ANALYTICS_HELD_MAX)),
  over: Math.max(0, records.length - ANALYTICS_HELD_MAX),
})

/** Consent, the project's switch, and the events held and sent (`state.slices.analytics`). */
export const analyticsSlice = /* @__PURE__ */ defineSlice({
  name: 'analytics',
  initial: initialAnalyticsState,
  source: { module: 'vestibule/plugins/features/analytics', name: 'analyticsSlice' },
  on: {
    'analytics/started': (analytics, { payload }) => {
      analytics.consent = payload.consent
      if (payload.consent === 'denied') return
      const { kept, over } = bounded(payload.pending)
      analytics.pending = kept
      analytics.dropped += over
    },
    'analytics/consent-changed': (analytics, { payload }) => {
      analytics.consent = payload.consent
      // Denied: what was held is dropped, never sent (issue 16, AppKit #5328).
      if (payload.consent === 'denied') {
        analytics.dropped += analytics.pending.length
        analytics.pending = []
      }
    },
    'analytics/config-resolved': (analytics, { payload }) => {
      analytics.enabled = payload.enabled
      if (!payload.enabled) {
        analytics.dropped += analytics.pending.length
        analytics.pending = []
      }
    },
    'analytics/tracked': (analytics, { payload }) => {
      if (analytics.consent === 'denied' || analytics.enabled === false) {
        analytics.dropped += 1
        return
      }
      const { kept, over } = bounded([...analytics.pending, payload.record])
      analytics.pending = kept
      analytics.dropped += over
    },
    'analytics/batch-sent': (analytics, { payload }) => {
      const ids = new Set(payload.eventIds)
      const carried = analytics.pending.filter(record => ids.has(record.eventId))
      analytics.pending = analytics.pending.filter(record => !ids.has(record.eventId))
      analytics.batches += 1
      if (payload.ok) {
        const sent = [...analytics.sent, ...carried]
        analytics.sent = sent.slice(Math.max(0, sent.length - ANALYTICS_SENT_KEPT))
      } else {
        analytics.failedBatches += 1
        analytics.dropped += carried.length
      }
    },
  },
})
