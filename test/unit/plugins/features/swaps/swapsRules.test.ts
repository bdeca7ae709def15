import { expect } from 'chai'
import {
  formatBaseUnits,
  isAllowanceEnough,
  isSwapNetwork,
  minimumReceived,
  parseSwapAmount,
  priceImpactPercent,
} from '../../../../../plugins/features/swaps/swapsRules'
import { swapsSlice } from '../../../../../plugins/features/swaps/swapsSlice'
import { initialSwapsState, isSwapInFlight, quoteKeyOf, type SwapQuote, type SwapsState } from '../../../../../plugins/features/swaps/swapsState'

describe('swaps rules (plugins/features/swaps/swapsRules)', () => {
  it('knows the 12 swap networks of SPEC §9 and nothing else', () => {
    expect(isSwapNetwork('eip155:8453')).to.equal(true)
    expect(isSwapNetwork('eip155:1313161554')).to.equal(true)
    expect(isSwapNetwork('eip155:31337')).to.equal(false)
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).to.equal(false)
    expect(isSwapNetwork(null)).to.equal(false)
  })

  it('parses amounts into base units and names each problem', () => {
    expect(parseSwapAmount('1.5', 6)).to.deep.equal({ ok: true, value: 1_500_000n })
    expect(parseSwapAmount('.5', 2)).to.deep.equal({ ok: true, value: 50n })
    expect(parseSwapAmount('', 6)).to.deep.equal({ ok: false, problem: 'amountRequired' })
    expect(parseSwapAmount('0.000', 6)).to.deep.equal({ ok: false, problem: 'amountZero' })
    expect(parseSwapAmount('1e5', 6)).to.deep.equal({ ok: false, problem: 'amountInvalid' })
    expect(parseSwapAmount('.', 6)).to.deep.equal({ ok: false, problem: 'amountInvalid' })
    expect(parseSwapAmount('0.1234567', 6)).to.deep.equal({ ok: false, problem: 'tooManyDecimals' })
    expect(parseSwapAmount('3', 0, 2n)).to.deep.equal({ ok: false, problem: 'insufficientBalance' })
    expect(parseSwapAmount('2', 0, 2n)).to.deep.equal({ ok: true, value: 2n })
  })

  it('counts an allowance only when it covers the amount scaled by the decimals (SPEC §5)', () => {
    expect(isAllowanceEnough(1_000_000n, '1', 6)).to.equal(true)
    expect(isAllowanceEnough(999_999n, '1', 6)).to.equal(false)
    // The unscaled number is not enough: 1 base unit is not 1 token.
    expect(isAllowanceEnough(1n, '1', 6)).to.equal(false)
    expect(isAllowanceEnough(10n ** 30n, 'abc', 6)).to.equal(false)
  })

  it('takes 1% off for the minimum received, exactly, and formats base units without rounding', () => {
    expect(minimumReceived(1_000_000n)).to.equal(990_000n)
    expect(minimumReceived(999n)).to.equal(989n)
    expect(formatBaseUnits(1_230_000n, 6)).to.equal('1.23')
    expect(formatBaseUnits(5n, 18)).to.equal('0.000000000000000005')
    expect(formatBaseUnits(7n, 0)).to.equal('7')
  })

  it('reports the price impact against spot value, never negative', () => {
    expect(priceImpactPercent(100, 99)).to.be.closeTo(1, 1e-9)
    expect(priceImpactPercent(100, 101)).to.equal(0)
    expect(priceImpactPercent(0, 1)).to.equal(null)
  })
})

describe('swaps slice (plugins/features/swaps/swapsSlice)', () => {
  const fold = (events: { type: string; payload: unknown }[]): SwapsState =>
    events.reduce<SwapsState>((state, event) => {
      const handler = (swapsSlice.on as Record<string, (draft: SwapsState, event: unknown, root: unknown) => SwapsState | void>)[event.type]!
      const draft = structuredClone(state) as SwapsState
      return handler(draft, event, { slices: { swaps: state } }) ?? draft
    }, initialSwapsState)
  const quote = (key: string): SwapQuote => ({
    key,
    caipNetworkId: 'eip155:8453',
    address: '0x1',
    sell: 'a',
    buy: 'b',
    fromAmount: '1',
    toAmount: '2',
    minimumReceived: '1',
    rate: '2',
    priceImpact: 0,
    networkFee: '0',
    networkFeeUsd: 0,
    allowanceEnough: true,
    fetchedAt: 0,
  })

  it('drops a quote answering a form the visitor has since changed', () => {
    const state = fold([
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
      { type: 'swaps/form-changed', payload: { sell: 'a', buy: 'b', amount: '1' } },
      { type: 'swaps/form-changed', payload: { amount: '12' } },
      { type: 'swaps/quote-fetched', payload: { quote: quote('a|b|1') } },
    ])
    expect(state.quote).to.equal(null)
    expect(state.quoteStatus).to.equal('loading')
    const answered = fold([
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
      { type: 'swaps/form-changed', payload: { sell: 'a', buy: 'b', amount: '12' } },
      { type: 'swaps/quote-fetched', payload: { quote: quote('a|b|12') } },
    ])
    expect(answered.quote?.key).to.equal(quoteKeyOf(answered))
    expect(answered.quoteStatus).to.equal('ready')
  })

  it('keeps the form when a swap fails, and clears the amount when it succeeds', () => {
    const opened = [
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
      { type: 'swaps/form-changed', payload: { sell: 'a', buy: 'b', amount: '3' } },
      { type: 'swaps/quote-fetched', payload: { quote: quote('a|b|3') } },
      { type: 'swaps/swap-requested', payload: { key: 'a|b|3' } },
    ]
    const failed = fold([...opened, { type: 'swaps/swap-failed', payload: { error: { name: 'Error', shortMessage: 'nope' } } }])
    expect([failed.stage, failed.amount, failed.sell, failed.stageError]).to.deep.equal(['failed', '3', 'a', 'nope'])
    const succeeded = fold([...opened, { type: 'swaps/swap-succeeded', payload: { hash: '0xab' } }])
    expect([succeeded.stage, succeeded.amount, succeeded.hash]).to.deep.equal(['success', '', '0xab'])
  })

  const sentSwap = [
    { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
    { type: 'swaps/form-changed', payload: { sell: 'a', buy: 'b', amount: '3' } },
    { type: 'swaps/quote-fetched', payload: { quote: quote('a|b|3') } },
    { type: 'swaps/swap-requested', payload: { key: 'a|b|3' } },
    { type: 'swaps/swap-sent', payload: { hash: '0xab' } },
  ]

  it('a sent swap whose outcome is unknown is neither failed nor offered again, and follows its hash to the end', () => {
    const unknown = fold([...sentSwap, { type: 'swaps/swap-unknown', payload: { hash: '0xab', error: { name: 'SwapFlowError', shortMessage: 'unknown' } } }])
    expect([unknown.stage, unknown.hash, unknown.stageError, isSwapInFlight(unknown.stage)]).to.deep.equal(['unknown', '0xab', 'unknown', true])
    // Reopening (an account or network switch does) and typing keep it: nothing may offer the swap again.
    const reopened = fold([
      ...sentSwap,
      { type: 'swaps/swap-unknown', payload: { hash: '0xab', error: { name: 'E', shortMessage: 'unknown' } } },
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
      { type: 'swaps/form-changed', payload: { amount: '4' } },
    ])
    expect(reopened.stage).to.equal('unknown')
    // The receipt read at last settles it.
    const settled = fold([
      ...sentSwap,
      { type: 'swaps/swap-unknown', payload: { hash: '0xab', error: { name: 'E', shortMessage: 'unknown' } } },
      { type: 'swaps/swap-succeeded', payload: { hash: '0xab' } },
    ])
    expect([settled.stage, settled.stageError]).to.deep.equal(['success', null])
  })

  it('a swap asked for again while one is under way changes nothing', () => {
    const again = fold([...sentSwap, { type: 'swaps/swap-requested', payload: { key: 'a|b|3' } }])
    expect([again.stage, again.hash]).to.deep.equal(['swapping', '0xab'])
  })

  it('discards the quote when the view is opened again for an account or network switch', () => {
    const switched = fold([
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x1' } },
      { type: 'swaps/form-changed', payload: { sell: 'a', buy: 'b', amount: '3' } },
      { type: 'swaps/quote-fetched', payload: { quote: quote('a|b|3') } },
      { type: 'swaps/opened', payload: { caipNetworkId: 'eip155:8453', address: '0x2' } },
    ])
    expect([switched.quote, switched.amount]).to.deep.equal([null, '3'])
  })
})
