import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { CONNECT_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SWITCH_NETWORK_TIMEOUT_MS } from '../../../../core/constants'
import { alpha, beta, connected } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'
import { headlessErrors, type HeadlessErrors } from './headlessErrors'

/** An instance whose wallet never answers anything: a connector is registered and nothing more. */
function silentWallet() {
  // Basic mode fetches no project configuration: no HTTP timer runs besides the actions' own.
  const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta], basic: true }, offlineEnvironment())
  appKit.dispatch({ type: 'connectors/registered', payload: { connector: { id: 'silent', type: 'INJECTED', chain: 'eip155', name: 'Silent' } } })
  return appKit
}

/** How a promise ended, without an unhandled rejection while the clock is still stopped. */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    value => Object.assign(seen, { value, settled: true }),
    error => Object.assign(seen, { error, settled: true }),
  )
  return seen
}

const flush = () => Promise.resolve().then(() => undefined)

describe('headless action timeouts', () => {
  let clock: sinon.SinonFakeTimers
  let ActionTimeoutError: HeadlessErrors['ActionTimeoutError']
  let VestibuleError: HeadlessErrors['VestibuleError']
  before(async () => ({ ActionTimeoutError, VestibuleError } = await headlessErrors()))
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => clock.restore())

  it('waits 2 minutes (SPEC §9) for every action, constants included', () => {
    expect([CONNECT_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SWITCH_NETWORK_TIMEOUT_MS]).to.deep.equal([120_000, 120_000, 120_000])
  })

  it('rejects connect with Failed to connect when the wallet never answers, not before the timeout', async () => {
    const appKit = silentWallet()
    const connecting = outcome(appKit.connect({ connectorId: 'silent' }))
    await clock.tickAsync(CONNECT_TIMEOUT_MS - 1)
    expect(connecting.settled).to.equal(false)
    await clock.tickAsync(1)
    expect(connecting.error).to.be.instanceOf(ActionTimeoutError)
    expect(connecting.error).to.deep.include({ shortMessage: 'Failed to connect', code: 'TIMEOUT', action: 'connect', timeoutMs: CONNECT_TIMEOUT_MS })
  })

  it('rejects request and switchNetwork when the wallet never answers', async () => {
    const appKit = silentWallet()
    appKit.dispatch(connected('silent'))
    const requesting = outcome(appKit.request({ method: 'personal_sign', params: ['0x00', null] }))
    const switching = outcome(appKit.switchNetwork({ network: 'eip155:31338' }))
    await clock.tickAsync(REQUEST_TIMEOUT_MS)
    expect(requesting.error).to.be.instanceOf(ActionTimeoutError)
    expect(requesting.error).to.deep.include({ code: 'TIMEOUT', action: 'personal_sign' })
    expect(switching.error).to.be.instanceOf(ActionTimeoutError)
    expect(switching.error).to.deep.include({ code: 'TIMEOUT', action: 'switchNetwork' })
  })

  it('resolves an answer that comes in time, and leaves no timer behind', async () => {
    const appKit = silentWallet()
    const connecting = outcome(appKit.connect({ connectorId: 'silent' }))
    appKit.dispatch(connected('silent'))
    await flush()
    expect(connecting.value).to.deep.include({ caipNetworkId: 'eip155:31337' })
    expect(clock.countTimers()).to.equal(0)
  })

  it('rejects every pending action with Request was aborted when the instance is destroyed', async () => {
    const appKit = silentWallet()
    const connecting = outcome(appKit.connect({ connectorId: 'silent' }))
    appKit.dispatch(connected('injected:other'))
    const requesting = outcome(appKit.request({ method: 'eth_sendTransaction', params: [] }))
    const switching = outcome(appKit.switchNetwork({ network: 'eip155:31338' }))
    appKit.destroy()
    await flush()
    for (const pending of [connecting, requesting, switching]) {
      expect(pending.error).to.be.instanceOf(VestibuleError)
      expect((pending.error as InstanceType<typeof VestibuleError>).shortMessage).to.equal('Request was aborted')
    }
    expect(clock.countTimers()).to.equal(0)
  })

  it('rejects an action called after destroy at once', async () => {
    const appKit = silentWallet()
    appKit.destroy()
    const late = [outcome(appKit.connect({ connectorId: 'silent' })), outcome(appKit.switchNetwork({ network: 'eip155:31338' }))]
    await flush()
    expect(late.map(p => (p.error as InstanceType<typeof VestibuleError> | undefined)?.shortMessage)).to.deep.equal([
      'Request was aborted',
      'Request was aborted',
    ])
  })
})
