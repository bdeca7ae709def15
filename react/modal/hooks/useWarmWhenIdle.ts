import { useEffect, useState } from 'react'

/** Without requestIdleCallback (Safari), the page is given this long to settle first. */
const IDLE_FALLBACK_MS = 300

/**
 * True once the page has been idle after mount. The modal then draws its closed card hidden, so
 * opening it flips a style instead of building and laying out the whole dialog on the click.
 */
export function useWarmWhenIdle(): boolean {
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setWarm(true), { timeout: 2_000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setWarm(true), IDLE_FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [])
  return warm
}
