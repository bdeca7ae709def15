import { sendJson } from '../api/httpJson'
import type { PageRequestHandler } from './startPageServer'

export const SANDBOX_CONTROL_PATH = '/__sandbox'
export const RELAY_DROP_PATH = `${SANDBOX_CONTROL_PATH}/relay/drop`

export interface SandboxControls {
  /** Closes every client socket of the local relay; WalletConnect clients reconnect on their own. */
  dropRelayConnections(): Promise<void>
}

/**
 * Controls the demo's devtools scenarios call on the page server (same origin as the demo):
 *
 *   POST /__sandbox/relay/drop   drops every relay connection
 *
 * POSTs must be `application/json`, which a page on another origin cannot send without a CORS
 * preflight this server never grants.
 */
export function sandboxControlRoutes(controls: SandboxControls): PageRequestHandler {
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://page.invalid').pathname
    if (path !== RELAY_DROP_PATH) return false
    const headers = { 'cache-control': 'no-store' }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...headers, allow: 'POST' }).end()
      return true
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      sendJson(res, 415, { error: 'expected content-type application/json' }, headers)
      return true
    }
    await controls.dropRelayConnections()
    sendJson(res, 200, { dropped: true }, headers)
    return true
  }
}
