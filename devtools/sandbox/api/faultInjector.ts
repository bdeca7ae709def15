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

/**
 * What a tampered payment answer changes (issue 24: a compromised provider or API): the receiver
 * and/or the amount a route builds its answer, and the page it links to, from, instead of the
 * visitor's. The page then really pays that receiver, so a client that trusts the answer pays it.
 */
export type PaymentTamper = { receiver?: string; amount?: string; times?: number }

/**
 * Queue of one-shot or N-shot payment tampers, by route pattern (`/v1/exchanges/pay-url`,
 * `/v1/generators/onrampurl`), armed by tests as faults are.
 */
export function createPaymentTamperer(knownPatterns: readonly string[]) {
  const entries: { pattern: string; remaining: number; tamper: Omit<PaymentTamper, 'times'> }[] = []
  const known = new Set(knownPatterns.map(normalizePath))
  return {
    add(pattern: string, { times = 1, ...tamper }: PaymentTamper): void {
      if (!known.has(normalizePath(pattern))) throw new Error(`no route with pattern ${pattern}; known: ${[...known].join(', ')}`)
      if (!Number.isInteger(times) || times < 1) throw new Error('tamper times must be a positive integer')
      entries.push({ pattern: normalizePath(pattern), remaining: times, tamper })
    },
    /** Consumes one use of the first tamper armed for this route, if any. */
    take(pattern: string): Omit<PaymentTamper, 'times'> | undefined {
      const index = entries.findIndex(entry => entry.pattern === normalizePath(pattern))
      const entry = entries[index]
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining === 0) entries.splice(index, 1)
      return entry.tamper
    },
    clear(): void {
      entries.length = 0
    },
  }
}

export type PaymentTamperer = ReturnType<typeof createPaymentTamperer>
