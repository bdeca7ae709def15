import { expect } from 'chai'
import sinon from 'sinon'
import { loadHeadlessActions } from '../../../../core/actions/loadHeadlessActions'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { SIGN_OUT_TIMEOUT_MS } from '../../../../core/constants'
import type { EventInput } from '../../../../core/events/eventMap'
import { solana } from '../../../../plugins/networks'
import { alpha, connected } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const solanaConnected: EventInput = {
  type: 'connection/succeeded',
  payload: {
    connectorId: 'solana:sandbox',
    namespace: 'solana',
    accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }],
    caipNetworkId: solana.caipNetworkId,
    wallet: { id: 'solana:sandbox', name: 'Sandbox Solana' },
  },
}

describe("disconnect takes AppKit's disconnect(namespace)", () => {
  let clock: sinon.SinonFakeTimers
  // Loaded before the fake clock ticks: a disconnect whose chunk were still loading would start its
  // sign-out wait after the tick, and the test would wait for a timer nobody advances.
  before(() => loadHeadlessActions())
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => clock.restore())

  it("disconnect('solana') signs Solana out and leaves the active EVM wallet connected", async () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha, solana], basic: true }, offlineEnvironment())
    appKit.dispatch(connected())
    appKit.dispatch(solanaConnected)
    // Back on the EVM network: EVM is the active namespace, Solana stays connected beside it.
    appKit.dispatch({ type: 'network/switched', payload: { caipNetworkId: 'eip155:31337', supported: true } })
    expect(appKit.getState().accounts.solana?.status).to.equal('connected')
    expect(appKit.getState().activeNamespace).to.equal('eip155')
    const disconnecting = appKit.disconnect('solana')
    // No plugin answers the sign-out: SPEC §4's wait ends and the connection is forgotten.
    await clock.tickAsync(SIGN_OUT_TIMEOUT_MS)
    await disconnecting.catch(() => undefined)
    expect(appKit.getState().accounts.solana?.status).not.to.equal('connected')
    expect(appKit.getState().accounts.eip155?.status).to.equal('connected')
  })
})
