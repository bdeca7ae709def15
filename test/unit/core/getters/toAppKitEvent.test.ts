import { expect } from 'chai'
import { initialState, type VestibuleEvent, type VestibuleState } from '../../../../core'
import { toAppKitEvent } from '../../../../core/getters/toAppKitEvent'

const meta = { seq: 1, id: 't:1', time: 1_700_000_000_000, source: 'user', causeId: null }
const event = (type: string, payload: object) => ({ type, payload, meta }) as unknown as VestibuleEvent
const connected: VestibuleState = {
  ...initialState,
  activeNamespace: 'eip155',
  accounts: { eip155: { status: 'connected', address: '0xabc', allAccounts: [] } },
  connectors: [{ id: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155', name: 'MetaMask' }],
}

describe('toAppKitEvent', () => {
  it("names modal events as AppKit's analytics do, with whether an account is connected", () => {
    expect(toAppKitEvent(event('modal/open-requested', {}), connected)).to.deep.equal({
      timestamp: meta.time,
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
    })
    expect(toAppKitEvent(event('modal/closed', {}), initialState)?.data).to.deep.equal({ type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } })
  })

  it('names connection events with the wallet and how it connects', () => {
    expect(toAppKitEvent(event('connection/requested', { connectorId: 'io.metamask', namespace: 'eip155' }), connected)?.data).to.deep.equal({
      type: 'track',
      event: 'SELECT_WALLET',
      properties: { name: 'MetaMask', platform: 'browser' },
    })
    expect(toAppKitEvent(event('connection/failed', { connectorId: 'io.metamask', error: { shortMessage: 'Connection rejected' } }), connected)?.data.properties).to.deep.equal({
      message: 'Connection rejected',
    })
    expect(toAppKitEvent(event('network/switched', { caipNetworkId: 'eip155:10', supported: true }), connected)?.data.event).to.equal('SWITCH_NETWORK')
  })

  it('leaves out events AppKit does not report', () => {
    expect(toAppKitEvent(event('router/pushed', { view: 'Networks' }), connected)).to.equal(undefined)
    expect(toAppKitEvent(event('snackbar/shown', { message: 'x', variant: 'info' }), connected)).to.equal(undefined)
  })
})
