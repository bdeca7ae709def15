import { expect } from 'chai'
import { payRequestProblem } from '../../../../../plugins/features/pay/payRules'
import { paySlice } from '../../../../../plugins/features/pay/paySlice'
import { initialPayState, type PayParameters, type PayState } from '../../../../../plugins/features/pay/payState'

const REQUEST: PayParameters = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '12.5',
  asset: 'native',
  network: 'eip155:1',
  symbol: 'ETH',
  decimals: 18,
}

describe('pay rules (plugins/features/pay/payRules)', () => {
  it('accepts a whole request and names what is wrong with SPEC §8 send texts', () => {
    expect(payRequestProblem(REQUEST)).to.equal(undefined)
    expect(payRequestProblem({ ...REQUEST, asset: '0x4E0570FdEde28E707E9a25172a1E0B1DbF807628', decimals: 6, amount: '0.000001' })).to.equal(undefined)
    expect(payRequestProblem({ ...REQUEST, recipient: '0x1234' })).to.equal('An amount and receiver address are required')
    expect(payRequestProblem({ ...REQUEST, asset: 'USDC' })).to.equal('A token is required')
    for (const amount of ['0', '0.0', '-1', '1e3', 'abc', ''])
      expect(payRequestProblem({ ...REQUEST, amount })).to.equal('An amount and receiver address are required')
    expect(payRequestProblem({ ...REQUEST, decimals: 6, amount: '1.1234567' })).to.equal('An amount and receiver address are required')
  })
})

describe('pay slice (plugins/features/pay/paySlice)', () => {
  const fold = (events: { type: string; payload: unknown }[]): PayState =>
    events.reduce<PayState>((state, event) => {
      const handler = (paySlice.on as Record<string, (draft: PayState, event: unknown, root: unknown) => PayState | void>)[event.type]!
      const draft = structuredClone(state) as PayState
      return handler(draft, event, { slices: { pay: state } }) ?? draft
    }, initialPayState)

  it('goes opening, pending, success through an exchange, keeping the exchange list across payments', () => {
    const exchanges = [{ id: 'x', name: 'X', imageUrl: '' }]
    const state = fold([
      { type: 'pay/exchanges-requested', payload: { network: 'eip155:1', asset: 'native' } },
      { type: 'pay/exchanges-fetched', payload: { exchanges } },
      { type: 'pay/exchange-requested', payload: { request: REQUEST, exchangeId: 'x' } },
      { type: 'pay/exchange-opened', payload: { exchangeId: 'x', sessionId: 's1', url: 'http://exchange.test/pay' } },
    ])
    expect(state).to.deep.include({ status: 'pending', via: 'exchange', exchangeId: 'x', sessionId: 's1', exchangesStatus: 'ready' })
    const paid = fold([
      { type: 'pay/exchanges-fetched', payload: { exchanges } },
      { type: 'pay/exchange-requested', payload: { request: REQUEST, exchangeId: 'x' } },
      { type: 'pay/exchange-opened', payload: { exchangeId: 'x', sessionId: 's1', url: 'http://exchange.test/pay' } },
      { type: 'pay/succeeded', payload: { hash: `0x${'ab'.repeat(32)}` } },
      { type: 'pay/started', payload: { request: REQUEST } },
    ])
    expect(paid).to.deep.include({ status: 'confirming', via: 'wallet', sessionId: null, hash: null })
    expect(paid.exchanges).to.deep.equal(exchanges)
  })

  it('ignores a deposit page answering another exchange than the payment under way', () => {
    const state = fold([
      { type: 'pay/exchange-requested', payload: { request: REQUEST, exchangeId: 'x' } },
      { type: 'pay/exchange-opened', payload: { exchangeId: 'y', sessionId: 's2', url: 'http://exchange.test/pay' } },
    ])
    expect(state).to.deep.include({ status: 'opening', sessionId: null })
  })
})
