import { expect } from 'chai'
import type { EventInput } from '../../../../core/events/eventMap'
import { selectSeveralAddresses } from '../../../../react/features/switchAddress/selectSeveralAddresses'
import { ADDRESS, ADDRESS_2, alpha, connected, fold, initialized } from '../../core/foldEvents'
import { REGTEST, regtest } from '../../bitcoinRegtest'

const bitcoinConnected = (addresses: readonly string[]): EventInput => ({
  type: 'connection/succeeded',
  payload: {
    connectorId: 'bip122:Wallet',
    namespace: 'bip122',
    accounts: addresses.map((address, index) => ({ address, type: index === 0 ? 'payment' : 'ordinal' })),
    caipNetworkId: REGTEST,
  },
})
const start = initialized({ networks: [alpha, regtest] as never })

describe("the Account view's Switch account row (selectSeveralAddresses)", () => {
  it('shows for an active Bitcoin connection holding its payment and ordinals addresses', () => {
    expect(selectSeveralAddresses(fold([start, bitcoinConnected(['bcrt1qpay', 'bcrt1pord'])]))).to.equal(true)
  })

  it('does not show for a Bitcoin connection with one address, nor for an EVM wallet with several accounts', () => {
    expect(selectSeveralAddresses(fold([start, bitcoinConnected(['bcrt1qpay'])]))).to.equal(false)
    expect(selectSeveralAddresses(fold([start, connected('injected:sandbox', [ADDRESS, ADDRESS_2])]))).to.equal(false)
  })

  it('does not show while another namespace is the active one', () => {
    expect(selectSeveralAddresses(fold([start, connected('injected:sandbox'), bitcoinConnected(['bcrt1qpay', 'bcrt1pord'])]))).to.equal(false)
  })
})
