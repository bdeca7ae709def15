import type { VestibuleState } from 'vestibule/plugin'
import './analyticsEvents'
import { initialAnalyticsState, type AnalyticsState } from './analyticsState'

/** The analytics slice, or its initial state when the feature has not joined (yet). */
export function selectAnalytics(state: VestibuleState): AnalyticsState {
  return state.slices.analytics ?? initialAnalyticsState
}
