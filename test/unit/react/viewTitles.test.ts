import { expect } from 'chai'
import type { AppKitViewName } from '../../../core'
import { registerViews } from '../../../react/modal/ViewRouter/viewRegistry'
import { CORE_VIEWS } from '../../../react/views/coreViews'
import { walletDirectoryFeature } from '../../../react/features/walletDirectory'
import { headerTitle } from '../../../react/views/viewTitles'

// Every name AppKit's open() takes, listed here because the type alone is not a runtime value.
const APPKIT_VIEW_NAMES: readonly AppKitViewName[] = [
  'Account', 'Connect', 'Networks', 'AllWallets', 'ApproveTransaction', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic',
  'ConnectingExternal', 'ConnectingFarcaster', 'EmailLogin', 'OnRampProviders', 'ProfileWallets', 'UpdateEmailWallet', 'SwitchNetwork',
  'SwitchActiveChain', 'UnsupportedChain', 'RegisterAccountName', 'RegisterAccountNameSuccess', 'SIWXSignMessage', 'Swap', 'Send',
  'WalletSend', 'Receive', 'OnRamp', 'Activity', 'Pay', 'WhatIsAWallet', 'WhatIsANetwork',
]

before(() => {
  registerViews(CORE_VIEWS)
  registerViews(walletDirectoryFeature.views)
})

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
    for (const view of APPKIT_VIEW_NAMES) expect(headerTitle(view), view).to.be.a('string').and.not.equal('')
  })
})
