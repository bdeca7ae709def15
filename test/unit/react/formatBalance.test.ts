import { expect } from 'chai'
import { formatBalance } from '../../../react/format/formatBalance'

describe('formatBalance', () => {
  it('shows 3 decimals and the symbol (SPEC §9)', () => {
    expect(formatBalance({ balance: '10000', symbol: 'ETH' })).to.equal('10000.000 ETH')
    expect(formatBalance({ balance: '0.5', symbol: 'ETH' })).to.equal('0.500 ETH')
  })

  it('cuts extra digits instead of rounding, so a balance never shows larger than it is', () => {
    expect(formatBalance({ balance: '1.23456', symbol: 'ETH' })).to.equal('1.234 ETH')
    expect(formatBalance({ balance: '9999.99999', symbol: 'ETH' })).to.equal('9999.999 ETH')
  })

  it('keeps precision a float would lose', () => {
    expect(formatBalance({ balance: '123456789012345678.987654321', symbol: 'ETH' })).to.equal('123456789012345678.987 ETH')
  })

  it("shows SPEC §9's 0.00 on testnets, whatever the balance", () => {
    expect(formatBalance({ balance: '5', symbol: 'ETH', testnet: true })).to.equal('0.00 ETH')
    expect(formatBalance({ balance: undefined, symbol: 'ETH', testnet: true })).to.equal('0.00 ETH')
    expect(formatBalance({ balance: '5', symbol: undefined, testnet: true })).to.equal('0.00')
  })

  it('shows zero while the balance is unknown', () => {
    expect(formatBalance({ balance: undefined, symbol: 'ETH' })).to.equal('0.000 ETH')
  })

  it('reads exponent notation and leaves garbage at zero', () => {
    expect(formatBalance({ balance: '1.5e-2', symbol: 'ETH' })).to.equal('0.015 ETH')
    expect(formatBalance({ balance: 'abc', symbol: 'ETH' })).to.equal('0.000 ETH')
  })

  it('normalises leading zeros and a bare fraction, and drops the symbol when there is none', () => {
    expect(formatBalance({ balance: '007.1', symbol: undefined })).to.equal('7.100')
    expect(formatBalance({ balance: '.25', symbol: 'SOL' })).to.equal('0.250 SOL')
  })
})
