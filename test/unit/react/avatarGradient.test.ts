import { expect } from 'chai'
import { avatarGradient } from '../../../react/format/avatarGradient'

describe('avatarGradient', () => {
  it('is the same for the same address, whatever its case', () => {
    expect(avatarGradient('0xF39FD6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal(avatarGradient('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'))
  })

  it('takes its base colour from the first 6 hex digits', () => {
    expect(avatarGradient('0xf39fd6e5')).to.contain('rgb(243, 159, 214) 82%')
    expect(avatarGradient('0x0000ff00')).to.not.equal(avatarGradient('0xf39fd6e5'))
  })
})
