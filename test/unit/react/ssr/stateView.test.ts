import { expect } from 'chai'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { initialConnectionOf } from '../../../../react/ssr/AppKitInitialState'
import { stateViewOf } from '../../../../react/ssr/stateView'
import { alpha, beta, connected } from '../../core/foldEvents'
import { offlineEnvironment } from '../../offlineEnvironment'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// wagmi's State, as its cookieToInitialState reads it: connections by uid, the current one's uid.
const cookieState = { chainId: 31338, current: 'uid-1', connections: new Map([['uid-1', { accounts: [ADDRESS], chainId: 31338 }]]) }

describe('the state the hooks read around server rendering (stateView)', () => {
  it("reads a returning visitor's EVM account and network from wagmi's cookie state, and nothing from an empty one", () => {
    expect(initialConnectionOf(cookieState)).to.deep.equal({
      caipNetworkId: 'eip155:31338',
      account: { status: 'connected', address: ADDRESS, caipAddress: `eip155:31338:${ADDRESS}`, allAccounts: [{ address: ADDRESS, type: 'eoa' }] },
    })
    expect(initialConnectionOf({ chainId: 1, current: null, connections: new Map() })).to.equal(undefined)
    expect(initialConnectionOf(undefined)).to.equal(undefined)
  })

  it("shows the cookie's account until the instance settles its own connection, then only the instance's", () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha, beta] }, offlineEnvironment())
    try {
      const view = stateViewOf(appKit, cookieState)
      expect(view.client().accounts.eip155?.address).to.equal(ADDRESS)
      expect(view.client().activeCaipNetworkId).to.equal('eip155:31338')
      // The same object for the same state, as useSyncExternalStore requires.
      expect(view.client()).to.equal(view.client())
      // On a server (no document here) the server snapshot is the instance's state with the cookie's account.
      expect(view.server().accounts.eip155?.status).to.equal('connected')

      appKit.dispatch(connected('injected:sandbox', [ADDRESS], 'eip155:31338'))
      expect(view.client()).to.equal(appKit.getState())
      appKit.dispatch({ type: 'connection/disconnected', payload: { connectorId: 'injected:sandbox', namespace: 'eip155' } })
      // Disconnected later: the cookie's account never comes back.
      expect(view.client().accounts.eip155?.status).not.to.equal('connected')
      expect(view.client()).to.equal(appKit.getState())
    } finally {
      appKit.destroy()
    }
  })

  it('adds nothing without an initial state', () => {
    const appKit = createAppKit({ projectId: 'p', networks: [alpha] }, offlineEnvironment())
    try {
      expect(stateViewOf(appKit, undefined).client()).to.equal(appKit.getState())
      expect(stateViewOf(appKit, undefined)).to.equal(stateViewOf(appKit, undefined))
    } finally {
      appKit.destroy()
    }
  })
})
