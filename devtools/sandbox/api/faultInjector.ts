import { createArmedQueue } from './armedQueue'
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

/** The route `pattern` names, checked against the routes the server has. */
function knownRoute(known: ReadonlySet<string>, pattern: string): string {
  if (!known.has(normalizePath(pattern))) throw new Error(`no route with pattern ${pattern}; known: ${[...known].join(', ')}`)
  return normalizePath(pattern)
}

/**
 * Queue of one-shot or N-shot faults that tests arm before a call, e.g. to force
 * a 429 on the next balance fetch. The first armed fault that matches wins.
 */
export function createFaultInjector(knownPatterns: readonly string[]) {
  const armed = createArmedQueue<{ matcher: FaultMatcher; fault: Fault }>('fault')
  const known = new Set(knownPatterns.map(normalizePath))

  return {
    add(matcher: FaultMatcher, options: FaultOptions): void {
      if (typeof matcher === 'string') knownRoute(known, matcher)
      armed.add({ matcher, fault: { status: options.status, body: options.body, delayMs: options.delayMs ?? 0 } }, options.times)
    },
    /** Consumes one use of the first fault matching this request, if any. */
    take(routePattern: string, path: string): Fault | undefined {
      return armed.take(({ matcher }) => (typeof matcher === 'string' ? normalizePath(matcher) === normalizePath(routePattern) : matcher.test(path)))?.fault
    },
    clear: armed.clear,
  }
}

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
  const armed = createArmedQueue<{ pattern: string; tamper: Omit<PaymentTamper, 'times'> }>('tamper')
  const known = new Set(knownPatterns.map(normalizePath))
  return {
    add(pattern: string, { times, ...tamper }: PaymentTamper): void {
      armed.add({ pattern: knownRoute(known, pattern), tamper }, times)
    },
    /** Consumes one use of the first tamper armed for this route, if any. */
    take(pattern: string): Omit<PaymentTamper, 'times'> | undefined {
      return armed.take(entry => entry.pattern === normalizePath(pattern))?.tamper
    },
    clear: armed.clear,
  }
}
