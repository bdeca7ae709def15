import { expect } from 'chai'
import type { AppKitViewName } from '../../../core'
import { loadLocale, translator } from '../../../react/i18n'
import { coreMessages } from '../../../react/locales/coreMessages'
import { CORE_VIEWS } from '../../../react/views/coreViews'
import { walletDirectoryFeature } from '../../../react/features/walletDirectory'
import { headerTitle } from '../../../react/views/viewTitles'

// Every name AppKit's open() takes, listed here because the type alone is not a runtime value.
const APPKIT_VIEW_NAMES: readonly AppKitViewName[] = [
  'Account',
  'Connect',
  'Networks',
  'AllWallets',
  'ApproveTransaction',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'OnRampProviders',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'Swap',
  'Send',
  'WalletSend',
  'Receive',
  'OnRamp',
  'Activity',
  'Pay',
  'WhatIsAWallet',
  'WhatIsANetwork',
]

const t = translator(coreMessages, 'en')

describe('headerTitle', () => {
  it("uses AppKit's headings", () => {
    expect(headerTitle('Connect', t)).to.equal('Connect Wallet')
    expect(headerTitle('Networks', t)).to.equal('Choose Network')
    expect(headerTitle('UnsupportedChain', t)).to.equal('Switch Network')
    expect(headerTitle('SwitchActiveChain', t)).to.equal('Switch Chain')
    expect(headerTitle('AllWallets', t)).to.equal('All Wallets')
  })

  it('names the wallet or the network a view is about, when known', () => {
    expect(headerTitle('ConnectingExternal', t, { connectorName: 'MetaMask' })).to.equal('MetaMask')
    expect(headerTitle('ConnectingExternal', t)).to.equal('Connect Wallet')
    expect(headerTitle('SwitchNetwork', t, { networkName: 'Base' })).to.equal('Base')
    expect(headerTitle('SwitchNetwork', t)).to.equal('Switch Network')
  })

  it("prefers the registered view's own title, and names a view no one titles by its name", () => {
    expect(headerTitle('AllWallets', t, { viewTitle: 'Every wallet' })).to.equal('Every wallet')
    expect(headerTitle('SomeFeatureView' as AppKitViewName, t)).to.equal('SomeFeatureView')
  })

  it('gives every view a title, since the title names the dialog', () => {
    for (const view of APPKIT_VIEW_NAMES) expect(headerTitle(view, t), view).to.be.a('string').and.not.equal('')
  })

  it("titles every AppKit view in the instance's locale", async () => {
    await loadLocale(coreMessages, 'ar')
    const arabic = translator(coreMessages, 'ar')
    expect(headerTitle('Connect', arabic)).to.equal('ربط المحفظة')
    for (const view of APPKIT_VIEW_NAMES) expect(headerTitle(view, arabic), view).to.not.match(/^title\./)
  })

  it('titles each registered view by a key its namespace has', () => {
    for (const [view, entry] of Object.entries({ ...CORE_VIEWS, ...walletDirectoryFeature.views })) {
      expect(entry.title, view).to.not.equal('')
      if (!('messages' in entry) || !entry.messages) expect(t.has(entry.title), view).to.equal(true)
    }
  })
})
