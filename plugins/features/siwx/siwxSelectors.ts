import type { VestibuleState } from 'vestibule/plugin'
import './siwxEvents'
import { initialSiwxState, type SiwxState } from './siwxState'

/** The sign-in slice, or its empty state when the feature has not joined (yet). */
export function selectSiwx(state: VestibuleState): SiwxState {
  return state.slices.siwx ?? initialSiwxState
}
