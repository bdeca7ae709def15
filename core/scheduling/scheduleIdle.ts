/** Without requestIdleCallback (Safari), the page is given this long to settle first. */
const IDLE_FALLBACK_MS = 300

/**
 * Runs `task` when the browser next reports itself idle (at the latest after `timeoutMs`), or after
 * a short delay where it cannot tell. Returns the cancel function.
 *
 * @example
 * useEffect(() => scheduleIdle(() => setWarm(true)), [])
 */
export function scheduleIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS)
  return () => clearTimeout(timer)
}
