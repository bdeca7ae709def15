import { useEffect } from 'react'
import { MODAL_SHAKE_DURATION_MS } from '../../../core/constants'
import type { AppKit } from '../../../core'

/** SPEC §4: the shake lasts 500 ms; then it is over, in state too. */
export function useShakeEnd(appKit: AppKit, shaking: boolean): void {
  useEffect(() => {
    if (!shaking) return
    const timer = setTimeout(() => appKit.dispatch({ type: 'modal/shake-ended', payload: {} }), MODAL_SHAKE_DURATION_MS)
    return () => clearTimeout(timer)
  }, [appKit, shaking])
}
