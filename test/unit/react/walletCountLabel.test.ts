import { expect } from 'chai'
import { walletCountLabel } from '../../../react/format/walletCountLabel'

describe('walletCountLabel', () => {
  it('rounds down to tens and adds + when it rounded', () => {
    expect(walletCountLabel(437)).to.equal('430+')
    expect(walletCountLabel(1080)).to.equal('1,080')
    expect(walletCountLabel(7)).to.equal('0+')
  })

  it('shows nothing before the directory answered', () => {
    expect(walletCountLabel(0)).to.equal(undefined)
  })
})
