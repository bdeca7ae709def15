import { expect } from 'chai'
import { createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startChains } from '../../../devtools/sandbox/anvil/startChains'
import type { StartChainsReturnType } from '../../../devtools/sandbox/anvil/startChains'
import { sandboxRemoteFeatures } from '../../../devtools/sandbox/api/remoteFeatures'
import { startApiServer } from '../../../devtools/sandbox/api/startApiServer'
import type { ApiServer } from '../../../devtools/sandbox/api/startApiServer'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'

const SDK_QUERY = 'projectId=test-project&st=appkit&sv=html-wagmi-1.7.9'
const ALICE = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 })
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 7 }).address

type BalanceBody = {
  balances: Array<{ symbol: string; chainId: string; value: number; price: number; quantity: { decimals: string; numeric: string } }>
}

describe('sandbox API server', function () {
  this.timeout(10_000)
  let chains: StartChainsReturnType
  let api: ApiServer

  async function get(path: string, init?: RequestInit) {
    const response = await fetch(`${api.url}${path}`, init)
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
  }

  async function rpc(body: unknown, query = `chainId=eip155:31338&projectId=test-project`) {
    const response = await fetch(`${api.url}/v1/?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  before(async () => {
    chains = await startChains()
    api = await startApiServer({ chains: chains.chains })
  })

  after(async () => {
    await api?.stop()
    await chains?.stop()
  })

  afterEach(() => {
    api.clearFaults()
  })

  describe('SPEC §7 query fields', () => {
    for (const field of ['projectId', 'st', 'sv']) {
      it(`answers 400 naming ${field} when it is missing`, async () => {
        const query = SDK_QUERY.split('&')
          .filter(pair => !pair.startsWith(`${field}=`))
          .join('&')
        const { status, body } = await get(`/v1/supported-chains?${query}`)
        expect(status).to.equal(400)
        expect(body).to.deep.equal({ error: `missing query field ${field}` })
      })
    }

    it('treats an empty projectId as missing', async () => {
      const { status, body } = await get('/projects/v1/origins?projectId=&st=appkit&sv=1')
      expect(status).to.equal(400)
      expect(body).to.deep.equal({ error: 'missing query field projectId' })
    })

    it("answers 401 'Unauthorized: invalid key' for a project id outside the allow list", async () => {
      const strict = await startApiServer({ chains: chains.chains, projectIds: ['known'] })
      try {
        const denied = await fetch(`${strict.url}/appkit/v1/config?projectId=unknown&st=appkit&sv=1`)
        expect(denied.status).to.equal(401)
        expect(await denied.json()).to.deep.equal({ message: 'Unauthorized: invalid key' })
        const allowed = await fetch(`${strict.url}/appkit/v1/config?projectId=known&st=appkit&sv=1`)
        expect(allowed.status).to.equal(200)
      } finally {
        await strict.stop()
      }
    })
  })

  describe('wallet directory', () => {
    it('serves the remote features as AppKit-shaped { id, isEnabled, config } entries, on where the sandbox has a backend: email and social login, swap, onramp and activity', async () => {
      const { status, body } = await get(`/appkit/v1/config?${SDK_QUERY}`)
      expect(status).to.equal(200)
      expect(body.features).to.deep.equal(sandboxRemoteFeatures())
      const enabled = (body.features as Array<{ id: string; isEnabled: boolean }>).filter(feature => feature.isEnabled).map(feature => feature.id)
      expect(enabled).to.deep.equal(['social_login', 'swap', 'onramp', 'activity'])
    })

    it('serves features set per server instance', async () => {
      api.setFeatures(sandboxRemoteFeatures({ email: true, socials: ['google', 'github'], activity: true }))
      const { body } = await get(`/appkit/v1/config?${SDK_QUERY}`)
      const features = body.features as Array<{ id: string; isEnabled: boolean; config: unknown }>
      expect(features.find(feature => feature.id === 'social_login')).to.deep.equal({
        id: 'social_login',
        isEnabled: true,
        config: ['email', 'google', 'github'],
      })
      expect(features.find(feature => feature.id === 'activity')?.isEnabled).to.equal(true)
      api.setFeatures(sandboxRemoteFeatures())
    })

    it('allows localhost and 127.0.0.1 origins on any port', async () => {
      const { body } = await get(`/projects/v1/origins?${SDK_QUERY}`)
      expect(body).to.deep.equal({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] })
    })
  })

  describe('blockchain API', () => {
    it('lists the local chains as supported over HTTP', async () => {
      const { body } = await get(`/v1/supported-chains?${SDK_QUERY}`)
      expect(body).to.deep.equal({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
    })

    it('returns the real native balance of the requested chain, and it drops after a transfer', async () => {
      const path = `/v1/account/${ALICE.address}/balance?currency=usd&chainId=eip155:31338&forceUpdate=&${SDK_QUERY}`
      const before = (await get(path)).body as BalanceBody
      expect(before.balances).to.have.length(1)
      const [balance] = before.balances
      expect(balance).to.include({ symbol: 'ETH', chainId: 'eip155:31338', price: 3000 })
      expect(balance!.quantity.decimals).to.equal('18')
      expect(balance!.value).to.be.closeTo(Number(balance!.quantity.numeric) * 3000, 1e-6)

      const beta = chains.chains[1]!
      const wallet = createWalletClient({ account: ALICE, chain: beta.network, transport: http(beta.rpcUrl) })
      await wallet.sendTransaction({ to: RECEIVER, value: parseEther('1.5') })

      const after = (await get(path)).body as BalanceBody
      const spent = Number(balance!.quantity.numeric) - Number(after.balances[0]!.quantity.numeric)
      expect(spent).to.be.greaterThan(1.5).and.lessThan(1.51) // 1.5 ETH plus gas
    })

    it('reads each chain separately: the transfer on Beta left Alpha untouched', async () => {
      const { body } = await get(`/v1/account/${ALICE.address}/balance?currency=usd&chainId=eip155:31337&${SDK_QUERY}`)
      expect((body as BalanceBody).balances[0]!.quantity.numeric).to.equal('10000')
    })

    it('lists every local chain without chainId, and none for a chain it does not serve', async () => {
      const all = (await get(`/v1/account/${RECEIVER}/balance?currency=usd&${SDK_QUERY}`)).body as BalanceBody
      expect(all.balances.map(balance => balance.chainId)).to.deep.equal(['eip155:31337', 'eip155:31338'])
      const none = (await get(`/v1/account/${RECEIVER}/balance?currency=usd&chainId=eip155:1&${SDK_QUERY}`)).body
      expect(none).to.deep.equal({ balances: [] })
    })

    it('rejects a malformed address with 400', async () => {
      const { status, body } = await get(`/v1/account/0x1234/balance?currency=usd&${SDK_QUERY}`)
      expect(status).to.equal(400)
      expect(body.error).to.equal('invalid address 0x1234')
    })

    it('names sandbox accounts 0 and 1, case-insensitively, and gives nulls for anyone else', async () => {
      const alice = await get(`/v1/identity/${ALICE.address.toUpperCase().replace('0X', '0x')}?sender=${RECEIVER}&${SDK_QUERY}`)
      expect(alice.body.name).to.equal('alice.sandbox.eth')
      expect(alice.body.avatar).to.match(/^data:image\/svg\+xml,/)
      const bob = await get(`/v1/identity/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?${SDK_QUERY}`)
      expect(bob.body).to.deep.equal({ name: 'bob.sandbox.eth', avatar: null })
      const nobody = await get(`/v1/identity/${RECEIVER}?${SDK_QUERY}`)
      expect(nobody.body).to.deep.equal({ name: null, avatar: null })
    })
  })

  describe('chain RPC proxy', () => {
    it('forwards a single JSON-RPC call to the chain named by chainId', async () => {
      const alpha = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }, 'chainId=eip155:31337&projectId=p')
      expect(alpha).to.deep.equal({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } })
      const beta = await rpc({ jsonrpc: '2.0', id: 8, method: 'eth_chainId', params: [] })
      expect((beta.body as { result: string }).result).to.equal('0x7a6a')
    })

    it('forwards a batch and relays every answer', async () => {
      const { status, body } = await rpc([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [RECEIVER, 'latest'] },
      ])
      expect(status).to.equal(200)
      const answers = body as Array<{ id: number; result: string }>
      expect(answers.map(answer => answer.id)).to.deep.equal([1, 2])
      expect(BigInt(answers[1]!.result) >= parseEther('10000')).to.equal(true)
    })

    it('relays node errors, needs chainId and projectId but not st/sv, and refuses unknown chains', async () => {
      const unknownMethod = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_nope', params: [] })
      expect((unknownMethod.body as { error: { code: number } }).error.code).to.equal(-32601)
      const noChain = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'projectId=p')
      expect(noChain).to.deep.equal({ status: 400, body: { error: 'missing query field chainId' } })
      const otherChain = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, 'chainId=eip155:1&projectId=p')
      expect(otherChain).to.deep.equal({ status: 400, body: { error: 'unsupported chainId eip155:1' } })
    })

    it('answers a JSON-RPC Invalid Request for a body that is not JSON-RPC', async () => {
      const { status, body } = await rpc({ method: 'eth_chainId' })
      expect(status).to.equal(400)
      expect(body).to.deep.equal({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } })
    })
  })

  describe('fault injection', () => {
    it('forces the given status on the next N calls of a route, then recovers', async () => {
      api.fail('/v1/supported-chains', { status: 429, times: 2 })
      const path = `/v1/supported-chains?${SDK_QUERY}`
      expect((await get(path)).status).to.equal(429)
      expect((await get(path)).status).to.equal(429)
      expect((await get(path)).status).to.equal(200)
    })

    it('matches a RegExp against the path and leaves other routes alone', async () => {
      api.fail(/\/balance$/, { status: 500, body: { message: 'boom' } })
      expect((await get(`/v1/supported-chains?${SDK_QUERY}`)).status).to.equal(200)
      const failed = await get(`/v1/account/${RECEIVER}/balance?${SDK_QUERY}`)
      expect(failed).to.include({ status: 500 })
      expect(failed.body).to.deep.equal({ message: 'boom' })
    })

    it('delays an answer long enough for a client timeout', async () => {
      api.fail('/v1/identity/:address', { delayMs: 2000 })
      const aborted = await fetch(`${api.url}/v1/identity/${RECEIVER}?${SDK_QUERY}`, { signal: AbortSignal.timeout(100) }).then(
        () => 'answered',
        (error: Error) => error.name,
      )
      expect(aborted).to.equal('TimeoutError')
      const started = Date.now()
      expect((await get(`/v1/identity/${RECEIVER}?${SDK_QUERY}`)).status).to.equal(200)
      // Only the armed request waited: this one is not held for the fault's 2 s.
      expect(Date.now() - started).to.be.below(2000)
    })

    it('refuses to arm a fault for a route that does not exist', () => {
      expect(() => api.fail('/v1/nothing', { status: 500 })).to.throw(/no route with pattern/)
    })
  })

  describe('CORS and request log', () => {
    it('answers a preflight from a local page and echoes its origin', async () => {
      const response = await fetch(`${api.url}/v1/?chainId=eip155:31337&projectId=p`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
      expect(response.status).to.equal(204)
      expect(response.headers.get('access-control-allow-origin')).to.equal('http://localhost:5173')
      expect(response.headers.get('access-control-allow-headers')).to.equal('content-type')
    })

    it('gives no CORS grant to a page from elsewhere', async () => {
      const preflight = await fetch(`${api.url}/v1/supported-chains?${SDK_QUERY}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      })
      expect(preflight.status).to.equal(403)
      const { headers } = await get(`/v1/supported-chains?${SDK_QUERY}`, { headers: { origin: 'https://evil.example' } })
      expect(headers.get('access-control-allow-origin')).to.equal(null)
    })

    it('records each request with its route, query and status', async () => {
      api.clearRequests()
      await get(`/v1/identity/${RECEIVER}?${SDK_QUERY}`)
      await get('/nowhere')
      expect(api.requests.map(({ method, route, status, query }) => ({ method, route, status, projectId: query.projectId }))).to.deep.equal([
        { method: 'GET', route: '/v1/identity/:address', status: 200, projectId: 'test-project' },
        { method: 'GET', route: undefined, status: 404, projectId: undefined },
      ])
    })
  })
})
