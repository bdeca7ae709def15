import { filter, map } from 'rxjs'
import {
  Alerts,
  analyticsEventOf,
  definePlugin,
  PLUGIN_DEFINITIONS_KEY,
  VestibuleError,
  type AnalyticsEvent,
  type AnalyticsMapping,
  type EventInput,
  type PluginContext,
  type PluginDefinition,
  type VestibuleEvent,
  type VestibuleState,
} from 'vestibule/plugin'
import { ANALYTICS_BATCH_MS, TRACKED_EVENTS } from './analyticsConstants'
import { analyticsDevtools } from './analyticsDevtools'
import './analyticsEvents'
import { analyticsConfigSchema } from './analyticsSchemas'
import { selectAnalytics } from './analyticsSelectors'
import { analyticsSlice } from './analyticsSlice'
import type { AnalyticsConsent, AnalyticsRecord } from './analyticsState'
import { errorRateLimit } from './errorRateLimit'
import { sendAnalyticsBatch } from './sendAnalyticsBatch'
import { toErrorRecord, toTrackRecord } from './toAnalyticsRecord'

export const ANALYTICS_PLUGIN_NAME = 'features/analytics'

export interface AnalyticsPluginParameters {
  /**
   * The events the instance dispatched before this plugin joined (the React layer passes its log):
   * the modal opening that showed intent is tracked even though the feature loads on that intent.
   */
  readonly backlog?: () => readonly VestibuleEvent[]
  readonly fetch?: typeof fetch
}

const randomId = (now: number) => globalThis.crypto?.randomUUID?.() ?? `${now.toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * The event under AppKit's name and properties, as the instance's `subscribeEvents` gives it (one
 * mapping for both), when it is one of SPEC §7's tracked events; `state` is the state it produced.
 */
function trackedEventOf(event: VestibuleEvent, state: VestibuleState, mappings: readonly AnalyticsMapping[]): AnalyticsEvent | undefined {
  const mapped = analyticsEventOf(event, state, mappings)
  if (!mapped || !TRACKED_EVENTS.has(mapped.event)) return undefined
  if (!mapped.properties) return { event: mapped.event }
  return { event: mapped.event, properties: Object.fromEntries(Object.entries(mapped.properties).filter(([, value]) => value !== undefined)) }
}

function startAnalytics(ctx: PluginContext, parameters: AnalyticsPluginParameters): void {
  const { includeAddress, includeEmail } = ctx.options.analytics
  const definitions = () => ctx.registry.get(PLUGIN_DEFINITIONS_KEY)?.() ?? []
  const mappings = () => definitions().flatMap(plugin => (plugin.analytics ? [plugin.analytics] : []))
  const allowError = errorRateLimit()
  const address = () => {
    const state = ctx.getState()
    return state.activeNamespace ? state.accounts[state.activeNamespace]?.address : undefined
  }
  const recordContext = (time: number) => ({
    now: time,
    eventId: randomId(time),
    url: globalThis.location?.href ?? '',
    address: address(),
    includeAddress,
    includeEmail,
  })

  /** SPEC §7 tracked events, and SPEC §8 errors (5 per 60 s); never modal-created, never our own. */
  const toRecord = (event: VestibuleEvent): AnalyticsRecord | undefined => {
    if (event.meta.source === ANALYTICS_PLUGIN_NAME || event.type.startsWith('analytics/')) return undefined
    if (event.type === 'error/raised') {
      if (event.payload.plugin === ANALYTICS_PLUGIN_NAME || !allowError(event.meta.time)) return undefined
      return toErrorRecord(event.payload.error, recordContext(event.meta.time))
    }
    const tracked = trackedEventOf(event, ctx.getState(), mappings())
    return tracked ? toTrackRecord(tracked, recordContext(event.meta.time)) : undefined
  }

  // What happened before the feature joined: the last consent choice, and the events to hold.
  const backlog = parameters.backlog?.() ?? []
  const lastSeq = backlog.at(-1)?.meta.seq ?? 0
  let consent: AnalyticsConsent = ctx.options.analytics.consent
  for (const event of backlog) if (event.type === 'analytics/consent-changed') consent = event.payload.consent
  const held = consent === 'denied' ? [] : backlog.flatMap(event => toRecord(event) ?? [])

  // `features.analytics` off, or no project id: the project's switch is off without asking.
  let configAsked = false
  const askConfig = async () => {
    if (configAsked) return
    configAsked = true
    if (!ctx.options.features.analytics || !ctx.options.projectId) return void ctx.dispatch({ type: 'analytics/config-resolved', payload: { enabled: false } })
    let enabled = false
    try {
      enabled = (await ctx.http.api.get('/getAnalyticsConfig', { schema: analyticsConfigSchema, signal: ctx.signal })).isAnalyticsEnabled
    } catch (error) {
      if (ctx.signal.aborted) return
      ctx.logger.error('The analytics configuration was dropped: analytics stays off.', error)
    }
    ctx.dispatch({ type: 'analytics/config-resolved', payload: { enabled } })
  }

  // At most one request per 5 s: the first batch leaves at once, the next no sooner than 5 s later.
  let inFlight = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSentAt = Number.NEGATIVE_INFINITY
  const flush = () => {
    const analytics = selectAnalytics(ctx.getState())
    if (analytics.consent === 'granted' && analytics.enabled === null) void askConfig()
    if (analytics.consent !== 'granted' || analytics.enabled !== true || analytics.pending.length === 0 || inFlight || timer || ctx.signal.aborted) return
    const wait = lastSentAt + ANALYTICS_BATCH_MS - ctx.now()
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined
        flush()
      }, wait)
      return
    }
    const records = analytics.pending
    inFlight = true
    lastSentAt = ctx.now()
    void sendAnalyticsBatch({ options: ctx.options, records, signal: ctx.signal, ...(parameters.fetch ? { fetch: parameters.fetch } : {}) }).then(
      ({ ok, status }) => {
        inFlight = false
        if (ctx.signal.aborted) return
        if (!ok) ctx.logger.warn(`Analytics: POST /e failed (status ${status}); ${records.length} event(s) dropped.`)
        // SPEC §8: an analytics 403 means the origin is not on the allow list (shown in debug only).
        if (status === 403 && ctx.options.debug) {
          const alert = Alerts.INVALID_APP_CONFIGURATION
          ctx.reportError(new VestibuleError(alert.shortMessage, { details: alert.longMessage, code: alert.code, category: 'INVALID_APP_CONFIGURATION' }))
        }
        ctx.dispatch({ type: 'analytics/batch-sent', payload: { eventIds: records.map(record => record.eventId), ok, ...(status ? { status } : {}) } })
      },
    )
  }

  ctx.on(['analytics/started', 'analytics/consent-changed', 'analytics/config-resolved', 'analytics/tracked', 'analytics/batch-sent'], () => flush())
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.meta.seq > lastSeq),
      map(toRecord),
      filter((record): record is AnalyticsRecord => record !== undefined),
      map((record): EventInput => ({ type: 'analytics/tracked', payload: { record } })),
    ),
  )
  ctx.signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  ctx.dispatch({ type: 'analytics/started', payload: { consent, pending: held } })
}

/**
 * Consent-first analytics (SPEC §7 `POST /e`, issue 16). Tracks SPEC §7's events (core's, and those
 * each plugin maps in its `analytics` declaration) and errors (at most 5 per 60 s); nothing is sent
 * until the integrator grants consent (`analytics: { consent }` or `setAnalyticsConsent`), events
 * are held in memory meanwhile (bounded) and dropped on denial; `/getAnalyticsConfig` is asked only
 * once consent is granted, and requests are batched, at most one per 5 s.
 *
 * @example
 * createAppKit({ projectId, networks, analytics: { consent: 'pending' }, plugins: [injectedConnector(), analytics()] })
 */
export function analytics(parameters: AnalyticsPluginParameters = {}): PluginDefinition {
  return definePlugin({
    name: ANALYTICS_PLUGIN_NAME,
    version: '1.0.0',
    kind: 'analytics',
    slice: analyticsSlice,
    // Event bodies carry page URLs and, when the integrator opts in, addresses.
    redact: {
      events: { 'analytics/tracked': ['record.props.address'] },
      state: ['slices.analytics.pending.*.props.address', 'slices.analytics.sent.*.props.address'],
    },
    devtools: [analyticsDevtools],
    setup: ctx => startAnalytics(ctx, parameters),
  })
}
