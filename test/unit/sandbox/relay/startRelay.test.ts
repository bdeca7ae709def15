import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { expect } from 'chai'
import { WebSocket } from 'ws'
import { startRelay } from '../../../../devtools/sandbox/relay/startRelay'
import type { LocalRelay, StartRelayParameters } from '../../../../devtools/sandbox/relay/startRelay'
import { until } from '../phoneWallet/waitFor'
import { authJwt, connectRawClient, randomClientId, randomTopic } from './rawRelayClient'
import type { RawRelayClient } from './rawRelayClient'

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

describe('local WalletConnect relay (raw ws clients)', function () {
  this.timeout(5_000)
  let relay: LocalRelay
  let clients: RawRelayClient[] = []

  async function start(parameters: StartRelayParameters = {}): Promise<void> {
    await relay?.stop()
    relay = await startRelay(parameters)
  }

  async function client(options: Parameters<typeof connectRawClient>[1] = {}): Promise<RawRelayClient> {
    const connected = await connectRawClient(relay.url, options)
    clients.push(connected)
    return connected
  }

  beforeEach(async () => {
    relay = await startRelay()
  })

  afterEach(async () => {
    await Promise.all(clients.map(each => each.close()))
    clients = []
    await relay.stop()
  })

  /** The socket's handshake outcome: 'open', or the HTTP status it was refused with. */
  async function handshake(url: string): Promise<number | 'open'> {
    const socket = new WebSocket(url)
    try {
      return await new Promise((resolve, reject) => {
        socket.once('open', () => resolve('open'))
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        socket.once('error', reject)
      })
    } finally {
      socket.terminate()
    }
  }

  describe('sockets', () => {
    it('serves ws://127.0.0.1 on a free port by default', () => {
      expect(relay.url).to.match(/^ws:\/\/127\.0\.0\.1:\d+$/)
      expect(relay.url).to.equal(`ws://127.0.0.1:${relay.port}`)
    })

    it('refuses a socket without an auth JWT, or with one it cannot read, with HTTP 401', async () => {
      expect(await handshake(relay.url)).to.equal(401)
      expect(await handshake(`${relay.url}/?auth=not-a-jwt`)).to.equal(401)
      expect(await handshake(`${relay.url}/?auth=${authJwt({ iss: 'alice' })}`)).to.equal(401)
      expect(relay.stats().connectedClients).to.equal(0)
      expect(await handshake(`${relay.url}/?auth=${authJwt({ iss: randomClientId() })}`)).to.equal('open')
    })

    it('answers plain HTTP with its counters', async () => {
      await client()
      const body = (await (await fetch(relay.url.replace(/^ws/, 'http'))).json()) as Record<string, unknown>
      expect(body).to.deep.equal({ relay: 'vestibule sandbox relay', connectedClients: 1, subscriptions: 0, pendingMessages: 0 })
    })

    it('pings every socket at the configured interval', async () => {
      await start({ pingIntervalMs: 30 })
      const alice = await client()
      await once(alice.socket, 'ping')
      await once(alice.socket, 'ping')
    })

    it('closes a socket that leaves a ping unanswered', async () => {
      await start({ pingIntervalMs: 100 })
      const silent = await client({ autoPong: false })
      const answering = await client()
      await once(silent.socket, 'close')
      await until(() => relay.stats().connectedClients === 1, 'the relay to forget the silent socket')
      expect(answering.socket.readyState).to.equal(WebSocket.OPEN)
    })

    it('dropConnections() closes every client socket; clients may connect again', async () => {
      const alice = await client()
      const bob = await client()
      await alice.request('irn_subscribe', { topic: randomTopic() })
      const closed = Promise.all([once(alice.socket, 'close'), once(bob.socket, 'close')])
      await relay.dropConnections()
      await closed
      expect(relay.stats()).to.deep.equal({ connectedClients: 0, subscriptions: 0, pendingMessages: 0 })
      await client({ clientId: alice.clientId })
      expect(relay.stats().connectedClients).to.equal(1)
    })

    it('restart() forgets every subscription and held message, and serves the same URL again', async () => {
      const alice = await client()
      await alice.request('irn_subscribe', { topic: randomTopic() })
      await alice.request('irn_publish', { topic: randomTopic(), message: 'held', ttl: 300, tag: 1000 })
      expect(relay.stats().pendingMessages).to.equal(1)
      const closed = once(alice.socket, 'close')
      await relay.restart()
      await closed
      expect(relay.stats()).to.deep.equal({ connectedClients: 0, subscriptions: 0, pendingMessages: 0 })
      const again = await client({ clientId: alice.clientId })
      const topic = randomTopic()
      expect((await again.request('irn_subscribe', { topic })).result).to.equal(sha256(topic + alice.clientId))
      expect(relay.stats().connectedClients).to.equal(1)
    })
  })

  describe('subscribe and publish', () => {
    it('answers irn_subscribe with sha256(topic + client id), the id the clients compute themselves', async () => {
      const alice = await client()
      const topic = randomTopic()
      const answer = await alice.request('irn_subscribe', { topic })
      expect(answer).to.deep.equal({ jsonrpc: '2.0', id: answer.id, result: sha256(topic + alice.clientId) })
    })

    it('pushes a published message to the subscriber as irn_subscription, and an ack settles it', async () => {
      const wallet = await client()
      const dapp = await client()
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      expect(await dapp.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108, prompt: false, correlationId: 7 })).to.include({
        result: true,
      })
      const push = await wallet.next(frame => frame.method === 'irn_subscription', 'the push')
      expect(push.params).to.deep.include({ id: sha256(topic + wallet.clientId) })
      expect((push.params as { data: unknown }).data).to.deep.include({ topic, message: 'hello', tag: 1108 })
      expect(relay.stats().pendingMessages).to.equal(1)
      wallet.ack(push.id as number)
      await wallet.barrier()
      expect(relay.stats().pendingMessages).to.equal(0)
    })

    it('never pushes a message back to the client that published it', async () => {
      const dapp = await client()
      const topic = randomTopic()
      await dapp.request('irn_subscribe', { topic })
      await dapp.request('irn_publish', { topic, message: 'mine', ttl: 300 })
      await dapp.barrier()
      expect(dapp.pushes()).to.deep.equal([])
    })

    it('holds a message published before the peer subscribes, and delivers it right after the subscribe answer', async () => {
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      await dapp.request('irn_publish', { topic, message: 'proposal', ttl: 300 })
      expect(relay.stats().pendingMessages).to.equal(1)
      const answer = await wallet.request('irn_subscribe', { topic })
      const push = await wallet.next(frame => frame.method === 'irn_subscription', 'the held message')
      expect(wallet.frames.indexOf(answer)).to.be.lessThan(wallet.frames.indexOf(push))
      expect((push.params as { data: { message: string } }).data.message).to.equal('proposal')
    })

    it('delivers each message once per client: not again on resubscribe, nor when published twice', async () => {
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      await dapp.request('irn_publish', { topic, message: 'once', ttl: 300 })
      await dapp.request('irn_publish', { topic, message: 'once', ttl: 300 })
      const push = await wallet.next(frame => frame.method === 'irn_subscription', 'the push')
      wallet.ack(push.id as number)
      await wallet.request('irn_subscribe', { topic })
      await wallet.close()
      const again = await client({ clientId: wallet.clientId })
      await again.request('irn_subscribe', { topic })
      await again.barrier()
      expect(wallet.pushes()).to.have.length(1)
      expect(again.pushes()).to.deep.equal([])
    })

    it('pushes an unacknowledged message again when the client comes back on a new socket', async () => {
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      await dapp.request('irn_publish', { topic, message: 'lost in the drop', ttl: 300 })
      await wallet.next(frame => frame.method === 'irn_subscription', 'the first push')
      await wallet.close()
      const again = await client({ clientId: wallet.clientId })
      await again.request('irn_batchSubscribe', { topics: [topic] })
      const push = await again.next(frame => frame.method === 'irn_subscription', 'the push again')
      expect((push.params as { data: { message: string } }).data.message).to.equal('lost in the drop')
    })

    it('delivers to every subscribed client, once each', async () => {
      const dapp = await client()
      const first = await client()
      const second = await client()
      const topic = randomTopic()
      await first.request('irn_subscribe', { topic })
      await second.request('irn_subscribe', { topic })
      await dapp.request('irn_publish', { topic, message: 'to both', ttl: 300 })
      await Promise.all([first.barrier(), second.barrier()])
      expect(first.pushes()).to.have.length(1)
      expect(second.pushes()).to.have.length(1)
    })

    it('stops pushing after irn_unsubscribe (and unsubscribing twice is fine)', async () => {
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      const { result: id } = await wallet.request('irn_subscribe', { topic })
      expect(await wallet.request('irn_unsubscribe', { topic, id })).to.include({ result: true })
      expect(await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic, id }] })).to.include({ result: true })
      await dapp.request('irn_publish', { topic, message: 'nobody listens', ttl: 300 })
      await wallet.barrier()
      expect(wallet.pushes()).to.deep.equal([])
      expect(relay.stats()).to.include({ subscriptions: 0, pendingMessages: 1 })
    })

    it('drops a held message once its ttl has passed', async () => {
      let now = 1_000_000
      await start({ now: () => now })
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      await dapp.request('irn_publish', { topic, message: 'short lived', ttl: 30 })
      now += 30_000
      await wallet.request('irn_subscribe', { topic })
      await wallet.barrier()
      expect(wallet.pushes()).to.deep.equal([])
      expect(relay.stats().pendingMessages).to.equal(0)
    })

    it('answers irn_batchSubscribe with the ids in order, and irn_batchPublish publishes each message', async () => {
      const dapp = await client()
      const wallet = await client()
      const topics = [randomTopic(), randomTopic()]
      const answer = await wallet.request('irn_batchSubscribe', { topics })
      expect(answer.result).to.deep.equal(topics.map(topic => sha256(topic + wallet.clientId)))
      await dapp.request('irn_batchPublish', { messages: topics.map((topic, index) => ({ topic, message: `m${index}`, ttl: 300 })) })
      await wallet.barrier()
      expect(wallet.pushes().map(push => push.params.data.message)).to.deep.equal(['m0', 'm1'])
    })

    it('hands held messages over on irn_batchFetchMessages (hasMore: false), and does not push them again', async () => {
      const dapp = await client()
      const wallet = await client()
      const topic = randomTopic()
      await dapp.request('irn_publish', { topic, message: 'fetched', ttl: 300, attestation: 'jwt' })
      const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
      expect(fetched.result).to.deep.include({ hasMore: false })
      expect((fetched.result as { messages: unknown[] }).messages).to.have.length(1)
      expect((fetched.result as { messages: unknown[] }).messages[0]).to.deep.include({ topic, message: 'fetched', attestation: 'jwt' })
      expect((await wallet.request('irn_fetchMessages', { topic })).result).to.deep.equal({ messages: [], hasMore: false })
      await wallet.request('irn_subscribe', { topic })
      await wallet.barrier()
      expect(wallet.pushes()).to.deep.equal([])
    })
  })

  describe('session methods of the 2.25 clients', () => {
    it('wc_proposeSession subscribes the dapp to the pairing topic and holds the proposal for the wallet', async () => {
      const dapp = await client()
      const pairingTopic = randomTopic()
      expect(await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300, attestation: 'a', correlationId: 1 })).to.include({
        result: true,
      })
      expect(relay.stats()).to.include({ subscriptions: 1, pendingMessages: 1 })

      const wallet = await client()
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const proposal = await wallet.next(frame => frame.method === 'irn_subscription', 'the proposal')
      expect((proposal.params as { data: unknown }).data).to.deep.include({ topic: pairingTopic, message: 'proposal', tag: 1100, attestation: 'a' })

      // The dapp's implicit subscription carries the id the dapp computed for itself.
      await wallet.request('irn_publish', { topic: pairingTopic, message: 'answer', ttl: 300 })
      const answer = await dapp.next(frame => frame.method === 'irn_subscription', 'the answer on the pairing topic')
      expect(answer.params).to.deep.include({ id: sha256(pairingTopic + dapp.clientId) })
    })

    it('wc_approveSession subscribes the wallet to the session topic and publishes the response and the settle request', async () => {
      const dapp = await client()
      const wallet = await client()
      const pairingTopic = randomTopic()
      const sessionTopic = randomTopic()
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const answer = await wallet.request('wc_approveSession', {
        pairingTopic,
        sessionTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      })
      expect(answer.result).to.equal(true)

      const response = await dapp.next(frame => frame.method === 'irn_subscription', 'the proposal response')
      expect((response.params as { data: unknown }).data).to.deep.include({ topic: pairingTopic, message: 'response', tag: 1101 })
      await dapp.request('irn_subscribe', { topic: sessionTopic })
      const settle = await dapp.next(
        frame => frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === sessionTopic,
        'the settle request',
      )
      expect((settle.params as { data: unknown }).data).to.deep.include({ message: 'settle', tag: 1102 })

      await dapp.request('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300 })
      const settled = await wallet.next(
        frame => frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === sessionTopic,
        'the settle answer',
      )
      expect(settled.params).to.deep.include({ id: sha256(sessionTopic + wallet.clientId) })
    })
  })

  describe('malformed frames', () => {
    it('answers each bad frame with a JSON-RPC error and keeps the socket working', async () => {
      const alice = await client()
      alice.sendText('{not json')
      expect(await alice.next(frame => frame.error?.code === -32700, 'the parse error')).to.deep.include({ id: null })

      alice.sendText(JSON.stringify({ jsonrpc: '2.0', id: 5 }))
      expect(await alice.next(frame => frame.error?.code === -32600, 'the invalid request error')).to.deep.include({ id: 5 })

      alice.sendText(JSON.stringify([1, 2]))
      expect(await alice.next(frame => frame.error?.code === -32600, 'the error for a batch')).to.deep.include({ id: null })

      const unknown = await alice.request('irn_teleport', {})
      expect(unknown.error).to.deep.equal({ code: -32601, message: 'Method not found: irn_teleport' })
      expect((await alice.request('toString')).error?.code).to.equal(-32601)

      const badTopic = await alice.request('irn_subscribe', { topic: 'short' })
      expect(badTopic.error?.code).to.equal(-32602)
      expect(badTopic.error?.message).to.match(/irn_subscribe at params\.topic: expected a topic/)
      expect((await alice.request('irn_publish', { topic: randomTopic(), message: '', ttl: 300 })).error?.code).to.equal(-32602)
      expect((await alice.request('irn_publish', { topic: randomTopic(), message: 'm' })).error?.code).to.equal(-32602)

      expect((await alice.request('irn_subscribe', { topic: randomTopic() })).result).to.be.a('string')
      expect(alice.socket.readyState).to.equal(WebSocket.OPEN)
    })

    it('closes only the socket that sends a frame above the size limit', async () => {
      const alice = await client()
      const bob = await client()
      const closed = once(alice.socket, 'close')
      alice.sendText('x'.repeat(2 * 1024 * 1024))
      await closed
      expect((await bob.request('irn_subscribe', { topic: randomTopic() })).result).to.be.a('string')
    })
  })

  it('counts sockets, subscriptions and unacknowledged messages', async () => {
    const dapp = await client()
    const wallet = await client()
    await dapp.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
    await wallet.request('irn_publish', { topic: randomTopic(), message: 'waiting', ttl: 300 })
    expect(relay.stats()).to.deep.equal({ connectedClients: 2, subscriptions: 2, pendingMessages: 1 })
  })
})
