import { randomBytes, randomInt } from 'node:crypto'
import { once } from 'node:events'
import { WebSocket } from 'ws'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A did:key-shaped client id, like the clients' (`did:key:z6Mk…`). */
export function randomClientId(): string {
  return `did:key:z6Mk${Array.from({ length: 44 }, () => BASE58[randomInt(BASE58.length)]).join('')}`
}

/** A random topic (64 lower-case hex), as the clients derive them. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

/** A JWT shaped like relay-auth's; the relay reads the payload and does not check the signature. */
export function authJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ sub: 'test', aud: 'ws://127.0.0.1', iat: 1, exp: 2 ** 31, ...claims })}.${Buffer.from('not checked').toString('base64url')}`
}

type Frame = { jsonrpc?: string; id?: unknown; method?: string; params?: unknown; result?: unknown; error?: { code: number; message: string } }

export type Push = { id: number; params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string } } }

export type RawRelayClient = {
  clientId: string
  socket: WebSocket
  /** Every frame received, in order. */
  frames: Frame[]
  /** Sends a request and resolves with the response frame (result or error). */
  request: (method: string, params?: unknown) => Promise<Frame>
  /** Sends text as is. */
  sendText: (text: string) => void
  /** The next frame matching the predicate, looking at frames not yet returned by it first. */
  next: (predicate: (frame: Frame) => boolean, label: string) => Promise<Frame>
  /** irn_subscription pushes received so far. */
  pushes: () => Push[]
  ack: (pushId: number) => void
  /** A request the relay answers trivially: once it is answered, every push due before it has arrived. */
  barrier: () => Promise<void>
  close: () => Promise<void>
}

export type ConnectRawClientOptions = { clientId?: string; autoPong?: boolean }

/**
 * A bare `ws` client speaking the relay JSON-RPC by hand, to test the relay without the
 * WalletConnect clients in the way.
 */
export async function connectRawClient(relayUrl: string, options: ConnectRawClientOptions = {}): Promise<RawRelayClient> {
  const clientId = options.clientId ?? randomClientId()
  const socket = new WebSocket(`${relayUrl}/?auth=${authJwt({ iss: clientId })}&ua=test`, { autoPong: options.autoPong ?? true })
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  const consumed = new Set<Frame>()
  let nextId = 1

  socket.on('message', data => {
    frames.push(JSON.parse(String(data)) as Frame)
    for (const wake of [...waiters]) wake()
  })
  await once(socket, 'open')

  function next(predicate: (frame: Frame) => boolean, label: string): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = frames.find(frame => !consumed.has(frame) && predicate(frame))
        if (!found) return false
        consumed.add(found)
        waiters.delete(wake)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const wake = (): void => void check()
      const timer = setTimeout(() => {
        waiters.delete(wake)
        reject(new Error(`timed out waiting for ${label}`))
      }, 3_000)
      waiters.add(wake)
      check()
    })
  }

  async function request(method: string, params?: unknown): Promise<Frame> {
    const id = `${Date.now()}${nextId++}`
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }))
    return next(frame => frame.id === id && frame.method === undefined, `the answer to ${method}`)
  }

  return {
    clientId,
    socket,
    frames,
    request,
    sendText: text => socket.send(text),
    next,
    pushes: () => frames.filter(frame => frame.method === 'irn_subscription') as unknown as Push[],
    ack: pushId => socket.send(JSON.stringify({ jsonrpc: '2.0', id: pushId, result: true })),
    barrier: async () => {
      await request('irn_unsubscribe', { topic: randomTopic(), id: 'barrier' })
    },
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return
      const closed = once(socket, 'close')
      socket.close()
      await closed
    },
  }
}
