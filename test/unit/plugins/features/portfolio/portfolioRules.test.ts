import { expect } from 'chai'
import {
  amountSign,
  dropZeroDecimals,
  needsFetch,
  sortByValue,
  splitAccountId,
  visibleTransactions,
} from '../../../../../plugins/features/portfolio/portfolioRules'
import type { TokenBalance, Transaction } from '../../../../../plugins/features/portfolio/portfolioSchemas'

const balance = (symbol: string, decimals: string, value?: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '1' },
  ...(value === undefined ? {} : { value }),
})

const transaction = (id: string, chain: string, spam: boolean[]): Transaction => ({
  id,
  metadata: { operationType: 'receive', minedAt: '2026-01-01T00:00:00Z', chain, status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers: spam.map(isSpam => ({ quantity: { numeric: '1' }, nft_info: { name: 'n', flags: { is_spam: isSpam } } })),
})

describe('portfolio rules (SPEC §5, §9)', () => {
  it('drops token balances with zero decimals', () => {
    expect(dropZeroDecimals([balance('A', '18'), balance('NFT', '0'), balance('B', '6')]).map(b => b.symbol)).to.deep.equal(['A', 'B'])
  })

  it('sorts by fiat value, highest first, a missing value counting as 0, ties in service order', () => {
    expect(sortByValue([balance('A', '18', 1), balance('B', '18'), balance('C', '18', 5), balance('D', '18', 1)]).map(b => b.symbol)).to.deep.equal([
      'C',
      'A',
      'D',
      'B',
    ])
  })

  it('drops transactions whose transfers are all spam, and other chains', () => {
    const list = [
      transaction('all-spam', 'eip155:1', [true, true]),
      transaction('some-spam', 'eip155:1', [true, false]),
      transaction('no-transfers', 'eip155:1', []),
      transaction('other-chain', 'eip155:10', [false]),
    ]
    expect(visibleTransactions(list, 'eip155:1').map(t => t.id)).to.deep.equal(['some-spam', 'no-transfers'])
  })

  it("signs '+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn; nothing otherwise", () => {
    expect(['receive', 'deposit', 'borrow', 'claim'].map(amountSign)).to.deep.equal(['+', '+', '+', '+'])
    expect(['withdraw', 'repay', 'burn'].map(amountSign)).to.deep.equal(['-', '-', '-'])
    expect(['send', 'mint', 'execute'].map(amountSign)).to.deep.equal(['', '', ''])
  })

  it('fetches when idle, forced or older than the cache age, never twice while loading', () => {
    expect(needsFetch(undefined, 0, false, 30_000)).to.equal(true)
    expect(needsFetch({ status: 'ready', at: 1_000 }, 30_999, false, 30_000)).to.equal(false)
    expect(needsFetch({ status: 'ready', at: 1_000 }, 31_000, false, 30_000)).to.equal(true)
    expect(needsFetch({ status: 'error', at: 1_000 }, 2_000, true, 30_000)).to.equal(true)
    expect(needsFetch({ status: 'loading', at: 0 }, 99_999, true, 30_000)).to.equal(false)
  })

  it('splits a CAIP-10 account id, refusing other shapes', () => {
    expect(splitAccountId('eip155:1:0xabc')).to.deep.equal({ namespace: 'eip155', caipNetworkId: 'eip155:1', address: '0xabc' })
    expect(splitAccountId('eip155:1')).to.equal(undefined)
    expect(splitAccountId('eip155::0xabc')).to.equal(undefined)
  })
})
