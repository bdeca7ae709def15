import { expect } from 'chai'
import sinon from 'sinon'
import { parseSiweMessage } from 'viem/siwe'
import { createHttpClient } from '../../../../../core/http/createHttpClient'
import { createStorage } from '../../../../../core/storage/createStorage'
import { hostedSiwx } from '../../../../../plugins/features/siwx/hostedSiwx'
import { SIWX_SESSIONS_KEY } from '../../../../../plugins/features/siwx/siwxConstants'
import type { SIWXSession } from '../../../../../plugins/features/siwx/siwxTypes'
import { memoryStorage } from '../../../offlineEnvironment'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:31337' as const
const NOW = Date.parse('2026-01-01T00:00:00.000Z')
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function session(expirationTime = new Date(NOW + 60_000).toISOString()): SIWXSession {
  return {
    data: {
      accountAddress: ADDRESS,
      chainId: CHAIN,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: 'abcdefgh12',
      issuedAt: new Date(NOW - 1_000).toISOString(),
      expirationTime,
    },
    message: 'localhost:5173 wants you to sign in…',
    signature: `0x${'ab'.repeat(65)}`,
  }
}

describe('hosted sign-in sessions (SPEC §7 /v1/sessions/{address})', () => {
  const logger = { debug: sinon.spy(), info: sinon.spy(), warn: sinon.spy(), error: sinon.spy(), child: () => logger }
  afterEach(() => sinon.resetHistory())

  function start(answer: (url: URL, init: RequestInit) => Response | Promise<Response>, seed: Record<string, string> = {}, timeoutMs?: number) {
    const backend = memoryStorage(seed)
    const calls: string[] = []
    const api = createHttpClient({
      baseUrl: 'http://api.test',
      projectId: 'p',
      timeoutMs,
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input))
        calls.push(`${init.method ?? 'GET'} ${url.pathname}`)
        return answer(url, init)
      }) as typeof fetch,
    })
    const storage = createStorage({ backend, logger })
    const siwx = hostedSiwx(
      { api, storage, logger, now: () => NOW, domain: 'localhost:5173', uri: 'http://localhost:5173' },
      { required: true, statement: 'Sign in to the demo', expiresInMs: 3_600_000 },
    )
    return { siwx, backend, calls }
  }
  const stored = (pci: string, entry = session()) => ({ [SIWX_SESSIONS_KEY]: JSON.stringify([{ pci, session: entry }]) })

  it('builds an EIP-4361 message with the API nonce, the page domain and the configured lifetime', async () => {
    const { siwx, calls } = start(() => json({ nonce: 'n0nce1234567' }))
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN })
    const fields = parseSiweMessage(message.toString())
    expect(fields).to.deep.include({
      address: ADDRESS,
      chainId: 31337,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'n0nce1234567',
      statement: 'Sign in to the demo',
      version: '1',
    })
    expect(fields.expirationTime?.getTime()).to.equal(NOW + 3_600_000)
    expect(calls).to.deep.equal([`GET /v1/sessions/${ADDRESS}/nonce`])
    expect(siwx.getRequired()).to.equal(true)
  })

  it('refuses a malformed nonce answer', async () => {
    const { siwx } = start(() => json({ nonce: 'bad nonce!' }))
    const error = await siwx.createMessage({ accountAddress: ADDRESS, chainId: CHAIN }).catch((caught: Error) => caught)
    expect((error as Error).message).to.include('does not match the expected shape')
  })

  it('keeps a session the API verified, and finds it again while the API lists it', async () => {
    const { siwx, backend } = start((_url, init) =>
      init.method === 'POST'
        ? json({ pci: 'pci-1', address: ADDRESS, caipNetworkId: CHAIN, issuedAt: new Date(NOW).toISOString(), expiresAt: new Date(NOW + 60_000).toISOString() })
        : json({
            sessions: [
              { pci: 'pci-1', address: ADDRESS, caipNetworkId: CHAIN, issuedAt: new Date(NOW).toISOString(), expiresAt: new Date(NOW + 60_000).toISOString() },
            ],
          }),
    )
    await siwx.addSession(session())
    expect(JSON.parse(backend.map.get(SIWX_SESSIONS_KEY)!)[0].pci).to.equal('pci-1')
    expect(await siwx.getSessions(CHAIN, ADDRESS.toLowerCase())).to.deep.equal([session()])
    expect(await siwx.getSessions('eip155:31338', ADDRESS)).to.deep.equal([])
  })

  it('does not count a stored session signed for another domain, even one the API lists', async () => {
    const listed = json({
      sessions: [
        { pci: 'pci-1', address: ADDRESS, caipNetworkId: CHAIN, issuedAt: new Date(NOW).toISOString(), expiresAt: new Date(NOW + 60_000).toISOString() },
      ],
    })
    const elsewhere = session()
    const { siwx } = start(() => listed.clone(), stored('pci-1', { ...elsewhere, data: { ...elsewhere.data, domain: 'evil.example' } }))
    expect(await siwx.getSessions(CHAIN, ADDRESS)).to.deep.equal([])
  })

  it('forgets a session the API no longer lists (revoked elsewhere)', async () => {
    const { siwx, backend } = start(() => json({ sessions: [] }), stored('pci-1'))
    expect(await siwx.getSessions(CHAIN, ADDRESS)).to.deep.equal([])
    expect(backend.map.has(SIWX_SESSIONS_KEY)).to.equal(false)
  })

  for (const [fault, answer] of [
    ['a 5xx', () => json({ message: 'down' }, 503)],
    ['a malformed list', () => json({ sessions: [{ pci: 42 }] })],
    // A server that never answers: only the client's abort (its timeout) ends the wait.
    [
      'a timeout',
      (_url: URL, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ],
  ] as const) {
    it(`keeps the stored session, with a warning, when the list call meets ${fault}`, async () => {
      const { siwx } = start(answer, stored('pci-1'), 50)
      expect(await siwx.getSessions(CHAIN, ADDRESS)).to.deep.equal([session()])
      expect(logger.warn.calledWithMatch('The sessions API did not answer')).to.equal(true)
    })
  }

  it('drops an expired stored session without asking the API', async () => {
    const { siwx, backend, calls } = start(() => json({ sessions: [] }), stored('pci-1', session(new Date(NOW - 1).toISOString())))
    expect(await siwx.getSessions(CHAIN, ADDRESS)).to.deep.equal([])
    expect(calls).to.deep.equal([])
    expect(backend.map.has(SIWX_SESSIONS_KEY)).to.equal(false)
  })

  it('drops stored sessions of the wrong shape, with a warning', async () => {
    const { siwx, backend } = start(() => json({ sessions: [] }), { [SIWX_SESSIONS_KEY]: JSON.stringify([{ pci: 'x', session: { data: {} } }]) })
    expect(await siwx.getSessions(CHAIN, ADDRESS)).to.deep.equal([])
    expect(logger.warn.calledWithMatch('Dropped the stored sign-in sessions')).to.equal(true)
    expect(backend.map.has(SIWX_SESSIONS_KEY)).to.equal(false)
  })

  it('revokes with the session id and its signature (SPEC §7 body pci, signature), then forgets it', async () => {
    const bodies: unknown[] = []
    const { siwx, backend, calls } = start((_url, init) => {
      bodies.push(JSON.parse(String(init.body)))
      return json({ revoked: 'pci-1' })
    }, stored('pci-1'))
    await siwx.revokeSession(CHAIN, ADDRESS)
    expect(calls).to.deep.equal([`POST /v1/sessions/${ADDRESS}/revoke`])
    expect(bodies).to.deep.equal([{ pci: 'pci-1', signature: session().signature }])
    expect(backend.map.has(SIWX_SESSIONS_KEY)).to.equal(false)
  })

  it('keeps the session when the revoke call fails, so it can be tried again', async () => {
    const { siwx, backend } = start(() => json({ message: 'down' }, 500), stored('pci-1'))
    const error = await siwx.revokeSession(CHAIN, ADDRESS).catch((caught: Error) => caught)
    expect(error).to.be.instanceOf(Error)
    expect(backend.map.has(SIWX_SESSIONS_KEY)).to.equal(true)
  })
})
