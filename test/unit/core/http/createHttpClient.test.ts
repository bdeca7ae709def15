import { expect } from 'chai'
import { SDK_VERSION } from '../../../../core/constants'
import sinon from 'sinon'
import { z } from 'zod'
import { createHttpClient } from '../../../../core/http/createHttpClient'
import { HttpError, TimeoutError } from '../../../../core/errors/httpErrors'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { sendJson, startLoopbackServer } from '../loopbackServer'
import type { LoopbackServer } from '../loopbackServer'

describe('createHttpClient', () => {
  let server: LoopbackServer

  before(async () => {
    server = await startLoopbackServer((request, response) => {
      const { pathname } = new URL(request.url, 'http://local')
      if (pathname === '/ok') return sendJson(response, 200, { count: 3 })
      if (pathname === '/echo') return sendJson(response, 200, { body: JSON.parse(request.body) })
      if (pathname === '/not-found') return sendJson(response, 404, { error: 'no such thing' })
      if (pathname === '/teapot') {
        response.writeHead(418)
        return response.end('short and stout')
      }
      if (pathname === '/bad-json') {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        return response.end('{not json')
      }
      if (pathname === '/blob') {
        response.writeHead(200, { 'Content-Type': 'image/png' })
        return response.end(Buffer.from([1, 2, 3]))
      }
      if (pathname === '/hang') return // never answers
      sendJson(response, 500, {})
    })
  })

  after(() => server.close())

  beforeEach(() => {
    server.requests.length = 0
  })

  function queryOf(index = 0): URLSearchParams {
    const request = server.requests[index]
    if (!request) throw new Error('no request recorded')
    return new URL(request.url, 'http://local').searchParams
  }

  it('adds projectId, st and sv to every call', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    await client.get('/ok')
    const query = queryOf()
    expect(query.get('projectId')).to.equal('p1')
    expect(query.get('st')).to.equal('vestibule')
    expect(query.get('sv')).to.equal(SDK_VERSION)
    expect(query.has('clientId')).to.equal(false)
  })

  it('adds clientId when given, and lets the caller not override the identity fields', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1', clientId: 'c1' })
    await client.get('/ok', { query: { projectId: 'other', page: 2 } })
    const query = queryOf()
    expect(query.get('clientId')).to.equal('c1')
    expect(query.get('projectId')).to.equal('p1')
    expect(query.get('page')).to.equal('2')
  })

  it('omits undefined and null query values and joins arrays by commas', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    await client.get('/ok', {
      query: { include: ['a', 'b', 'c'], search: undefined, badge_type: null, entries: 40, flag: false },
    })
    const query = queryOf()
    expect(query.get('include')).to.equal('a,b,c')
    expect(query.has('search')).to.equal(false)
    expect(query.has('badge_type')).to.equal(false)
    expect(query.get('entries')).to.equal('40')
    expect(query.get('flag')).to.equal('false')
  })

  it('keeps a path prefix of the base URL', async () => {
    const client = createHttpClient({ baseUrl: `${server.url}/`, projectId: 'p1' })
    await client.get('ok')
    expect(server.requests[0]?.url.startsWith('/ok?')).to.equal(true)
  })

  it('posts a JSON body with a JSON content type', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const result = await client.post<{ body: unknown }>('/echo', { body: { currency: 'usd' } })
    expect(result).to.deep.equal({ body: { currency: 'usd' } })
    expect(server.requests[0]?.method).to.equal('POST')
    expect(server.requests[0]?.headers['content-type']).to.equal('application/json')
    expect(queryOf().get('projectId')).to.equal('p1')
  })

  it('throws an HttpError with the status and body on a non-2xx response', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const error = await client.get('/not-found').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(HttpError)
    expect((error as HttpError).status).to.equal(404)
    expect((error as HttpError).body).to.equal('{"error":"no such thing"}')
    expect((error as HttpError).url).to.contain('/not-found?')
    expect((error as HttpError).category).to.equal('API_ERROR')
  })

  it('categorises 5xx as SERVER_ERROR', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const error = await client.get('/anything-else').catch((e: unknown) => e)
    expect((error as HttpError).status).to.equal(500)
    expect((error as HttpError).category).to.equal('SERVER_ERROR')
  })

  it('throws an HttpError for a non-2xx response from getBlob too', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const error = await client.getBlob('/teapot').catch((e: unknown) => e)
    expect((error as HttpError).status).to.equal(418)
    expect((error as HttpError).body).to.equal('short and stout')
  })

  it('times out with a TimeoutError distinct from HttpError', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1', timeoutMs: 100 })
    const started = Date.now()
    const error = await client.get('/hang').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(TimeoutError)
    expect(error).not.to.be.instanceOf(HttpError)
    expect((error as TimeoutError).timeoutMs).to.equal(100)
    expect(Date.now() - started).to.be.lessThan(2_000)
  })

  it('defaults the timeout to 10 s', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const never = sinon.stub().callsFake(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
          }),
      )
      const client = createHttpClient({ baseUrl: 'https://api.test', projectId: 'p1', fetch: never })
      const pending = client.get('/x').catch((e: unknown) => e)
      await clock.tickAsync(9_999)
      expect(never.firstCall.args[1].signal.aborted).to.equal(false)
      await clock.tickAsync(1)
      const error = await pending
      expect(error).to.be.instanceOf(TimeoutError)
      expect((error as TimeoutError).timeoutMs).to.equal(10_000)
    } finally {
      clock.restore()
    }
  })

  it('validates JSON with a schema and returns the parsed data', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const result = await client.get('/ok', { schema: z.object({ count: z.number() }) })
    expect(result).to.deep.equal({ count: 3 })
  })

  it('throws DATA_PARSING_ERROR with the issues summarised when the schema fails', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const error = await client.get('/ok', { schema: z.object({ count: z.string(), data: z.array(z.string()) }) }).catch((e: unknown) => e)
    expect(error).to.be.instanceOf(VestibuleError)
    expect((error as VestibuleError).category).to.equal('DATA_PARSING_ERROR')
    expect((error as VestibuleError).details).to.equal('count: Expected string, received number; data: Required')
  })

  it('throws DATA_PARSING_ERROR when the body is not JSON', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const error = await client.get('/bad-json').catch((e: unknown) => e)
    expect((error as VestibuleError).category).to.equal('DATA_PARSING_ERROR')
  })

  it('returns a Blob from getBlob', async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const blob = await client.getBlob('/blob')
    expect(Array.from(new Uint8Array(await blob.arrayBuffer()))).to.deep.equal([1, 2, 3])
    expect(queryOf().get('st')).to.equal('vestibule')
  })

  it('uses an injected fetch and passes headers', async () => {
    const fetch = sinon.stub().resolves(new Response('{"ok":true}', { status: 200 }))
    const client = createHttpClient({ baseUrl: 'https://api.test/base', projectId: 'p1', fetch })
    await client.get('/wallets', { headers: { 'x-test': '1' } })
    const [url, init] = fetch.firstCall.args as [string, RequestInit]
    expect(url).to.equal(`https://api.test/base/wallets?projectId=p1&st=vestibule&sv=${SDK_VERSION}`)
    expect(init.headers).to.deep.equal({ 'x-test': '1' })
  })

  it('turns a failed connection into an HttpError without a status', async () => {
    const fetch = sinon.stub().rejects(new TypeError('fetch failed'))
    const client = createHttpClient({ baseUrl: 'https://api.test', projectId: 'p1', fetch })
    const error = await client.get('/x').catch((e: unknown) => e)
    expect(error).to.be.instanceOf(HttpError)
    expect((error as HttpError).status).to.equal(undefined)
  })

  it("rejects with 'Request was aborted' when the caller's signal aborts", async () => {
    const client = createHttpClient({ baseUrl: server.url, projectId: 'p1' })
    const controller = new AbortController()
    const pending = client.get('/hang', { signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 20)
    const error = await pending
    expect(error).to.be.instanceOf(VestibuleError)
    expect(error).not.to.be.instanceOf(TimeoutError)
    expect((error as VestibuleError).shortMessage).to.equal('Request was aborted')
  })
})
