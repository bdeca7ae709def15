import type { ResolvedOptions } from 'vestibule/plugin'
import type { AnalyticsRecord } from './analyticsState'

export interface SendAnalyticsBatchParameters {
  readonly options: Pick<ResolvedOptions, 'analyticsUrl' | 'projectId' | 'sdkType' | 'sdkVersion' | 'clientId'>
  readonly records: readonly AnalyticsRecord[]
  readonly signal?: AbortSignal
  readonly fetch?: typeof fetch
}

/** The status of the answer, or 0 when none came (network error, abort). */
export type SendAnalyticsBatchReturnType = { readonly ok: boolean; readonly status: number }

/**
 * One `POST /e` (SPEC §7: query projectId, st, sv and the client id if any) carrying a batch: the
 * body is a JSON array of SPEC §7 event bodies (eventId, url, domain, timestamp, props). Never
 * throws: a failing endpoint must not touch the modal (issue 16).
 *
 * @example
 * const { ok } = await sendAnalyticsBatch({ options: ctx.options, records })
 */
export async function sendAnalyticsBatch({
  options,
  records,
  signal,
  fetch: doFetch = globalThis.fetch,
}: SendAnalyticsBatchParameters): Promise<SendAnalyticsBatchReturnType> {
  const url = new URL('e', options.analyticsUrl.endsWith('/') ? options.analyticsUrl : `${options.analyticsUrl}/`)
  url.searchParams.set('projectId', options.projectId ?? '')
  url.searchParams.set('st', options.sdkType)
  url.searchParams.set('sv', options.sdkVersion)
  if (options.clientId) url.searchParams.set('clientId', options.clientId)
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(records),
      keepalive: true,
      ...(signal ? { signal } : {}),
    })
    return { ok: response.ok, status: response.status }
  } catch {
    return { ok: false, status: 0 }
  }
}
