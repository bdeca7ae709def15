import { expect } from 'chai'
import { initialState, type VestibuleEvent, type VestibuleState } from '../../../../core'
import { analyticsEventOf, toAppKitEvent } from '../../../../core/getters/toAppKitEvent'
import type { AnalyticsMapping } from '../../../../core/plugins/definePlugin'

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
    expect(toAppKitEvent(event('modal/closed', {}), initialState)?.data).to.deep.equal({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    })
  })

  it('names connection events with the wallet and how it connects', () => {
    expect(toAppKitEvent(event('connection/requested', { connectorId: 'io.metamask', namespace: 'eip155' }), connected)?.data).to.deep.equal({
      type: 'track',
      event: 'SELECT_WALLET',
      properties: { name: 'MetaMask', platform: 'browser' },
    })
    expect(
      toAppKitEvent(event('connection/failed', { connectorId: 'io.metamask', error: { shortMessage: 'Connection rejected' } }), connected)?.data.properties,
    ).to.deep.equal({
      message: 'Connection rejected',
    })
    expect(toAppKitEvent(event('network/switched', { caipNetworkId: 'eip155:10', supported: true }), connected)?.data.event).to.equal('SWITCH_NETWORK')
  })

  it("names the views AppKit's buttons open as its clicks, with its properties", () => {
    const named = (view: string) => toAppKitEvent(event('router/pushed', { view }), { ...connected, activeCaipNetworkId: 'eip155:1' })?.data
    expect(named('AllWallets')).to.deep.equal({ type: 'track', event: 'CLICK_ALL_WALLETS' })
    expect(named('Networks')).to.deep.equal({ type: 'track', event: 'CLICK_NETWORKS' })
    expect(named('WhatIsAWallet')?.event).to.equal('CLICK_WALLET_HELP')
    expect(named('WhatIsANetwork')?.event).to.equal('CLICK_NETWORK_HELP')
    expect(named('EmailLogin')?.event).to.equal('EMAIL_LOGIN_SELECTED')
    expect(named('OnRampProviders')).to.deep.equal({ type: 'track', event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: false } })
    expect(named('Swap')).to.deep.equal({ type: 'track', event: 'OPEN_SWAP', properties: { isSmartAccount: false, network: 'eip155:1' } })
    expect(named('WalletSend')?.event).to.equal('OPEN_SEND')
    expect(named('RegisterAccountName')?.event).to.equal('OPEN_ENS_FLOW')
  })

  it("reports a smart account as AppKit's isSmartAccount, the embedded wallet's method as 'email', and the namespace disconnected", () => {
    const embedded: VestibuleState = {
      ...connected,
      activeCaipNetworkId: 'eip155:1',
      accounts: { eip155: { status: 'connected', address: '0xabc', allAccounts: [], preferredAccountTypes: { eip155: 'smartAccount' } } },
      connectors: [{ id: 'embedded', type: 'AUTH', chain: 'eip155', name: 'Email' }],
    }
    expect(toAppKitEvent(event('router/pushed', { view: 'Swap' }), embedded)?.data.properties).to.deep.equal({ isSmartAccount: true, network: 'eip155:1' })
    expect(toAppKitEvent(event('connection/succeeded', { connectorId: 'embedded', namespace: 'eip155' }), embedded)?.data.properties).to.deep.equal({
      method: 'email',
      name: 'Email',
    })
    expect(toAppKitEvent(event('connection/disconnected', { connectorId: 'embedded', namespace: 'solana' }), initialState)?.data).to.deep.equal({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'solana' },
    })
  })

  it("takes a plugin's own events from its analytics declaration, given the state they produced; core's names come first", () => {
    const mappings: AnalyticsMapping[] = [
      { 'router/pushed': () => ({ event: 'NOT_CORE' }) } as AnalyticsMapping,
      {
        'snackbar/shown': (_event: VestibuleEvent, state: VestibuleState) => ({ event: 'PLUGIN_EVENT', properties: { network: state.activeCaipNetworkId } }),
      } as unknown as AnalyticsMapping,
    ]
    const state = { ...connected, activeCaipNetworkId: 'eip155:10' as const }
    expect(toAppKitEvent(event('snackbar/shown', { message: 'x', variant: 'info' }), state, mappings)?.data).to.deep.equal({
      type: 'track',
      event: 'PLUGIN_EVENT',
      properties: { network: 'eip155:10' },
    })
    expect(toAppKitEvent(event('router/pushed', { view: 'Networks' }), state, mappings)?.data.event).to.equal('CLICK_NETWORKS')
    expect(analyticsEventOf(event('router/pushed', { view: 'Account' }), state, mappings)).to.deep.equal({ event: 'NOT_CORE' })
  })

  it('leaves out events AppKit does not report', () => {
    expect(toAppKitEvent(event('router/pushed', { view: 'Account' }), connected)).to.equal(undefined)
    expect(toAppKitEvent(event('snackbar/shown', { message: 'x', variant: 'info' }), connected)).to.equal(undefined)
  })
})
