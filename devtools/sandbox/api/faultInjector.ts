import { normalizePath } from './router'

export type FaultOptions = {
  /** Answer with this HTTP status instead of running the route; omit to only delay. */
  status?: number
  /** How many matching requests the fault applies to (default 1). */
  times?: number
  /** Wait this long before answering; long enough values simulate a timeout. */
  delayMs?: number
  /** Response body for `status`; defaults to `{ message }` naming the fault. */
  body?: unknown
}

export type Fault = Required<Pick<FaultOptions, 'delayMs'>> & Pick<FaultOptions, 'status' | 'body'>

/** A route pattern exactly as the route declares it (`/v1/identity/:address`), or a RegExp tried on the request path. */
export type FaultMatcher = string | RegExp

type Entry = { matcher: FaultMatcher; remaining: number; fault: Fault }

/**
 * Queue of one-shot or N-shot faults that tests arm before a call, e.g. to force
 * a 429 on the next balance fetch. The first armed fault that matches wins.
 */
export function createFaultInjector(knownPatterns: readonly string[]) {
  const entries: Entry[] = []
  const known = new Set(knownPatterns.map(normalizePath))

  return {
    add(matcher: FaultMatcher, options: FaultOptions): void {
      if (typeof matcher === 'string' && !known.has(normalizePath(matcher)))
        throw new Error(`no route with pattern ${matcher}; known: ${[...known].join(', ')}`)
      const times = options.times ?? 1
      if (!Number.isInteger(times) || times < 1) throw new Error('fault times must be a positive integer')
      entries.push({
        matcher,
        remaining: times,
        fault: { status: options.status, body: options.body, delayMs: options.delayMs ?? 0 },
      })
    },
    /** Consumes one use of the first fault matching this request, if any. */
    take(routePattern: string, path: string): Fault | undefined {
      const index = entries.findIndex((entry) =>
        typeof entry.matcher === 'string'
          ? normalizePath(entry.matcher) === normalizePath(routePattern)
          : entry.matcher.test(path),
      )
      const entry = entries[index]
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining === 0) entries.splice(index, 1)
      return entry.fault
    },
    clear(): void {
      entries.length = 0
    },
  }
}

export type FaultInjector = ReturnType<typeof createFaultInjector>
