import { ANALYTICS_ERROR_LIMIT, ANALYTICS_ERROR_WINDOW_MS } from './analyticsConstants'

/**
 * SPEC §8, §9: at most 5 errors reported per 60 s (a sliding window on the instance clock).
 *
 * @example
 * const allow = errorRateLimit()
 * if (allow(ctx.now())) track(error)
 */
export function errorRateLimit(limit: number = ANALYTICS_ERROR_LIMIT, windowMs: number = ANALYTICS_ERROR_WINDOW_MS): (now: number) => boolean {
  const times: number[] = []
  return now => {
    while (times.length > 0 && now - times[0]! >= windowMs) times.shift()
    if (times.length >= limit) return false
    times.push(now)
    return true
  }
}
