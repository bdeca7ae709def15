import { expect } from 'chai'
import { VIEW_NAMES } from '../../../core/events/views'
import { headerTitle } from '../../../react/views/viewTitles'

describe('headerTitle', () => {
  it("uses AppKit's headings", () => {
    expect(headerTitle('Connect')).to.equal('Connect Wallet')
    expect(headerTitle('Networks')).to.equal('Choose Network')
    expect(headerTitle('UnsupportedChain')).to.equal('Switch Network')
    expect(headerTitle('SwitchActiveChain')).to.equal('Switch Chain')
    expect(headerTitle('AllWallets')).to.equal('All Wallets')
  })

  it('names the wallet or the network a view is about, when known', () => {
    expect(headerTitle('ConnectingExternal', { connectorName: 'MetaMask' })).to.equal('MetaMask')
    expect(headerTitle('ConnectingExternal')).to.equal('Connect Wallet')
    expect(headerTitle('SwitchNetwork', { networkName: 'Base' })).to.equal('Base')
    expect(headerTitle('SwitchNetwork')).to.equal('Switch Network')
  })

  it('gives every view a title, since the title names the dialog', () => {
    for (const view of VIEW_NAMES) expect(headerTitle(view), view).to.be.a('string').and.not.equal('')
  })
})
