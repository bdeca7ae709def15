import { expect } from 'chai'
import type { VestibuleState } from 'vestibule/plugin'
import { selectSendBalanceRead, selectSendFiat, selectSendTokens } from '../../../../../plugins/features/send/sendSelectors'
import { initialSendState, type SendState } from '../../../../../plugins/features/send/sendState'

const network = {
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}

/** The root state Send reads: one connected EVM account on the active network, and its slice. */
/** `balance` null: none read yet. */
function stateWith(send: Partial<SendState>, balance: string | null = '2'): VestibuleState {
  return {
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31337',
    accounts: { eip155: { status: 'connected', address: '0xa', caipAddress: 'eip155:31337:0xa', ...(balance === null ? {} : { balance }) } },
    options: { networks: [network] },
    slices: { send: { ...initialSendState, ...send } },
  } as unknown as VestibuleState
}

describe('selectSendFiat', () => {
  const prices = { caipNetworkId: 'eip155:31337', byToken: { native: 3000, '0xs': 1 } }

  it("is the amount as typed times the chosen token's price", () => {
    expect(selectSendFiat(stateWith({ prices, form: { tokenId: 'native', amount: '1.5', receiver: '' } }))).to.equal(4500)
    expect(selectSendFiat(stateWith({ prices, form: { tokenId: '0xs', amount: ' 12.5 ', receiver: '' } }))).to.equal(12.5)
  })

  it('is null with no amount, a non-number, no price for the token, or prices of another network', () => {
    expect(selectSendFiat(stateWith({ prices, form: { tokenId: 'native', amount: '', receiver: '' } }))).to.equal(null)
    expect(selectSendFiat(stateWith({ prices, form: { tokenId: 'native', amount: 'abc', receiver: '' } }))).to.equal(null)
    expect(selectSendFiat(stateWith({ prices, form: { tokenId: '0xother', amount: '1', receiver: '' } }))).to.equal(null)
    expect(selectSendFiat(stateWith({ prices: { ...prices, caipNetworkId: 'eip155:1' }, form: { tokenId: 'native', amount: '1', receiver: '' } }))).to.equal(
      null,
    )
    expect(selectSendFiat(stateWith({ prices: null, form: { tokenId: 'native', amount: '1', receiver: '' } }))).to.equal(null)
  })
})

describe('selectSendTokens', () => {
  it('lists the native coin with its balance written out plain when the balance service wrote it in exponent form', () => {
    expect(selectSendTokens(stateWith({}, '1.2e-7'))[0]).to.deep.equal({ id: 'native', symbol: 'ETH', decimals: 18, balance: '0.00000012' })
    expect(selectSendTokens(stateWith({}, '9.5E+3'))[0]?.balance).to.equal('9500')
    expect(selectSendTokens(stateWith({}, 'junk'))[0]?.balance).to.equal('0')
    expect(selectSendTokens(stateWith({}, '-1'))[0]?.balance).to.equal('0')
  })
})

describe('selectSendBalanceRead', () => {
  it('is false until the account has a balance read (0 included), so Send does not show an unread balance as 0', () => {
    expect(selectSendBalanceRead(stateWith({}, null))).to.equal(false)
    expect(selectSendBalanceRead(stateWith({}, '0'))).to.equal(true)
    expect(selectSendBalanceRead(stateWith({}, '2'))).to.equal(true)
  })
})
