import type { AnalyticsConsent, AnalyticsRecord, AnalyticsState } from './analyticsState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /** The integrator grants or denies consent (`setAnalyticsConsent`). Denial drops what is held. */
    'analytics/consent-changed': { consent: AnalyticsConsent }
    /** The feature joined: its consent (options, or the last change before it loaded) and the events it found already tracked. */
    'analytics/started': { consent: AnalyticsConsent; pending: AnalyticsRecord[] }
    /** SPEC §7 /getAnalyticsConfig answered (false also when the answer was malformed or failed). */
    'analytics/config-resolved': { enabled: boolean }
    /** A tracked event (SPEC §7), held until consent and its batch allow it out. */
    'analytics/tracked': { record: AnalyticsRecord }
    /** One request to `POST /e` carried these events; `ok` false drops them (no retry storm). */
    'analytics/batch-sent': { eventIds: string[]; ok: boolean; status?: number }
  }

  interface VestibuleSliceMap {
    analytics: AnalyticsState
  }
}
