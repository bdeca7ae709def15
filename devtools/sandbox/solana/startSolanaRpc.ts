import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { corsHeaders } from '../api/cors'
import { BodyError, readJsonBody, sendJson } from '../api/httpJson'
import { createLocalSvm, type LocalSvm } from './createLocalSvm'
import { createSolanaRpcMethods } from './createSolanaRpcMethods'
import { SolanaRpcError } from './solanaRpcError'
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from './solanaSandboxConstants'

export type StartSolanaRpcParameters = { port?: number; host?: string }

export type SolanaRpc = {
  caipNetworkId: typeof SOLANA_LOCAL_CAIP_NETWORK_ID
  /** JSON-RPC over HTTP POST. */
  rpcUrl: string
  /** The same port, upgraded: `signatureSubscribe` for web3.js confirmations. */
  wsUrl: string
  local: LocalSvm
  /**
   * The next `times` calls of `method` get no answer: their connection is destroyed (a dropped
   * RPC). Browsers silently retry a request whose reused connection closed, so a test of a page
   * drops more than one; `times` 0 stops dropping.
   */
  dropNext(method: string, times?: number): void
  stop(): Promise<void>
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.unknown().optional(),
})

/**
 * The local Solana chain: LiteSVM in-process behind a JSON-RPC endpoint that speaks what web3.js
 * 1.x, spl-token and wallets call (HTTP, batches, and a WebSocket on the same port for
 * `signatureSubscribe`). Pass `wsEndpoint: wsUrl` to web3.js's `Connection`: by default it
 * would look for the socket on the next port.
 *
 * @example
 * const rpc = await startSolanaRpc()
 * const connection = new Connection(rpc.rpcUrl, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
 */
export async function startSolanaRpc(parameters: StartSolanaRpcParameters = {}): Promise<SolanaRpc> {
  const local = createLocalSvm()
  const methods = createSolanaRpcMethods(local)
  const drops = new Map<string, number>()

  const answer = (request: unknown) => {
    const parsed = requestSchema.safeParse(request)
    if (!parsed.success) return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
    const { id = null, method, params } = parsed.data
    try {
      return { jsonrpc: '2.0', id, result: methods.call(method, params) }
    } catch (error) {
      const rpcError = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, error instanceof Error ? error.message : String(error))
      return { jsonrpc: '2.0', id, error: { code: rpcError.code, message: rpcError.message, ...(rpcError.data === undefined ? {} : { data: rpcError.data }) } }
    }
  }
  const dropped = (requests: readonly unknown[]) =>
    requests.some(request => {
      const method = requestSchema.safeParse(request).data?.method
      const left = method === undefined ? 0 : (drops.get(method) ?? 0)
      if (left <= 0) return false
      if (left === 1) drops.delete(method!)
      else drops.set(method!, left - 1)
      return true
    })

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = corsHeaders(req)
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end()
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'JSON-RPC takes POST' }, headers)
    let body: unknown
    try {
      body = await readJsonBody(req)
    } catch (error) {
      const status = error instanceof BodyError ? error.status : 400
      return sendJson(res, status, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }, headers)
    }
    if (dropped(Array.isArray(body) ? body : [body])) return void req.socket.destroy()
    sendJson(res, 200, Array.isArray(body) ? body.map(answer) : answer(body), headers)
  }

  const server = createServer((req, res) => void handle(req, res))
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', socket => serveSubscriptions(socket, methods))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, parameters.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    local,
    dropNext: (method, times = 1) => void drops.set(method, times),
    stop: async () => {
      for (const client of sockets.clients) client.terminate()
      await new Promise<void>(resolve => sockets.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    },
  }
}

const subscribeSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})

/**
 * `signatureSubscribe` (one notification when the signature lands, then the subscription ends,
 * as a validator does) and `signatureUnsubscribe`; other subscriptions are answered as unknown.
 */
function serveSubscriptions(socket: WebSocket, methods: ReturnType<typeof createSolanaRpcMethods>): void {
  let nextId = 1
  const pending = new Map<number, string>()
  const notify = (subscription: number, slot: number, err: unknown) => {
    pending.delete(subscription)
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { subscription, result: { context: { slot }, value: { err } } } }))
  }
  const stop = methods.onLanded((signature, status) => {
    for (const [subscription, awaited] of pending) if (awaited === signature) notify(subscription, status.slot, status.err)
  })
  socket.on('close', stop)
  socket.on('message', raw => {
    let message: unknown
    try {
      message = JSON.parse(String(raw))
    } catch {
      return socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
    }
    const parsed = subscribeSchema.safeParse(message)
    if (!parsed.success) return socket.send(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }))
    const { id, method, params = [] } = parsed.data
    if (method === 'signatureSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId++
      pending.set(subscription, params[0])
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: subscription }))
      const landed = methods.statusOf(params[0])
      if (landed) notify(subscription, landed.slot, landed.err)
      return
    }
    if (method === 'signatureUnsubscribe') {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: pending.delete(Number(params[0])) }))
      return
    }
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }))
  })
}
