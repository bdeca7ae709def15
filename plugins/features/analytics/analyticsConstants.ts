/** At most one request to the analytics endpoint per this window (issue 16 budget). */
export const ANALYTICS_BATCH_MS = 5_000 as const
/** SPEC §8, §9: errors reported to analytics at most 5 per 60 s. */
export const ANALYTICS_ERROR_LIMIT = 5 as const
export const ANALYTICS_ERROR_WINDOW_MS = 60_000 as const
/** Events held while consent is pending: the oldest go first past this, so memory stays bounded. */
export const ANALYTICS_HELD_MAX = 100 as const
/** How many sent events the slice keeps for the devtools panel. */
export const ANALYTICS_SENT_KEPT = 50 as const
/**
 * SPEC §7 tracked events, under AppKit's names: modal open and close, wallet search, network
 * switch, connect success, send initiated and success, social login steps, sign-in success and
 * error, transaction fetch error. `subscribeEvents` reports more; only these leave the page.
 */
export const TRACKED_EVENTS: ReadonlySet<string> = new Set([
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SEARCH_WALLET',
  'SWITCH_NETWORK',
  'CONNECT_SUCCESS',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SOCIAL_LOGIN_REQUEST_USER_DATA',
  'SOCIAL_LOGIN_CANCELED',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
])
