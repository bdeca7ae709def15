// `vestibule/plugins/features/analytics`: consent-first analytics (SPEC §7, §8, §9; issue 16).
import './analyticsEvents'

export { analytics, ANALYTICS_PLUGIN_NAME } from './analyticsPlugin'
export type { AnalyticsPluginParameters } from './analyticsPlugin'
export { analyticsSlice } from './analyticsSlice'
export { selectAnalytics } from './analyticsSelectors'
export { setAnalyticsConsent } from './analyticsActions'
export type { AnalyticsConsent, AnalyticsRecord, AnalyticsState } from './analyticsState'
export { ANALYTICS_BATCH_MS, ANALYTICS_ERROR_LIMIT, ANALYTICS_ERROR_WINDOW_MS, ANALYTICS_HELD_MAX } from './analyticsConstants'
