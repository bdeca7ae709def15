import { expect } from 'chai'
import { createAppKit, type AppKit, type PluginDefinition } from 'vestibule'
import { StorageKeys } from 'vestibule/plugin'
import { initialState, type VestibuleState } from '../../../../core/state/state'
import { crossTabChanges } from '../../../../core/builtInPlugins/crossTabChanges'
import { EMPTY_SNAPSHOT, type StoredSnapshot } from '../../../../core/schemas/storedSnapshot'
import { mockConnector } from '../connectors/mockConnector'
import { alpha, beta } from '../foldEvents'
import { memoryStorage, offlineEnvironment } from '../../offlineEnvironment'

const ALPHA = 'eip155:31337' as const

const connectedSnapshot: StoredSnapshot = {
  ...EMPTY_SNAPSHOT,
  connectionStatus: 'connected',
  connectedNamespaces: ['eip155'],
  connectorIds: { eip155: 'mock' },
  activeNamespace: 'eip155',
  activeCaipNetworkId: ALPHA,
}
const stateWith = (status: 'connected' | 'connecting' | 'disconnected' | undefined): VestibuleState => ({
  ...initialState,
  accounts: status ? { eip155: { status, allAccounts: [] } as never } : {},
  activeConnectorIds: status === 'connected' || status === 'connecting' ? { eip155: 'mock' } : {},
})

describe("crossTabChanges: what a tab takes up from another tab's stored connection", () => {
  it('ends locally a namespace connected here that the other tab stored as disconnected', () => {
    expect(crossTabChanges({ ...EMPTY_SNAPSHOT, connectionStatus: 'disconnected' }, stateWith('connected'))).to.deep.equal([
      { type: 'connection/disconnected', payload: { connectorId: 'mock', namespace: 'eip155' } },
    ])
  })

  it('restores (a sync that never prompts) a namespace stored as connected and idle here', () => {
    const events = crossTabChanges(connectedSnapshot, stateWith(undefined))
    expect(events).to.have.length(1)
    expect(events[0]).to.deep.include({ type: 'storage/restored' })
    expect((events[0]!.payload as { snapshot: StoredSnapshot }).snapshot).to.deep.include({ connectorIds: { eip155: 'mock' }, activeCaipNetworkId: ALPHA })
  })

  it('does nothing when the tabs agree, nor to a namespace connecting here', () => {
    expect(crossTabChanges(connectedSnapshot, stateWith('connected'))).to.deep.equal([])
    expect(crossTabChanges({ ...EMPTY_SNAPSHOT, connectionStatus: 'disconnected' }, stateWith('disconnected'))).to.deep.equal([])
    expect(crossTabChanges({ ...EMPTY_SNAPSHOT, connectionStatus: 'disconnected' }, stateWith('connecting'))).to.deep.equal([])
  })

  it('reads a half-written connection (status without its connector id) as not connected', () => {
    expect(crossTabChanges({ ...connectedSnapshot, connectorIds: {} }, stateWith(undefined))).to.deep.equal([])
    expect(crossTabChanges({ ...connectedSnapshot, connectedNamespaces: [] }, stateWith('connected'))).to.have.length(1)
  })

  it('does not restore a connector the other tab stored as disconnected by the visitor', () => {
    expect(crossTabChanges({ ...connectedSnapshot, disconnectedConnectorIds: { eip155: ['mock'] } }, stateWith(undefined))).to.deep.equal([])
  })
})

describe('persistencePlugin: two tabs of one site stay in sync through storage events', () => {
  // Node has no window: the tabs share one EventTarget as `globalThis`, and one storage map.
  const target = new EventTarget()
  const globals = globalThis as unknown as { addEventListener?: EventTarget['addEventListener']; removeEventListener?: EventTarget['removeEventListener'] }
  const apps: AppKit[] = []
  before(() => {
    globals.addEventListener = target.addEventListener.bind(target)
    globals.removeEventListener = target.removeEventListener.bind(target)
  })
  after(() => {
    delete globals.addEventListener
    delete globals.removeEventListener
  })
  afterEach(() => {
    for (const app of apps.splice(0)) app.destroy()
  })

  const tab = (storage: ReturnType<typeof memoryStorage>, plugin: PluginDefinition) => {
    const app = createAppKit({ projectId: 'test', networks: [alpha, beta] as never, plugins: [plugin] }, offlineEnvironment({ storage }))
    apps.push(app)
    return app
  }
  /** What the browser does in every other tab after one writes (the key is one of ours). */
  const storageEvent = () => target.dispatchEvent(Object.assign(new Event('storage'), { key: StorageKeys.CONNECTION_STATUS }))
  const until = async (check: () => boolean, ms = 2_000) => {
    const end = Date.now() + ms
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time')
      await new Promise(resolve => setTimeout(resolve, 5))
    }
  }

  it('a connect in one tab shows in the other without a wallet prompt; a disconnect there ends it here, and nobody writes it back', async () => {
    const storage = memoryStorage()
    const a = mockConnector({ caipNetworkId: ALPHA })
    const b = mockConnector({ caipNetworkId: ALPHA })
    const tabA = tab(storage, a.plugin)
    const tabB = tab(storage, b.plugin)
    await Promise.all([tabA.ready, tabB.ready])

    await tabA.connect({ connectorId: 'mock' })
    storageEvent()
    await until(() => tabB.getState().accounts.eip155?.status === 'connected')
    expect(tabB.getState().accounts.eip155?.allAccounts.map(account => account.address)).to.deep.equal(
      tabA.getState().accounts.eip155?.allAccounts.map(account => account.address),
    )
    expect(b.wallet.methods()).to.include('restore')
    expect(b.wallet.methods()).not.to.include('connect')

    await tabB.disconnect()
    storageEvent()
    await until(() => tabA.getState().accounts.eip155?.status !== 'connected')
    expect(tabA.getState().accounts.eip155?.status ?? 'disconnected').to.equal('disconnected')
    // Tab A was told, not its wallet: the other tab has signed out of it already.
    expect(a.wallet.methods()).not.to.include('disconnect')
    await new Promise(resolve => setTimeout(resolve, 20))
    expect(JSON.parse(storage.map.get(StorageKeys.CONNECTION_STATUS) ?? 'null')).to.equal('disconnected')
  })

  it('ignores storage events of keys that are not ours', async () => {
    const storage = memoryStorage()
    const a = mockConnector({ caipNetworkId: ALPHA })
    const tabA = tab(storage, a.plugin)
    await tabA.connect({ connectorId: 'mock' })
    storage.map.set(StorageKeys.CONNECTION_STATUS, JSON.stringify('disconnected'))
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'someone-else' }))
    await new Promise(resolve => setTimeout(resolve, 30))
    expect(tabA.getState().accounts.eip155?.status).to.equal('connected')
  })
})
