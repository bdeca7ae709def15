import type { AnalyticsEvent, SerializedError } from 'vestibule/plugin'
import type { AnalyticsRecord } from './analyticsState'

export interface RecordContext {
  readonly now: number
  readonly eventId: string
  /** The page (`location.href`); its host is the `domain`. */
  readonly url: string
  /** The connected address, sent only if the integrator opted in. */
  readonly address?: string | undefined
  readonly includeAddress: boolean
  readonly includeEmail: boolean
}

const EVM_ADDRESS = /0x[0-9a-fA-F]{40}/g
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g

/** Addresses and emails never leave unless the integrator opted in (issue 16). */
function scrub(value: string, context: RecordContext): string {
  let scrubbed = value
  if (!context.includeAddress) scrubbed = scrubbed.replace(EVM_ADDRESS, '[address]')
  if (!context.includeEmail) scrubbed = scrubbed.replace(EMAIL, '[email]')
  return scrubbed
}

const domainOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

/**
 * The SPEC §7 `POST /e` body of a tracked event.
 *
 * @example
 * toTrackRecord({ event: 'MODAL_OPEN', properties: { connected: false } }, { now, eventId, url, includeAddress: false, includeEmail: false })
 */
export function toTrackRecord(event: AnalyticsEvent, context: RecordContext): AnalyticsRecord {
  const properties = event.properties
    ? Object.fromEntries(Object.entries(event.properties).map(([key, value]) => [key, typeof value === 'string' ? scrub(value, context) : value]))
    : undefined
  return {
    eventId: context.eventId,
    url: scrub(context.url, context),
    domain: domainOf(context.url),
    timestamp: context.now,
    props: {
      type: 'track',
      event: event.event,
      ...(properties ? { properties } : {}),
      ...(context.includeAddress && context.address ? { address: context.address } : {}),
    },
  }
}

/** SPEC §3 analytics error event: type, event, errorType, errorMessage, stackTrace, timestamp. */
export function toErrorRecord(error: SerializedError, context: RecordContext): AnalyticsRecord {
  return {
    eventId: context.eventId,
    url: scrub(context.url, context),
    domain: domainOf(context.url),
    timestamp: context.now,
    props: {
      type: 'error',
      event: 'ERROR',
      properties: {
        type: 'error',
        event: 'ERROR',
        errorType: error.category,
        errorMessage: scrub(error.shortMessage, context),
        stackTrace: scrub(error.stack ?? '', context),
        timestamp: context.now,
      },
      ...(context.includeAddress && context.address ? { address: context.address } : {}),
    },
  }
}
