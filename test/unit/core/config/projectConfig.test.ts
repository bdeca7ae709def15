import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit } from '../../../../core/appkit/createAppKit'
import { SDK_VERSION } from '../../../../core/constants'
import { toRemoteFeatures } from '../../../../core/config/toRemoteFeatures'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'
import { sandboxRemoteFeatures } from '../../../../devtools/sandbox/api/remoteFeatures'
import { memoryStorage } from '../../offlineEnvironment'
import { alpha } from '../foldEvents'
import { QUERY_RETRY_COUNT } from '../../../../core/constants'

const settled = (appKit: AppKit) =>
  new Promise<void>(resolve => {
    const check = () => (appKit.getState().remoteFeatures || appKit.getState().errors.length ? resolve() : setTimeout(check, 5))
    check()
  })

describe('project configuration (SPEC §6, §8)', function () {
  this.timeout(10_000)
  let api: ApiServer
  let warn: sinon.SinonStub
  let error: sinon.SinonStub
  /** Every URL the instances fetched, recorded when the call is made (not when the server sees it). */
  let fetched: string[]
  before(async () => {
    api = await startApiServer({ chains: [], projectIds: ['good'] })
  })
  after(() => api.stop())
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
    error = sinon.stub(console, 'error')
    api.clearFaults()
    fetched = []
  })
  afterEach(() => {
    warn.restore()
    error.restore()
  })

  const recordingFetch: typeof fetch = (input, init) => {
    fetched.push(String(input instanceof Request ? input.url : input))
    return fetch(input, init)
  }
  const kit = (options: Record<string, unknown> = {}) =>
    createAppKit(
      { projectId: 'good', networks: [alpha], apiUrl: api.url, ...options },
      { storage: memoryStorage(), fetch: recordingFetch, queryRetryDelay: () => 0 },
    )
  /** An instance the visitor has shown intent to, once its configuration arrived (or failed). */
  const shown = async (options: Record<string, unknown> = {}) => {
    const appKit = kit(options)
    appKit.showIntent()
    await settled(appKit)
    return appKit
  }
  const warnings = () => warn.getCalls().map(call => call.args.join(' '))

  it('maps the wire list to remote features', () => {
    const features = toRemoteFeatures({
      features: sandboxRemoteFeatures({ email: true, socials: ['google', 'x'], swaps: true, onramp: false, activity: true }),
    })
    expect(features).to.deep.include({ email: true, socials: ['google', 'x'], activity: true, reownBranding: false, onramp: false })
    expect(features.swaps).to.be.an('array')
  })

  it('asks the hosted API nothing before the visitor shows intent (private by default)', async () => {
    const appKit = kit({ debug: true })
    await appKit.ready
    expect(fetched).to.deep.equal([])
    expect(appKit.getState().remoteFeatures).to.equal(null)
  })

  it('fetches the configuration at intent, naming the library honestly (st=vestibule, sv = the package version)', async () => {
    const appKit = kit()
    await appKit.ready
    appKit.showIntent()
    await settled(appKit)
    expect(appKit.getState().remoteFeatures).to.not.equal(null)
    expect(fetched.map(url => new URL(url).pathname)).to.deep.equal(['/appkit/v1/config'])
    const query = Object.fromEntries(new URL(fetched[0]!).searchParams)
    expect(query).to.include({ projectId: 'good', st: 'vestibule', sv: SDK_VERSION })
  })

  it('counts opening the modal as intent', async () => {
    const appKit = kit()
    await appKit.open()
    await settled(appKit)
    expect(fetched.map(url => new URL(url).pathname)).to.deep.equal(['/appkit/v1/config'])
  })

  it('fetches once, however often intent is shown', async () => {
    const appKit = kit()
    appKit.showIntent()
    appKit.showIntent()
    await appKit.open()
    await settled(appKit)
    expect(fetched).to.have.length(1)
  })

  it("sends the integrator's sdkType and sdkVersion instead, when set", async () => {
    await shown({ sdkType: 'acme-kit', sdkVersion: 'acme-2.3.1' })
    expect(Object.fromEntries(new URL(fetched[0]!).searchParams)).to.include({ st: 'acme-kit', sv: 'acme-2.3.1' })
  })

  it('checks the page origin against the allow list only after intent', async () => {
    const location = { origin: 'https://example.com' }
    Object.assign(globalThis, { location })
    try {
      const appKit = kit({ debug: true })
      await appKit.ready
      expect(fetched).to.deep.equal([])
      appKit.showIntent()
      await settled(appKit)
      expect(fetched.map(url => new URL(url).pathname).sort()).to.deep.equal(['/appkit/v1/config', '/projects/v1/origins'])
    } finally {
      delete (globalThis as { location?: unknown }).location
    }
  })

  it('lets the configuration override the local features the integrator set, warning once per option at the default log level', async () => {
    api.setFeatures(sandboxRemoteFeatures({ activity: false, swaps: false, email: false }))
    const appKit = await shown({ features: { swaps: true, history: true, email: false } })
    expect(appKit.getState().remoteFeatures).to.deep.include({ swaps: false, activity: false })
    expect(warnings().filter(text => text.includes('project configuration'))).to.deep.equal([
      '[vestibule] `features.swaps` is true here, but the project configuration sets it to false: the local setting is ignored.',
      '[vestibule] `features.history` is true here, but the project configuration sets it to false: the local setting is ignored.',
    ])
  })

  it('does not call a default a local setting: no override warning when the integrator set no features', async () => {
    api.setFeatures(sandboxRemoteFeatures({ activity: false, swaps: false }))
    await shown()
    expect(warnings()).to.deep.equal([])
  })

  it('names both values of a list setting', async () => {
    api.setFeatures(sandboxRemoteFeatures({ socials: ['google'] }))
    await shown({ features: { socials: ['github', 'x'] } })
    expect(warnings()).to.include(
      '[vestibule] `features.socials` is ["github","x"] here, but the project configuration sets it to ["google"]: the local setting is ignored.',
    )
  })

  it('turns every remote feature off in basic mode, without asking the server', async () => {
    const appKit = await shown({ basic: true })
    expect(appKit.getState().remoteFeatures).to.deep.equal({ email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false })
    expect(fetched).to.deep.equal([])
  })

  it('without a project id (no vendor account) asks nothing and raises nothing with debug off; debug mode (the default, as AppKit) shows the Project ID Not Configured alert', async () => {
    const appKit = kit({ projectId: undefined, debug: false })
    appKit.showIntent()
    await appKit.ready
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(appKit.getState().errors).to.deep.equal([])
    expect(appKit.getState().remoteFeatures).to.equal(null)
    expect(error.called).to.equal(false)
    const debug = kit({ projectId: undefined })
    await settled(debug)
    expect(debug.getState().errors[0]?.error.shortMessage).to.equal('Project ID Not Configured')
    expect(fetched).to.deep.equal([])
  })

  it('an origin the project does not allow: a console error naming it and where to allow it, always; the alert only in debug mode', async () => {
    Object.assign(globalThis, { location: { origin: 'https://shop.example.com' } })
    try {
      const quiet = await shown({ debug: false })
      await new Promise(resolve => setTimeout(resolve, 100))
      const said = error
        .getCalls()
        .map(call => call.args.map(String).join(' '))
        .join('\n')
      expect(said).to.include('the page origin https://shop.example.com is not on the allowed origins of project good')
      expect(said).to.include('allowed domains')
      expect(said).to.include('https://*.example.com')
      expect(quiet.getState().errors).to.deep.equal([])
      const debug = kit({ debug: true })
      debug.showIntent()
      await new Promise<void>(resolve => {
        const check = () => (debug.getState().errors.length ? resolve() : setTimeout(check, 5))
        check()
      })
      expect(debug.getState().errors[0]?.error).to.deep.include({
        shortMessage: 'Invalid App Configuration',
        details: 'Origin not found on Allowlist - update configuration',
        code: 'APKT001',
      })
    } finally {
      delete (globalThis as { location?: unknown }).location
    }
  })

  it('accepts an origin matching a wildcard of the allow list, or a default', async () => {
    api.setAllowedOrigins(['https://*.example.com'])
    Object.assign(globalThis, { location: { origin: 'https://shop.example.com' } })
    try {
      const appKit = await shown({ debug: true })
      await new Promise(resolve => setTimeout(resolve, 100))
      expect(appKit.getState().errors).to.deep.equal([])
      expect(error.called).to.equal(false)
    } finally {
      api.setAllowedOrigins(['http://localhost:*', 'http://127.0.0.1:*'])
      delete (globalThis as { location?: unknown }).location
    }
  })

  it("maps 'Unauthorized: invalid key' to the invalid project id alert", async () => {
    const appKit = await shown({ projectId: 'unknown-project' })
    const raised = appKit.getState().errors[0]?.error
    expect(raised).to.deep.include({ shortMessage: 'Invalid App Configuration', category: 'INVALID_APP_CONFIGURATION' })
    expect(raised?.details).to.equal('Invalid Project ID - update configuration')
  })

  it("raises 'Server Error' on a 5xx and 'Rate Limited' on a 429, and the modal keeps working", async () => {
    api.fail('/appkit/v1/config', { status: 503, times: QUERY_RETRY_COUNT + 1 })
    const failing = await shown()
    expect(failing.getState().errors[0]?.error).to.deep.include({ shortMessage: 'Server Error', category: 'SERVER_ERROR' })
    await failing.open()
    expect(failing.getState().modal.isOpen).to.equal(true)
    api.fail('/appkit/v1/config', { status: 429, times: 1 })
    const limited = await shown()
    expect(limited.getState().errors[0]?.error).to.deep.include({ shortMessage: 'Rate Limited', category: 'RATE_LIMITED' })
  })
})
