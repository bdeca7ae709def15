import { expect } from 'chai'
import sinon from 'sinon'
import { z } from 'zod'
import { createHttpClient } from '../../../../core/http/createHttpClient'
import { createQueryLayer, type QueryLayer } from '../../../../core/http/createQueryLayer'
import { HttpError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { definePlugin, type PluginContext } from '../../../../core/plugins/definePlugin'

/** A fetch that answers each call with the next status of `statuses` (the last one repeats). */
function scriptedFetch(statuses: readonly number[], body: unknown = { count: 3 }) {
  const calls: { url: string; at: number; method: string }[] = []
  const fetch = sinon.stub().callsFake(async (url: string, init: RequestInit) => {
    calls.push({ url, at: Date.now(), method: init.method ?? 'GET' })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200
    return new Response(JSON.stringify(body), { status })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

describe('createQueryLayer (SPEC §9 query cache)', () => {
  let clock: sinon.SinonFakeTimers
  let layer: QueryLayer

  beforeEach(async () => {
    layer = createQueryLayer()
    // The reader is an import(): loaded before the clock is faked, as a page's first read would.
    await layer.reader()
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })

  afterEach(() => {
    layer.destroy()
    clock.restore()
  })

  const api = (fetch: typeof globalThis.fetch) => layer.wrap('api', createHttpClient({ baseUrl: 'https://api.test', projectId: 'p1', fetch }))

  it('retries a 5xx 3 times, after 1 s, 2 s and 4 s, then rejects with the last HTTP error', async () => {
    const { fetch, calls } = scriptedFetch([503])
    const started = Date.now()
    const pending = api(fetch)
      .get('/ok')
      .catch((error: unknown) => error)
    await clock.tickAsync(0)
    expect(calls).to.have.length(1)
    await clock.tickAsync(999)
    expect(calls).to.have.length(1)
    await clock.tickAsync(1)
    expect(calls).to.have.length(2)
    await clock.tickAsync(2_000)
    expect(calls).to.have.length(3)
    await clock.tickAsync(3_999)
    expect(calls).to.have.length(3)
    await clock.tickAsync(1)
    expect(calls).to.have.length(4)
    const error = await pending
    expect(error).to.be.instanceOf(HttpError)
    expect((error as HttpError).status).to.equal(503)
    expect(calls.map(call => call.at - started)).to.deep.equal([0, 1_000, 3_000, 7_000])
    await clock.tickAsync(60_000)
    expect(calls).to.have.length(4)
  })

  it('answers with the first success among the retries', async () => {
    const { fetch, calls } = scriptedFetch([500, 502, 200])
    const pending = api(fetch).get('/ok', { schema: z.object({ count: z.number() }) })
    await clock.tickAsync(3_000)
    expect(await pending).to.deep.equal({ count: 3 })
    expect(calls).to.have.length(3)
  })

  it('does not retry a 4xx', async () => {
    for (const status of [400, 404, 429]) {
      const { fetch, calls } = scriptedFetch([status, 200])
      const pending = api(fetch)
        .get(`/status-${status}`)
        .catch((error: unknown) => error)
      await clock.tickAsync(10_000)
      const error = await pending
      expect((error as HttpError).status, String(status)).to.equal(status)
      expect(calls, String(status)).to.have.length(1)
    }
  })

  it('does not retry an answer that fails validation', async () => {
    const { fetch, calls } = scriptedFetch([200], { count: 'three' })
    const pending = api(fetch)
      .get('/ok', { schema: z.object({ count: z.number() }) })
      .catch((error: unknown) => error)
    await clock.tickAsync(10_000)
    const error = await pending
    expect(error).to.be.instanceOf(VestibuleError)
    expect((error as VestibuleError).category).to.equal('DATA_PARSING_ERROR')
    expect(calls).to.have.length(1)
  })

  it('does not retry a timeout (the visitor has waited 10 s already), and retries a dropped connection', async () => {
    const hang = sinon
      .stub()
      .callsFake(
        (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      )
    const pending = api(hang as unknown as typeof globalThis.fetch)
      .get('/slow')
      .catch((error: unknown) => error)
    await clock.tickAsync(60_000)
    expect(await pending).to.be.instanceOf(TimeoutError)
    expect(hang.callCount).to.equal(1)

    let calls = 0
    const dropped = (async () => {
      calls += 1
      if (calls === 1) throw new TypeError('Failed to fetch')
      return Response.json({ count: 3 })
    }) as unknown as typeof globalThis.fetch
    const answer = api(dropped).get('/flaky')
    await clock.tickAsync(1_000)
    expect(await answer).to.deep.equal({ count: 3 })
    expect(calls).to.equal(2)
  })

  it('never retries a POST', async () => {
    const { fetch, calls } = scriptedFetch([503, 200])
    const pending = api(fetch)
      .post('/build', { body: { a: 1 } })
      .catch((error: unknown) => error)
    await clock.tickAsync(10_000)
    expect(await pending).to.be.instanceOf(HttpError)
    expect(calls).to.have.length(1)
  })

  it('drops an answer 5 minutes after its last read', async () => {
    const { fetch } = scriptedFetch([200])
    await api(fetch).get('/ok')
    const cache = (await layer.reader()).client.getQueryCache()
    expect(cache.getAll()).to.have.length(1)
    await clock.tickAsync(5 * 60_000 - 1)
    expect(cache.getAll()).to.have.length(1)
    await clock.tickAsync(1)
    expect(cache.getAll()).to.have.length(0)
  })

  it('shares one request between concurrent reads of one URL', async () => {
    const { fetch, calls } = scriptedFetch([200])
    const client = api(fetch)
    const answers = await Promise.all([client.get('/ok', { query: { a: 1 } }), client.get('/ok', { query: { a: 1 } }), client.get('/ok', { query: { a: 2 } })])
    expect(answers).to.deep.equal([{ count: 3 }, { count: 3 }, { count: 3 }])
    expect(calls).to.have.length(2)
  })

  it("fetches again on the next read by default, and serves the cache within a read's staleTime", async () => {
    const { fetch, calls } = scriptedFetch([200])
    const client = api(fetch)
    await client.get('/ok')
    await client.get('/ok')
    expect(calls).to.have.length(2)
    await client.get('/ok', { staleTime: 30_000 })
    expect(calls).to.have.length(2)
    await clock.tickAsync(30_000)
    await client.get('/ok', { staleTime: 30_000 })
    expect(calls).to.have.length(3)
  })

  it('keeps reads validated by different schemas apart', async () => {
    const { fetch, calls } = scriptedFetch([200])
    const client = api(fetch)
    await Promise.all([client.get('/ok', { schema: z.object({ count: z.number() }) }), client.get('/ok', { schema: z.object({ count: z.number() }) })])
    expect(calls).to.have.length(2)
  })

  it('rejects an aborted reader at once while the request goes on for the others; the last abort stops the retries', async () => {
    const { fetch, calls } = scriptedFetch([503])
    const client = api(fetch)
    const first = new AbortController()
    const second = new AbortController()
    const a = client.get('/ok', { signal: first.signal }).catch((error: unknown) => error)
    const b = client.get('/ok', { signal: second.signal }).catch((error: unknown) => error)
    await clock.tickAsync(0)
    first.abort()
    expect(((await a) as VestibuleError).shortMessage).to.equal('Request was aborted')
    await clock.tickAsync(1_000)
    expect(calls).to.have.length(2)
    second.abort()
    expect(((await b) as VestibuleError).shortMessage).to.equal('Request was aborted')
    await clock.tickAsync(60_000)
    expect(calls).to.have.length(2)
  })
})

describe('createAppKit: the HTTP clients handed to plugins read through the query layer', () => {
  it("retries a plugin's GET (with the injected retry delay) and never its POST", async () => {
    const { fetch, calls } = scriptedFetch([500, 200])
    let http: PluginContext['http'] | undefined
    const appKit = createAppKit(
      {
        projectId: 'p1',
        networks: [
          {
            id: 1,
            caipNetworkId: 'eip155:1',
            chainNamespace: 'eip155',
            name: 'Ethereum',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
          },
        ],
        plugins: [definePlugin({ name: 'probe', setup: ctx => void (http = ctx.http) })],
      },
      { fetch, queryRetryDelay: () => 5 },
    )
    try {
      await appKit.ready
      calls.length = 0
      expect(await http!.blockchainApi.get('/v1/probe')).to.deep.equal({ count: 3 })
      expect(calls.filter(call => call.url.includes('/v1/probe'))).to.have.length(2)
      calls.length = 0
      const error = await http!.blockchainApi.post('/v1/probe').catch((e: unknown) => e)
      expect(error).to.be.instanceOf(HttpError)
      expect(calls.filter(call => call.url.includes('/v1/probe'))).to.have.length(1)
    } finally {
      appKit.destroy()
    }
  })
})
