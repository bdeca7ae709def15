import type { VestibuleState } from 'vestibule/plugin'
import './namesEvents'
import { initialNamesState, type NamesState } from './namesState'

/** The names slice, or its empty state when the feature has not joined (yet). */
export function selectNames(state: VestibuleState): NamesState {
  return state.slices.names ?? initialNamesState
}
