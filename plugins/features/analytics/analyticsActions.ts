import type { ActionContext } from 'vestibule/plugin'
import './analyticsEvents'
import type { AnalyticsConsent } from './analyticsState'

/**
 * Grants or denies analytics consent, as a cookie banner would (issue 16). Until granted, nothing
 * reaches the analytics endpoint: pending events are held in memory (bounded), sent on grant and
 * dropped on denial. Works before the feature has loaded: it reads the last choice when it joins.
 *
 * @example
 * setAnalyticsConsent(appKit, 'granted')
 */
export function setAnalyticsConsent(appKit: Pick<ActionContext, 'dispatch'>, consent: AnalyticsConsent): void {
  appKit.dispatch({ type: 'analytics/consent-changed', payload: { consent } })
}
