import type { IncomingMessage } from 'node:http'

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The sandbox serves pages from any local port (demo, test pages), never from elsewhere. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTNAMES.has(url.hostname)
  } catch {
    return false
  }
}

/**
 * CORS headers for a request: the origin is echoed back only when it is local,
 * so a page served from elsewhere is refused by the browser. Requests without
 * an Origin (node's fetch, curl) need no CORS headers.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin || !isLocalOrigin(origin)) return {}
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
  // Echo whatever headers the client wants to send (content-type, sdk headers);
  // the sandbox has nothing to protect from a local page.
  const requested = req.headers['access-control-request-headers']
  if (requested) headers['access-control-allow-headers'] = requested
  return headers
}
