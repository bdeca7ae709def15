import { expect } from 'chai'
import type { EventInput } from '../../../../core/events/eventMap'
import { connected, fold, initialized } from '../foldEvents'

const generated = (uri = 'wc:abc@2?relay-protocol=irn&symKey=1', connectorId = 'walletConnect'): EventInput => ({
  type: 'pairing/uri-generated',
  payload: { connectorId, uri, expiresAt: 240_000 },
})

describe('pairing reducer (SPEC §4)', () => {
  it('holds the URI on show', () => {
    expect(fold([initialized(), generated()]).pairing).to.deep.equal({
      connectorId: 'walletConnect',
      uri: 'wc:abc@2?relay-protocol=irn&symKey=1',
      expiresAt: 240_000,
    })
  })

  it('replaces it with a fresh one', () => {
    expect(fold([initialized(), generated(), generated('wc:def@2?x')]).pairing?.uri).to.equal('wc:def@2?x')
  })

  it('clears it when the modal closes', () => {
    expect(fold([initialized(), { type: 'modal/open-requested', payload: {} }, generated(), { type: 'modal/closed', payload: {} }]).pairing).to.equal(null)
  })

  it('clears it once it counts as expired', () => {
    expect(fold([initialized(), generated(), { type: 'pairing/uri-expired', payload: { connectorId: 'walletConnect' } }]).pairing).to.equal(null)
  })

  it('clears it when its connector connects or fails, and not for another connector', () => {
    expect(fold([initialized(), generated(), connected('walletConnect')]).pairing).to.equal(null)
    expect(fold([initialized(), generated(), connected('injected:sandbox')]).pairing?.connectorId).to.equal('walletConnect')
    const failed: EventInput = {
      type: 'connection/failed',
      payload: {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        error: { name: 'Error', message: 'User rejected.', shortMessage: 'User rejected.', category: 'INTERNAL_SDK_ERROR' },
        rejected: true,
      },
    }
    expect(fold([initialized(), generated(), failed]).pairing).to.equal(null)
  })

  it('opens on ConnectingWalletConnectBasic in basic mode once a WalletConnect connector is registered', () => {
    const walletConnect: EventInput = {
      type: 'connectors/registered',
      payload: { connector: { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect' } },
    }
    const open: EventInput = { type: 'modal/open-requested', payload: {} }
    expect(fold([initialized({ basic: true }), walletConnect, open]).modal.view).to.equal('ConnectingWalletConnectBasic')
    expect(fold([initialized({ basic: true }), open]).modal.view).to.equal('Connect')
    expect(fold([initialized(), walletConnect, open]).modal.view).to.equal('Connect')
    expect(fold([initialized({ basic: true }), walletConnect, connected(), open]).modal.view).to.equal('Account')
  })
})
