import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit } from '../../../../../core/appkit/createAppKit'
import { SDK_VERSION } from '../../../../../core/constants'
import { API_IMAGES_KEY, type ApiImages, type VestibuleState } from '../../../../../core'
import { PRELOADED_WALLET_IMAGES, selectWalletListing, walletDirectory } from '../../../../../plugins/features/walletDirectory'
import { images } from '../../../../../plugins/features/images'
import { fetchWallets } from '../../../../../plugins/features/walletDirectory/fetchWallets'
import { createHttpClient } from '../../../../../core/http/createHttpClient'
import { createLogger } from '../../../../../core/logger/createLogger'
import { startApiServer, type ApiServer } from '../../../../../devtools/sandbox/api/startApiServer'
import {
  generateWalletDirectory,
  sandboxWalletId,
  type SandboxWalletListing,
} from '../../../../../devtools/sandbox/api/walletDirectory/generateWalletDirectory'
import { memoryStorage } from '../../../offlineEnvironment'
import { alpha } from '../../../core/foldEvents'
import { QUERY_RETRY_COUNT } from '../../../../../core/constants'

const DIRECTORY = generateWalletDirectory(300)

function until(appKit: AppKit, done: (state: VestibuleState) => boolean): Promise<VestibuleState> {
  return new Promise(resolve => {
    const stop = appKit.subscribeVestibuleState(state => {
      if (!done(state)) return
      queueMicrotask(() => stop())
      resolve(state)
    })
  })
}

/** Resolves once `done` holds, checked every few milliseconds (what it waits for is outside state: the API's request log). */
async function eventually(done: () => boolean): Promise<void> {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 10))
}

describe('wallet directory plugin (SPEC §7 /getWallets, §9)', function () {
  this.timeout(10_000)
  let api: ApiServer
  const kits: AppKit[] = []
  before(async () => {
    // One malformed entry (no name) among good ones: it must be dropped, never shown, never fatal.
    const broken = { ...DIRECTORY[5]!, name: undefined } as unknown as SandboxWalletListing
    api = await startApiServer({ chains: [], walletDirectory: [...DIRECTORY.slice(0, 5), broken, ...DIRECTORY.slice(6)] })
  })
  after(() => api.stop())
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    api.clearRequests()
    api.clearFaults()
  })

  const kit = (options: Record<string, unknown> = {}) => {
    const appKit = createAppKit(
      { projectId: 'p', networks: [alpha], apiUrl: api.url, plugins: [walletDirectory()], ...options },
      { storage: memoryStorage(), queryRetryDelay: () => 0 },
    )
    kits.push(appKit)
    appKit.showIntent()
    return appKit
  }

  it('prefetches featured wallets in the integrator order (4 at most), recommended (4) with the count, and excluded wallets', async () => {
    const featuredWalletIds = [DIRECTORY[12]!.id, DIRECTORY[11]!.id]
    const appKit = kit({ featuredWalletIds, excludeWalletIds: [DIRECTORY[20]!.id] })
    const state = await until(
      appKit,
      s => s.slices.walletDirectory!.featured.length > 0 && s.slices.walletDirectory!.recommended.length > 0 && s.slices.walletDirectory!.excluded.length > 0,
    )
    expect(state.slices.walletDirectory!.featured.map(l => l.id)).to.deep.equal(featuredWalletIds)
    expect(state.slices.walletDirectory!.recommended).to.have.length(4)
    expect(state.slices.walletDirectory!.recommended.map(l => l.id)).to.not.include.members(featuredWalletIds)
    expect(state.slices.walletDirectory!.excluded.map(l => l.id)).to.deep.equal([DIRECTORY[20]!.id])
    const recommendedCall = api.requests.find(r => r.path === '/getWallets' && r.query.entries === '4' && !r.query.include)!
    expect(recommendedCall.query).to.include({ page: '1', chains: 'eip155:31337', projectId: 'p', st: 'vestibule', sv: SDK_VERSION })
    expect(recommendedCall.query.exclude!.split(',')).to.include.members([DIRECTORY[20]!.id, ...featuredWalletIds])
    // Every Solana-only wallet is filtered out by the chains field, and the excluded one; featured ones count.
    expect(state.slices.walletDirectory!.count).to.equal(DIRECTORY.filter(w => w.chains.includes('eip155:31337')).length - 1)
  })

  it('fetches nothing at start in basic mode', async () => {
    const appKit = kit({ basic: true })
    await appKit.ready
    expect(api.requests.filter(r => r.path === '/getWallets')).to.deep.equal([])
  })

  it('loads pages of 40 on request, leaving out featured and recommended, and drops a malformed wallet', async () => {
    const appKit = kit({ basic: true })
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
    let state = await until(appKit, s => s.slices.walletDirectory!.page === 1)
    expect(state.slices.walletDirectory!.listings).to.have.length(39)
    expect(state.slices.walletDirectory!.listings.map(l => l.id)).to.not.include(DIRECTORY[5]!.id)
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 2 } })
    state = await until(appKit, s => s.slices.walletDirectory!.page === 2)
    expect(state.slices.walletDirectory!.listings).to.have.length(79)
    expect(api.requests.filter(r => r.path === '/getWallets').map(r => r.query.entries)).to.deep.equal(['40', '40'])
  })

  it("fetches the first screen's wallet images ahead into the image cache, once each, holding no object URL and putting none in state", async () => {
    const appKit = kit({ basic: true, plugins: [images(), walletDirectory()] })
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
    const state = await until(appKit, s => s.slices.walletDirectory!.page === 1)
    const first = state.slices.walletDirectory!.listings.slice(0, PRELOADED_WALLET_IMAGES)
    const wanted = first.filter(l => l.image_id && !l.image_url).map(l => `/getWalletImage/${l.image_id}`)
    expect(wanted.length).to.be.greaterThan(10)
    const cache = appKit.registry.get<ApiImages>(API_IMAGES_KEY)!
    // A card acquiring one the directory fetches ahead shares its request.
    const someId = first.find(l => l.image_id && !l.image_url)!.image_id!
    expect(await cache.acquire('wallet', someId)).to.match(/^blob:/)
    cache.release('wallet', someId)
    const imageCalls = () => api.requests.filter(r => r.path.startsWith('/getWalletImage/')).map(r => r.path)
    await eventually(() => imageCalls().length >= wanted.length)
    expect(imageCalls()).to.have.members(wanted)
    // Fetched and released: the blobs wait in the cache, no URL is alive, and state holds JSON only.
    expect(cache.liveUrls()).to.equal(0)
    expect(JSON.stringify(appKit.getState())).to.not.contain('blob:')
    // The second page's pictures are left to the cards that show them.
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 2 } })
    await until(appKit, s => s.slices.walletDirectory!.page === 2)
    appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: first[0]!.name } })
    await until(appKit, s => s.slices.walletDirectory!.search.status === 'ready')
    expect(new Set(imageCalls()).size).to.equal(imageCalls().length)
    expect(imageCalls()).to.have.members(wanted)
  })

  it('fetches no wallet image without the image cache (no images feature, or no project id)', async () => {
    const withoutCache = kit({ basic: true })
    const withoutProject = kit({ basic: true, projectId: undefined, plugins: [images(), walletDirectory()] })
    expect(withoutProject.registry.has(API_IMAGES_KEY)).to.equal(false)
    for (const appKit of [withoutCache, withoutProject]) {
      appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
      await until(appKit, s => s.slices.walletDirectory!.page === 1)
      appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: DIRECTORY[0]!.name } })
      await until(appKit, s => s.slices.walletDirectory!.search.status === 'ready')
    }
    expect(api.requests.filter(r => r.path.startsWith('/getWalletImage/'))).to.deep.equal([])
  })

  it('records a failed page (500) as an error, and a retry loads it', async () => {
    const appKit = kit({ basic: true })
    api.fail('/getWallets', { status: 500, times: QUERY_RETRY_COUNT + 1 })
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
    let state = await until(appKit, s => s.slices.walletDirectory!.status === 'error')
    expect(state.slices.walletDirectory!.error).to.be.a('string').and.not.equal('')
    appKit.dispatch({ type: 'walletDirectory/page-requested', payload: { page: 1 } })
    state = await until(appKit, s => s.slices.walletDirectory!.status === 'ready')
    expect(state.slices.walletDirectory!.listings).to.have.length(39)
  })

  it('searches 100 entries with the trimmed query, keeps only the latest answer, and finds listings by id', async () => {
    const appKit = kit({ basic: true })
    appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: 'zzz-no-such' } })
    appKit.dispatch({ type: 'walletDirectory/search-requested', payload: { query: '  sandbox wallet  ' } })
    const state = await until(appKit, s => s.slices.walletDirectory!.search.status === 'ready')
    expect(state.slices.walletDirectory!.search.resultQuery).to.equal('sandbox wallet')
    expect(state.slices.walletDirectory!.search.listings.map(l => l.id)).to.deep.equal([sandboxWalletId(0), sandboxWalletId(1)])
    const searches = api.requests.filter(r => r.query.search)
    expect(searches.at(-1)!.query).to.include({ search: 'sandbox wallet', entries: '100' })
    expect(selectWalletListing(state, sandboxWalletId(1))?.name).to.equal('Sandbox Wallet Classic')
    expect(selectWalletListing(state, 'nope')).to.equal(undefined)
  })

  it('finds custom wallets with selectWalletListing', async () => {
    const appKit = kit({ basic: true, customWallets: [{ id: 'custom-1', name: 'Custom One' }] })
    await appKit.ready
    expect(selectWalletListing(appKit.getState(), 'custom-1')).to.deep.equal({ id: 'custom-1', name: 'Custom One' })
  })

  it('logs a dropped entry (fetchWallets)', async () => {
    const client = createHttpClient({ baseUrl: api.url, projectId: 'p' })
    const sink = { debug: sinon.spy(), info: sinon.spy(), warn: sinon.spy(), error: sinon.spy() }
    const { listings, count } = await fetchWallets(client, createLogger('warn', 'test', sink), { page: 1, entries: 10 })
    expect(listings).to.have.length(9)
    expect(count).to.equal(DIRECTORY.length)
    expect(sink.warn.calledOnce).to.equal(true)
    expect(String(sink.warn.firstCall.args[2])).to.match(/name/)
  })
})
