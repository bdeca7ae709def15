import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import type { RawData } from 'ws'
import { clientIdFromAuth } from './clientIdFromAuth'
import { handleFrame } from './handleFrame'
import type { RelayConnection } from './relayConnection'
import { createRelayEngine } from './relayEngine'
import type { RelayStats } from './relayEngine'

export type StartRelayParameters = {
  /** 0 or omitted: any free port. */
  port?: number
  host?: string
  /**
   * How often every socket is pinged (and held messages past their ttl are dropped). Node
   * clients terminate a socket that has not been pinged for 35 s; the hosted relay pings
   * well inside that. A socket that has not answered the previous ping is closed.
   */
  pingIntervalMs?: number
  /** Clock for message ttls (tests). */
  now?: () => number
}

export type LocalRelay = {
  /** `ws://127.0.0.1:NNNN`: what the clients take as `relayUrl`. */
  url: string
  port: number
  /** Closes every client socket at once, as a network drop would; resolves when all are closed. */
  dropConnections: () => Promise<void>
  /**
   * Stops and starts again on the same port with nothing remembered (subscriptions, held
   * messages), as a relay redeploy does: the clients must reconnect and subscribe again.
   */
  restart: () => Promise<void>
  stats: () => RelayStats
  stop: () => Promise<void>
}

/** Larger than any sign-protocol message (a session settle with many chains is a few kB). */
const MAX_FRAME_BYTES = 1024 * 1024

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data as ArrayBuffer).toString('utf8')
}

function refuseUpgrade(socket: Duplex, reason: string): void {
  const body = `${reason}\n`
  socket.on('error', () => socket.destroy())
  socket.end(
    `HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * A local WalletConnect relay for the sandbox and tests: the relay JSON-RPC of the 2.25
 * clients (see relayMethods.ts) on `ws`, in memory, loopback only. A socket must carry
 * the client's auth JWT (`?auth=`), as the clients always do.
 *
 * @example
 * const relay = await startRelay()
 * const client = await SignClient.init({ projectId, relayUrl: relay.url, … })
 * await relay.dropConnections() // the clients reconnect and resubscribe
 * relay.stats() // { connectedClients: 2, subscriptions: 3, pendingMessages: 0 }
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<LocalRelay> {
  const { port = 0, host = '127.0.0.1', pingIntervalMs = 15_000 } = parameters
  let engine = createRelayEngine({ now: parameters.now })
  const sockets = new Map<WebSocket, RelayConnection>()
  const answeredPing = new WeakSet<WebSocket>()
  let nextConnectionId = 1

  // Plain HTTP gets a small status answer, so a person (or a health check) can see the relay is up.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ relay: 'vestibule sandbox relay', ...engine.stats() }))
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })

  server.on('upgrade', (req, socket, head) => {
    const auth = clientIdFromAuth(new URL(req.url ?? '/', 'ws://relay.invalid').searchParams.get('auth'))
    if (!auth.ok) return refuseUpgrade(socket, auth.reason)
    wss.handleUpgrade(req, socket, head, ws => accept(ws, auth.clientId))
  })

  function accept(ws: WebSocket, clientId: string): void {
    const connection: RelayConnection = {
      id: nextConnectionId++,
      clientId,
      send: frame => {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame))
      },
    }
    sockets.set(ws, connection)
    answeredPing.add(ws)
    engine.connect(connection)
    ws.on('pong', () => answeredPing.add(ws))
    ws.on('message', data => handleFrame(engine, connection, frameText(data)))
    // A protocol error (oversized or malformed frame) closes that socket only.
    ws.on('error', () => ws.terminate())
    ws.on('close', () => {
      sockets.delete(ws)
      engine.disconnect(connection)
    })
  }

  const pinger = setInterval(() => {
    engine.sweep()
    for (const ws of sockets.keys()) {
      if (!answeredPing.has(ws)) {
        ws.terminate()
        continue
      }
      answeredPing.delete(ws)
      ws.ping()
    }
  }, pingIntervalMs)

  async function closeAll(): Promise<void> {
    const closed = [...sockets.keys()].map(ws => (ws.readyState === WebSocket.CLOSED ? undefined : once(ws, 'close')))
    for (const ws of sockets.keys()) ws.terminate()
    await Promise.all(closed)
  }

  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  async function closeServer(): Promise<void> {
    await closeAll()
    const closed = new Promise<void>(resolve => server.close(() => resolve()))
    server.closeAllConnections()
    await closed
  }

  try {
    await listen(port)
  } catch (error) {
    clearInterval(pinger)
    throw error
  }
  const boundPort = (server.address() as AddressInfo).port

  return {
    url: `ws://${host}:${boundPort}`,
    port: boundPort,
    dropConnections: closeAll,
    restart: async () => {
      await closeServer()
      engine = createRelayEngine({ now: parameters.now })
      await listen(boundPort)
    },
    stats: () => engine.stats(),
    stop: async () => {
      clearInterval(pinger)
      await closeServer()
      wss.close()
    },
  }
}
