import { expect } from 'chai'
import { createHttpClient } from '../../../../core/http/createHttpClient'
import { fetchAllowedOrigins } from '../../../../core/http/fetchAllowedOrigins'
import { VestibuleError } from '../../../../core/errors/VestibuleError'
import { sendJson, startLoopbackServer } from '../loopbackServer'
import type { LoopbackServer } from '../loopbackServer'

describe('fetchAllowedOrigins', () => {
  let server: LoopbackServer
  // Each test sets what the server answers next.
  let reply: { status: number; body: unknown } = { status: 200, body: {} }

  before(async () => {
    server = await startLoopbackServer((_request, response) => sendJson(response, reply.status, reply.body))
  })

  after(() => server.close())

  const client = () => createHttpClient({ baseUrl: server.url, projectId: 'p1' })

  it('GETs /projects/v1/origins with the SDK query fields and returns allowedOrigins', async () => {
    reply = { status: 200, body: { allowedOrigins: ['https://app.example.com'] } }
    expect(await fetchAllowedOrigins(client())).to.deep.equal(['https://app.example.com'])
    const last = server.requests.at(-1)
    const url = new URL(last?.url ?? '', 'http://local')
    expect(url.pathname).to.equal('/projects/v1/origins')
    expect(url.searchParams.get('projectId')).to.equal('p1')
  })

  it('throws RATE_LIMITED on 429', async () => {
    reply = { status: 429, body: {} }
    const error = await fetchAllowedOrigins(client()).catch((e: unknown) => e)
    expect(error).to.be.instanceOf(VestibuleError)
    expect((error as VestibuleError).category).to.equal('RATE_LIMITED')
    expect((error as VestibuleError).shortMessage).to.equal('Rate Limited')
  })

  for (const status of [500, 503, 599]) {
    it(`throws SERVER_ERROR on ${status}`, async () => {
      reply = { status, body: {} }
      const error = await fetchAllowedOrigins(client()).catch((e: unknown) => e)
      expect((error as VestibuleError).category).to.equal('SERVER_ERROR')
      expect((error as VestibuleError).shortMessage).to.equal('Server Error')
    })
  }

  for (const status of [400, 401, 403, 404]) {
    it(`returns an empty list on ${status}`, async () => {
      reply = { status, body: {} }
      expect(await fetchAllowedOrigins(client())).to.deep.equal([])
    })
  }

  it('returns an empty list when the body has the wrong shape', async () => {
    reply = { status: 200, body: { allowedOrigins: 'nope' } }
    expect(await fetchAllowedOrigins(client())).to.deep.equal([])
  })

  it('returns an empty list when the server cannot be reached', async () => {
    const unreachable = createHttpClient({
      baseUrl: 'http://127.0.0.1:1',
      projectId: 'p1',
    })
    expect(await fetchAllowedOrigins(unreachable)).to.deep.equal([])
  })
})
