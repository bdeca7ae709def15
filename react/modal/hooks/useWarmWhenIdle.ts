import { useEffect, useState } from 'react'
import { scheduleIdle } from '../../../core/scheduling/scheduleIdle'

/**
 * True once the page has been idle after mount. The modal then draws its closed card hidden, so
 * opening it flips a style instead of building and laying out the whole dialog on the click.
 */
export function useWarmWhenIdle(): boolean {
  const [warm, setWarm] = useState(false)
  useEffect(() => scheduleIdle(() => setWarm(true)), [])
  return warm
}
