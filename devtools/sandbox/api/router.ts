import type { IncomingMessage } from 'node:http'

export type HttpMethod = 'GET' | 'POST'

export type RouteRequest = {
  req: IncomingMessage
  url: URL
  /** Path parameters named by `:name` segments of the route pattern. */
  params: Record<string, string>
  query: Record<string, string>
  /** Parsed JSON body for POST routes, otherwise undefined. */
  body: unknown
}

export type RouteResponse = {
  status: number
  body: unknown
  /** When set, `body` (a string or bytes) is sent as it is with this content type (images); otherwise JSON. */
  contentType?: string
}

export type Route = {
  method: HttpMethod
  /** Path pattern such as `/v1/account/:address/balance`; a trailing slash is not significant. */
  pattern: string
  /** Query fields that must be present (SPEC §7: project id, st, sv on provider calls). */
  requiredQuery: readonly string[]
  handle: (request: RouteRequest) => Promise<RouteResponse>
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'not-found' }

/** `/v1/` and `/v1` are the same resource: SPEC §7 writes the RPC proxy as `/v1/?chainId=`. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const patternParts = normalizePath(pattern).split('/')
  const pathParts = normalizePath(path).split('/')
  if (patternParts.length !== pathParts.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? ''
    if (part.startsWith(':')) {
      if (actual === '') return undefined
      params[part.slice(1)] = decodeURIComponent(actual)
    } else if (part !== actual) return undefined
  }
  return params
}

/** Finds the route for a request, telling "no such path" apart from "path exists, other method" (405). */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const allowed: HttpMethod[] = []
  for (const route of routes) {
    const params = matchPattern(route.pattern, path)
    if (!params) continue
    if (route.method === method) return { kind: 'found', route, params }
    allowed.push(route.method)
  }
  return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'not-found' }
}
