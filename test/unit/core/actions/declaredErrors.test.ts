import { expect } from 'chai'
import { filter, firstValueFrom } from 'rxjs'
import sinon from 'sinon'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { connectionSwitch, connectionSwitcherStatus, type ConnectionSwitcherStatus } from '../../../../core/connectors/connectionSwitcher'
import { mockConnector, type MockConnectorParameters } from '../connectors/mockConnector'
import { alpha, beta, fold, initialized, connected } from '../foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { shortMessage?: string }) => error.shortMessage,
  )

/** An instance with one mock wallet (basic mode: no project configuration is fetched). */
function withWallet(parameters: Partial<MockConnectorParameters> = {}) {
  const wallet = mockConnector({ caipNetworkId: 'eip155:31337', ...parameters })
  const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta], basic: true, plugins: [wallet.plugin] }, offlineEnvironment())
  return { appKit, wallet }
}

describe("SPEC §8's declared texts, raised where SPEC says", () => {
  let consoleError: sinon.SinonStub
  beforeEach(() => {
    consoleError = sinon.stub(console, 'error')
  })
  afterEach(() => consoleError.restore())

  it("switching to a network the app has not configured shows the 'Network Not Found' alert and stays where it was", async () => {
    const { appKit } = withWallet()
    await appKit.ready
    const before = appKit.getState().activeCaipNetworkId
    expect(await failure(appKit.switchNetwork({ network: 'eip155:999' }))).to.equal('Network not found')
    expect(appKit.getState().snackbar).to.deep.include({ open: true, message: 'Network Not Found', variant: 'error' })
    expect(appKit.getState().activeCaipNetworkId).to.equal(before)
    // Asked by event (a plugin, a view) while nothing is connected: refused the same way, not adopted.
    appKit.dispatch({ type: 'network/switch-requested', payload: { caipNetworkId: 'eip155:998' } })
    expect(appKit.getState().activeCaipNetworkId).to.equal(before)
    appKit.destroy()
  })

  it("switching, while connected, to a namespace no connector serves is 'Adapter not found' (SPEC §8); a served one switches", async () => {
    const bitcoin = {
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
    }
    const wallet = mockConnector({ caipNetworkId: 'eip155:31337' })
    const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta, bitcoin] as never, basic: true, plugins: [wallet.plugin] }, offlineEnvironment())
    await appKit.connect({ connectorId: 'mock' })
    expect(await failure(appKit.switchNetwork({ network: 'bip122:000000000019d6689c085ae165831e93' }))).to.equal('Adapter not found')
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:31337')
    // A namespace a connector serves is not refused.
    appKit.dispatch({ type: 'connectors/registered', payload: { connector: { id: 'btc', type: 'INJECTED', chain: 'bip122', name: 'Bitcoin wallet' } } })
    appKit.dispatch({ type: 'modal/open-requested', payload: {} })
    expect(await failure(appKit.switchNetwork({ network: 'bip122:000000000019d6689c085ae165831e93' }))).to.equal('resolved')
    expect(appKit.getState().modal.view).to.equal('SwitchActiveChain')
    appKit.destroy()
  })

  it("a connect promise is rejected with 'Modal closed' when the visitor closes the modal on it", async () => {
    const { appKit } = withWallet({ features: { connect: 'approve' } })
    await appKit.ready
    // A wallet that has not answered yet: the connect attempt stays pending.
    appKit.dispatch({ type: 'connectors/registered', payload: { connector: { id: 'silent', type: 'INJECTED', chain: 'eip155', name: 'Silent' } } })
    await appKit.open()
    const asked = firstValueFrom(appKit.events$.pipe(filter(event => event.type === 'connection/requested')))
    const connecting = failure(appKit.connect({ connectorId: 'silent' }))
    // The visitor closes the modal while the wallet is being asked.
    await asked
    await appKit.close()
    expect(await connecting).to.equal('Modal closed')
    appKit.destroy()
  })

  it('a headless connect is not rejected by a close() while no modal is open', async () => {
    const { appKit } = withWallet()
    await appKit.ready
    appKit.dispatch({ type: 'connectors/registered', payload: { connector: { id: 'silent', type: 'INJECTED', chain: 'eip155', name: 'Silent' } } })
    let settled = false
    void appKit.connect({ connectorId: 'silent' }).then(
      () => (settled = true),
      () => (settled = true),
    )
    // Closing a modal that is not open dispatches nothing.
    await appKit.close()
    await new Promise(resolve => setTimeout(resolve, 10))
    expect(settled).to.equal(false)
    appKit.destroy()
  })

  it("a wallet whose sign-out fails: the connection is forgotten here, and disconnect rejects with 'Failed to disconnect', reported", async () => {
    const { appKit } = withWallet({ features: { disconnect: 'fail' } })
    await appKit.connect({ connectorId: 'mock' })
    expect(await failure(appKit.disconnect())).to.equal('Failed to disconnect')
    expect(appKit.getState().accounts.eip155?.status ?? 'disconnected').to.equal('disconnected')
    expect(appKit.getState().errors.map(entry => entry.error.shortMessage)).to.include('Failed to disconnect')
    appKit.destroy()
  })

  it('a wallet that signs out disconnects without an error', async () => {
    const { appKit } = withWallet()
    await appKit.connect({ connectorId: 'mock' })
    expect(await failure(appKit.disconnect())).to.equal('resolved')
    expect(appKit.getState().errors).to.deep.equal([])
    appKit.destroy()
  })

  it("classes connections for the switcher (SPEC §4) and refuses any other status: 'Invalid connection status'", () => {
    const state = fold([initialized(), connected('injected:a')])
    expect(connectionSwitcherStatus(state, 'eip155', 'injected:a')).to.equal('connected')
    expect(connectionSwitcherStatus(state, 'eip155', 'injected:b')).to.equal('disconnected')
    expect(connectionSwitch('connected')).to.deep.equal({ kind: 'use-chain' })
    expect(connectionSwitch('active')).to.deep.equal({ kind: 'connect' })
    expect(connectionSwitch('disconnected')).to.deep.equal({ kind: 'connect' })
    expect(() => connectionSwitch('connecting' as ConnectionSwitcherStatus)).to.throw('Invalid connection status')
  })
})
