import { expect } from 'chai'
import { truncateAddress } from '../../../react/format/truncateAddress'

describe('truncateAddress', () => {
  it('keeps 4 characters at the start (0x included) and 6 at the end, as AppKit does (SPEC §9)', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal('0xf3…b92266')
  })

  it('keeps strings no longer than start + end whole', () => {
    expect(truncateAddress('0x12345678')).to.equal('0x12345678')
    expect(truncateAddress('0x123456789')).to.equal('0x12…456789')
  })

  it('takes other counts', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', { start: 6, end: 4 })).to.equal('7EcDhS…FLtV')
  })
})
