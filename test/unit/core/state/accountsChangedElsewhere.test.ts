import { expect } from 'chai'
import { ADDRESS, alpha, connected, fold, initialized } from '../foldEvents'
import { REGTEST, regtest } from '../../bitcoinRegtest'

const PAYMENT = 'bcrt1qpayment'
const ORDINALS = 'bcrt1pordinals'

describe('connection reducer: the accounts of a connected namespace that is not the active one', () => {
  it('change in place, on the network that namespace is on (a Bitcoin address chosen while EVM is active keeps Bitcoin connected)', () => {
    const state = fold([
      initialized({ networks: [alpha, regtest] as never }),
      connected('injected:sandbox'),
      {
        type: 'connection/succeeded',
        payload: {
          connectorId: 'bip122:Wallet',
          namespace: 'bip122',
          accounts: [
            { address: PAYMENT, type: 'payment' },
            { address: ORDINALS, type: 'ordinal' },
          ],
          caipNetworkId: REGTEST,
        },
      },
      {
        type: 'connection/accounts-changed',
        payload: {
          connectorId: 'bip122:Wallet',
          namespace: 'bip122',
          accounts: [
            { address: ORDINALS, type: 'ordinal' },
            { address: PAYMENT, type: 'payment' },
          ],
        },
      },
    ])
    expect(state.activeNamespace).to.equal('eip155')
    expect(state.accounts.eip155?.address).to.equal(ADDRESS)
    expect(state.accounts.bip122).to.deep.include({ status: 'connected', address: ORDINALS, caipAddress: `${REGTEST}:${ORDINALS}` })
    expect(state.accounts.bip122?.allAccounts.map(account => account.type)).to.deep.equal(['ordinal', 'payment'])
  })
})
