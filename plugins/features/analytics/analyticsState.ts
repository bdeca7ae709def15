export type AnalyticsConsent = 'granted' | 'denied' | 'pending'

/** SPEC §7 `POST /e` body: eventId, url, domain, timestamp, props (event data plus, if opted in, address). */
export interface AnalyticsRecord {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props: {
    readonly type: 'track' | 'error'
    readonly event: string
    readonly properties?: { readonly [key: string]: string | number | boolean | null }
    readonly address?: string
  }
}

/** What analytics holds and sent, at `state.slices.analytics` (the devtools panel shows it). */
export interface AnalyticsState {
  readonly consent: AnalyticsConsent
  /** `/getAnalyticsConfig` → isAnalyticsEnabled; null until asked (it is asked once consent is granted). */
  readonly enabled: boolean | null
  /** Tracked events not sent yet: held while consent is pending, or waiting for their batch. */
  readonly pending: readonly AnalyticsRecord[]
  /** The last events sent (at most ANALYTICS_SENT_KEPT), oldest first. */
  readonly sent: readonly AnalyticsRecord[]
  /** Events dropped: on denial, when the project has analytics off, past the held bound, or in a failed batch. */
  readonly dropped: number
  /** Requests made to the analytics endpoint, and how many failed. */
  readonly batches: number
  readonly failedBatches: number
}

export const initialAnalyticsState: AnalyticsState = {
  consent: 'pending',
  enabled: null,
  pending: [],
  sent: [],
  dropped: 0,
  batches: 0,
  failedBatches: 0,
}
