import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit, type AppKit } from '../../../../core/appkit/createAppKit'
import { toRemoteFeatures } from '../../../../core/config/toRemoteFeatures'
import { startApiServer, type ApiServer } from '../../../../devtools/sandbox/api/startApiServer'
import { sandboxRemoteFeatures } from '../../../../devtools/sandbox/api/remoteFeatures'
import { memoryStorage } from '../../offlineEnvironment'
import { alpha } from '../foldEvents'

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
  before(async () => {
    api = await startApiServer({ chains: [], projectIds: ['good'] })
  })
  after(() => api.stop())
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
    error = sinon.stub(console, 'error')
    api.clearFaults()
  })
  afterEach(() => {
    warn.restore()
    error.restore()
  })

  const kit = (options: Record<string, unknown> = {}) =>
    createAppKit({ projectId: 'good', networks: [alpha], apiUrl: api.url, ...options }, { storage: memoryStorage() })

  it('maps the wire list to remote features', () => {
    const features = toRemoteFeatures({ features: sandboxRemoteFeatures({ email: true, socials: ['google', 'x'], swaps: true, activity: true }) })
    expect(features).to.deep.include({ email: true, socials: ['google', 'x'], activity: true, reownBranding: false, onramp: false })
    expect(features.swaps).to.be.an('array')
  })

  it('fetches the configuration with the SPEC §7 query fields and lets it override local features, warning in debug mode', async () => {
    api.setFeatures(sandboxRemoteFeatures({ activity: false, swaps: false }))
    const appKit = kit({ debug: true })
    await settled(appKit)
    expect(appKit.getState().remoteFeatures).to.deep.include({ swaps: false, activity: false })
    const request = api.requests.find(r => r.path === '/appkit/v1/config')!
    expect(request.query).to.include({ projectId: 'good', st: 'appkit', sv: '1.7.9' })
    expect(warn.firstCall.args.join(' ')).to.contain('the local setting was ignored')
  })

  it('turns every remote feature off in basic mode, without asking the server', async () => {
    api.clearRequests()
    const appKit = kit({ basic: true })
    await settled(appKit)
    expect(appKit.getState().remoteFeatures).to.deep.equal({ email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false })
    expect(api.requests.filter(r => r.path === '/appkit/v1/config')).to.have.length(0)
  })

  it("raises 'Project ID Not Configured' without a project id", async () => {
    const appKit = kit({ projectId: undefined })
    await settled(appKit)
    expect(appKit.getState().errors[0]?.error.shortMessage).to.equal('Project ID Not Configured')
  })

  it("maps 'Unauthorized: invalid key' to the invalid project id alert", async () => {
    const appKit = kit({ projectId: 'unknown-project' })
    await settled(appKit)
    const raised = appKit.getState().errors[0]?.error
    expect(raised).to.deep.include({ shortMessage: 'Invalid App Configuration', category: 'INVALID_APP_CONFIGURATION' })
    expect(raised?.details).to.equal('Invalid Project ID - update configuration')
  })

  it("raises 'Server Error' on a 5xx and 'Rate Limited' on a 429, and the modal keeps working", async () => {
    api.fail('/appkit/v1/config', { status: 503, times: 1 })
    const failing = kit()
    await settled(failing)
    expect(failing.getState().errors[0]?.error).to.deep.include({ shortMessage: 'Server Error', category: 'SERVER_ERROR' })
    await failing.open()
    expect(failing.getState().modal.isOpen).to.equal(true)
    api.fail('/appkit/v1/config', { status: 429, times: 1 })
    const limited = kit()
    await settled(limited)
    expect(limited.getState().errors[0]?.error).to.deep.include({ shortMessage: 'Rate Limited', category: 'RATE_LIMITED' })
  })
})
