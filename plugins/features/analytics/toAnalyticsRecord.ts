import type { AnalyticsEvent, SerializedError } from 'vestibule/plugin'
// The log kit's text rules, not the plugin kit's: they stay off the first download (analytics loads on intent).
import { redactSecretText } from 'vestibule/log'
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

// Addresses of every namespace, as written anywhere in a text: EVM with or without `0x` (20 bytes);
// base58 as Solana (32 to 44 characters), Polkadot (47, 48) and Bitcoin legacy (25 to 34, from
// 1, 3, m, n or 2) write them; bech32 (Bitcoin `bc1…`, Cosmos `cosmos1…`). A CAIP-2 chain reference
// (`solana:5eykt…`, 32 characters after the namespace) names a network, not a visitor, and stays.
const EVM_ADDRESS = /(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{40}(?![0-9A-Za-z])/g
const BASE58_ADDRESS = /(?<![1-9A-HJ-NP-Za-km-z])(?:[1-9A-HJ-NP-Za-km-z]{32,48}|[13mn2][1-9A-HJ-NP-Za-km-z]{24,33})(?![1-9A-HJ-NP-Za-km-z])/g
const BECH32_ADDRESS = /(?<![0-9A-Za-z])(?:bc|tb|bcrt|cosmos|osmo)1[02-9ac-hj-np-z]{20,90}(?![0-9A-Za-z])/gi
const CAIP2_NAMESPACE = /(?:^|[^A-Za-z0-9])[a-z][-a-z0-9]{2,7}:$/
const CHAIN_REFERENCE_LENGTH = 32

const scrubAddresses = (text: string) =>
  text
    .replace(EVM_ADDRESS, '[address]')
    .replace(BECH32_ADDRESS, '[address]')
    .replace(BASE58_ADDRESS, (found: string, at: number, whole: string) =>
      found.length === CHAIN_REFERENCE_LENGTH && CAIP2_NAMESPACE.test(whole.slice(Math.max(0, at - 10), at)) ? found : '[address]',
    )
// A URL's query and fragment hold what a page was opened with: tokens, codes, emails.
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi

/**
 * Secrets never leave (core's rules: pairing URIs, signatures, tokens, credential parameters), nor
 * URL queries and fragments; addresses and emails (typed or URL-encoded) only if the integrator
 * opted in (issue 16).
 */
function scrub(value: string, context: RecordContext): string {
  let scrubbed = redactSecretText(value.replace(URL_TAIL, '$1'), { keepEmails: context.includeEmail })
  if (!context.includeAddress) scrubbed = scrubAddresses(scrubbed)
  return scrubbed
}

/** SPEC §7 body `url`: the page without its query and fragment (they may hold secrets), scrubbed. */
const pageUrlOf = (url: string, context: RecordContext) => {
  try {
    const page = new URL(url)
    return scrub(`${page.origin}${page.pathname}`, context)
  } catch {
    return ''
  }
}

const domainOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

/** What every record carries besides its props: its id, the page (scrubbed) and the time. */
function envelope(context: RecordContext): Omit<AnalyticsRecord, 'props'> {
  return { eventId: context.eventId, url: pageUrlOf(context.url, context), domain: domainOf(context.url), timestamp: context.now }
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
    ...envelope(context),
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
    ...envelope(context),
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
