import { expect } from 'chai'
import sinon from 'sinon'
import { internalsOf } from 'vestibule/log'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { VestibuleError } from '../../../../core/errors'
import { createHttpClient } from '../../../../core/http/createHttpClient'
import { fetchAllowedOrigins } from '../../../../core/http/fetchAllowedOrigins'
import { evmNetworks } from '../../../../plugins/networks/evm'
import { ADDRESS, connected } from '../foldEvents'
import { createRandom, hostileText, hostileValue, type Random } from './hostile'
import { expectWorking, fuzzHooks } from './fuzzHarness'

const CASES = 300
const API = 'http://api.fuzz.test'
const BLOCKCHAIN_API = 'http://rpc.fuzz.test'
const RPC = 'http://node.fuzz.test/rpc'

/** A valid answer of every hosted endpoint core reads (SPEC §7): what the mutations start from. */
const SAMPLES = {
  config: {
    features: [
      { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
      { id: 'swap', isEnabled: true, config: ['1inch'] },
      { id: 'activity', isEnabled: false, config: null },
    ],
  },
  origins: { allowedOrigins: ['https://app.example', 'https://*.example.org'] },
  analytics: { isAnalyticsEnabled: true },
  supportedChains: { http: ['eip155:1'], ws: ['eip155:1'] },
  balance: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 1,
        price: 3000,
        iconUrl: 'https://x.test/eth.png',
        quantity: { decimals: '18', numeric: '1.5' },
      },
    ],
  },
  identity: { name: 'alice.eth', avatar: null },
} as const

type Endpoint = keyof typeof SAMPLES

function endpointOf(url: URL): Endpoint | 'rpc' | undefined {
  if (url.origin === new URL(RPC).origin || url.pathname === '/v1/') return 'rpc'
  if (url.pathname === '/appkit/v1/config') return 'config'
  if (url.pathname === '/projects/v1/origins') return 'origins'
  if (url.pathname === '/getAnalyticsConfig') return 'analytics'
  if (url.pathname === '/v1/supported-chains') return 'supportedChains'
  if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) return 'balance'
  if (url.pathname.startsWith('/v1/identity/')) return 'identity'
  return undefined
}

/** Every way an answer can go wrong: refused, thrown, not a Response, any status, any body. */
function hostileAnswer(random: Random, sample: unknown): Promise<Response> | Response {
  const roll = random.next()
  if (roll < 0.08) return Promise.reject(new TypeError('fetch failed'))
  if (roll < 0.12) throw new Error('fetch threw synchronously')
  if (roll < 0.16)
    return Promise.resolve(
      random.pick([null, {}, { ok: true, status: 200, text: () => Promise.resolve('{') }, { ok: true, text: 'not a function' }]) as unknown as Response,
    )
  const status = random.pick([200, 200, 200, 200, 200, 201, 204, 400, 401, 403, 404, 429, 500, 502, 503])
  const body = status === 204 ? null : hostileText(random, sample)
  return new Response(body, { status, headers: { 'Content-Type': random.pick(['application/json', 'text/html', 'application/octet-stream']) } })
}

/** A JSON-RPC node that answers every call (eth_getBalance: 1 wei), batched or not. */
function rpcAnswer(init: RequestInit | undefined): Response {
  const body = JSON.parse(String(init?.body ?? '{}')) as { id: number } | { id: number }[]
  const answer = ({ id }: { id: number }) => ({ jsonrpc: '2.0', id, result: '0x1' })
  return Response.json(Array.isArray(body) ? body.map(answer) : answer(body))
}

/**
 * A fetch that answers each endpoint with a fresh hostile answer, and records what was asked.
 * Endpoints in `valid` get their sample: an endpoint reached only after another's good answer
 * (the balance API, asked only for a chain the supported-chains list names) is then fuzzed on
 * purpose rather than on the luck of the seed.
 */
function hostileFetch(random: Random, valid: readonly Endpoint[] = []) {
  const asked: string[] = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const endpoint = endpointOf(url)
    asked.push(endpoint ?? url.href)
    if (endpoint === 'rpc') return Promise.resolve(rpcAnswer(init))
    if (!endpoint) return Promise.reject(new TypeError(`unexpected request ${url.href}`))
    if (valid.includes(endpoint)) return Promise.resolve(Response.json(SAMPLES[endpoint]))
    return hostileAnswer(random, SAMPLES[endpoint])
  }
  return { fetch: fetch as typeof globalThis.fetch, asked }
}

const mainnet = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [RPC] } } }
const CAIP_ADDRESS = `eip155:1:${ADDRESS}`

/** Waits for the plugins' asynchronous work (the first balance loads viem's transports). */
async function settle(done: () => boolean) {
  for (let waited = 0; waited < 5_000 && !done(); waited += 2) await new Promise(resolve => setTimeout(resolve, 2))
}

describe('fuzz: hosted HTTP responses', function () {
  // Hundreds of instances per case list: slow on a loaded machine, never a timing assertion.
  this.timeout(120_000)
  fuzzHooks()
  let globalFetch: sinon.SinonStub | undefined
  let location: PropertyDescriptor | undefined
  afterEach(() => {
    globalFetch?.restore()
    if (location) Object.defineProperty(globalThis, 'location', location)
    else Reflect.deleteProperty(globalThis, 'location')
  })

  it(`starts, opens and reads balances with ${CASES} hostile answers to project config, origins, supported chains, balance and identity`, async () => {
    const random = createRandom(0x4177)
    // In debug mode with a page origin, the allow list is fetched too (SPEC §5).
    location = Object.getOwnPropertyDescriptor(globalThis, 'location')
    Object.defineProperty(globalThis, 'location', { value: { origin: 'https://app.example' }, configurable: true })
    let stub = hostileFetch(random)
    // viem's transport uses the global fetch for the chain RPC.
    globalFetch = sinon.stub(globalThis, 'fetch').callsFake((input, init) => stub.fetch(input as RequestInfo, init))
    const seen = new Set<string>()
    for (let i = 0; i < CASES; i++) {
      // One case in four names the chain in a good supported-chains answer, so the balance API is asked (and answered with hostility).
      stub = hostileFetch(random, i % 4 === 0 ? ['supportedChains'] : [])
      const label = `case ${i}`
      const appKit = createAppKit(
        { projectId: 'p', networks: [mainnet], plugins: [evmNetworks()], debug: true, apiUrl: API, blockchainApiUrl: BLOCKCHAIN_API },
        { fetch: stub.fetch, storage: { getItem: () => null, setItem() {}, removeItem() {} }, instanceId: `h${i}`, queryRetryDelay: () => 0 },
      )
      await expectWorking(appKit, label)
      appKit.showIntent()
      appKit.dispatch(connected('injected:sandbox', [ADDRESS], 'eip155:1'))
      const answered = () =>
        internalsOf(appKit)
          .log.events()
          .some(e => (e.type === 'account/balance-fetched' || e.type === 'account/balance-failed') && e.payload.caipAddress === CAIP_ADDRESS)
      await settle(() => answered() && stub.asked.includes('identity'))
      expect(answered(), `${label}: the balance ends fetched or failed`).to.equal(true)
      await expectWorking(appKit, label)
      const account = appKit.getState().accounts.eip155
      expect(account?.status, label).to.equal('connected')
      for (const endpoint of stub.asked) seen.add(endpoint)
      appKit.destroy()
    }
    expect([...seen].sort()).to.deep.equal(['balance', 'config', 'identity', 'origins', 'rpc', 'supportedChains'])
  })

  it(`reads the allow list, or rejects with a VestibuleError, for ${CASES} hostile answers`, async () => {
    const random = createRandom(0xa7a)
    for (let i = 0; i < CASES; i++) {
      const client = createHttpClient({ baseUrl: API, projectId: 'p', fetch: hostileFetch(random).fetch })
      const origins = await fetchAllowedOrigins(client).then(
        allowed =>
          expect(
            allowed.every(origin => typeof origin === 'string'),
            `origins ${i}`,
          ).to.equal(true),
        error => expect(error, `origins ${i}`).to.be.instanceOf(VestibuleError),
      )
      void origins
    }
  })

  it('draws answers of every JSON kind, not only near-valid mutations', () => {
    const random = createRandom(1)
    const kinds = new Set(Array.from({ length: 200 }, () => typeof hostileValue(random)))
    expect([...kinds].sort()).to.deep.equal(['boolean', 'number', 'object', 'string'])
  })
})
