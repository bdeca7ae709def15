import { ANALYTICS_RECORD_PATH } from '../../../devtools/sandbox/api/analytics/analyticsRoutes'
import type { ReceivedAnalyticsEvent } from '../../../devtools/sandbox/api/analytics/analyticsStore'

export type AnalyticsRecordBody = { batches: number; events: ReceivedAnalyticsEvent[] }

/** What the sandbox's analytics endpoint received, read through its record route as any client would. */
export async function readAnalyticsRecord(apiUrl: string): Promise<AnalyticsRecordBody> {
  const response = await fetch(`${apiUrl}${ANALYTICS_RECORD_PATH}`)
  return (await response.json()) as AnalyticsRecordBody
}

/** Polls `read` until `done` holds (the browser sends in its own time); throws with the last value after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met; last value: ${JSON.stringify(value).slice(0, 500)}`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}
