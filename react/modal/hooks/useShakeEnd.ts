import { useEffect } from 'react'
import { MODAL_SHAKE_DURATION_MS } from '../../../core/constants'
import type { AppKit } from '../../../core'
import { internalsOf } from '../../../core/appkit/appKitInternals'

/** SPEC §4: the shake lasts 500 ms; then it is over, in state too. */
export function useShakeEnd(appKit: AppKit, shaking: boolean): void {
  useEffect(() => {
    // A past state shown by the devtools is left as it was (dispatching would return to the present).
    if (!shaking || internalsOf(appKit).timeTravel.active) return
    const timer = setTimeout(() => appKit.dispatch({ type: 'modal/shake-ended', payload: {} }), MODAL_SHAKE_DURATION_MS)
    return () => clearTimeout(timer)
  }, [appKit, shaking])
}
