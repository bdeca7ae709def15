import { expect } from 'chai'
import { balanceUnits, toPlainDecimal } from '../../../../../plugins/features/send/plainDecimal'

describe('toPlainDecimal (balances as an API writes them)', () => {
  it('writes exponent forms out plain, with either sign of exponent and of number', () => {
    expect(toPlainDecimal('1.2e-7')).to.equal('0.00000012')
    expect(toPlainDecimal('1.2E-7')).to.equal('0.00000012')
    expect(toPlainDecimal('1.5e+3')).to.equal('1500')
    expect(toPlainDecimal('1.5e3')).to.equal('1500')
    expect(toPlainDecimal('-2.5E+3')).to.equal('-2500')
    expect(toPlainDecimal('+4e0')).to.equal('4')
    expect(toPlainDecimal('123.456e-2')).to.equal('1.23456')
    expect(toPlainDecimal('.5e1')).to.equal('5')
    expect(toPlainDecimal('-0e5')).to.equal('0')
  })

  it('keeps plain decimals exact (no float), without padding zeros', () => {
    expect(toPlainDecimal('10000')).to.equal('10000')
    expect(toPlainDecimal('0.100')).to.equal('0.1')
    expect(toPlainDecimal('007.50')).to.equal('7.5')
    expect(toPlainDecimal('123456789012345678901234567890.123456789012345678')).to.equal('123456789012345678901234567890.123456789012345678')
  })

  it('cuts extra decimals, never rounding a balance up', () => {
    expect(toPlainDecimal('0.999999', 3)).to.equal('0.999')
    expect(toPlainDecimal('1.2e-7', 6)).to.equal('0')
    expect(toPlainDecimal('9.99999e-1', 2)).to.equal('0.99')
  })

  it('refuses what is not a number, and absurd exponents', () => {
    for (const text of ['', '.', 'e5', '1e', '12abc', '0x10', '1..2', '1e-', 'NaN', 'Infinity', '1e99999'])
      expect(toPlainDecimal(text), text).to.equal(undefined)
  })

  it('gives base units for comparisons; an unreadable or negative balance is 0', () => {
    expect(balanceUnits('1.2e-7', 18)).to.equal(120_000_000_000n)
    expect(balanceUnits('10000', 18)).to.equal(10_000n * 10n ** 18n)
    expect(balanceUnits('0.1234567', 6)).to.equal(123_456n)
    expect(balanceUnits('junk', 18)).to.equal(0n)
    expect(balanceUnits('-1', 18)).to.equal(0n)
  })
})
