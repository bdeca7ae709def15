import { expect } from 'chai'
import { nextGridIndex } from '../../../../react/features/walletDirectory/AllWalletsView/gridKeys'

describe('nextGridIndex (All Wallets keyboard navigation)', () => {
  it('moves by one cell with left and right, clamped to the grid', () => {
    expect(nextGridIndex(5, 'ArrowRight', 10, 4)).to.equal(6)
    expect(nextGridIndex(9, 'ArrowRight', 10, 4)).to.equal(9)
    expect(nextGridIndex(0, 'ArrowLeft', 10, 4)).to.equal(0)
  })

  it('right to left, where cells run from the right, moves to the next cell with ArrowLeft', () => {
    expect(nextGridIndex(5, 'ArrowLeft', 10, 4, 'rtl')).to.equal(6)
    expect(nextGridIndex(5, 'ArrowRight', 10, 4, 'rtl')).to.equal(4)
    expect(nextGridIndex(5, 'ArrowDown', 10, 4, 'rtl')).to.equal(9)
  })

  it('moves by one row with up and down; down from a short last row lands on the last cell, up from the first row stays', () => {
    expect(nextGridIndex(1, 'ArrowDown', 10, 4)).to.equal(5)
    expect(nextGridIndex(7, 'ArrowDown', 10, 4)).to.equal(9)
    expect(nextGridIndex(6, 'ArrowUp', 10, 4)).to.equal(2)
    expect(nextGridIndex(2, 'ArrowUp', 10, 4)).to.equal(2)
  })

  it('goes to the ends with Home and End, and ignores other keys or an empty grid', () => {
    expect(nextGridIndex(5, 'Home', 10, 4)).to.equal(0)
    expect(nextGridIndex(5, 'End', 10, 4)).to.equal(9)
    expect(nextGridIndex(5, 'a', 10, 4)).to.equal(undefined)
    expect(nextGridIndex(0, 'End', 0, 4)).to.equal(undefined)
  })
})
