import { expect } from 'chai'
import type { ConnectorInfo } from 'vestibule'
import { findWalletConnector, walletDisplayName } from '../../../../react/buttons/WalletButton/findWalletConnector'

const CONNECTORS: readonly ConnectorInfo[] = [
  { type: 'ANNOUNCED', id: 'io.metamask', chain: 'eip155', name: 'MetaMask', info: { rdns: 'io.metamask' } },
  { type: 'ANNOUNCED', id: 'dev.vestibule.sandbox', chain: 'eip155', name: 'Sandbox Wallet', info: { rdns: 'dev.vestibule.sandbox' } },
  { type: 'WALLET_CONNECT', id: 'walletConnect', chain: 'eip155', name: 'WalletConnect' },
  { type: 'ANNOUNCED', id: 'app.phantom.solana', chain: 'solana', name: 'Phantom' },
]

describe("findWalletConnector: an <appkit-wallet-button>'s wallet id to the page's connector", () => {
  it("finds AppKit's wallet ids by their rdns", () => {
    expect(findWalletConnector(CONNECTORS, 'metamask')?.id).to.equal('io.metamask')
  })

  it("finds a connector by its id, rdns or name however it's written", () => {
    expect(findWalletConnector(CONNECTORS, 'dev.vestibule.sandbox')?.id).to.equal('dev.vestibule.sandbox')
    expect(findWalletConnector(CONNECTORS, 'sandbox-wallet')?.id).to.equal('dev.vestibule.sandbox')
    expect(findWalletConnector(CONNECTORS, 'SandboxWallet')?.id).to.equal('dev.vestibule.sandbox')
  })

  it('takes walletConnect to the WalletConnect connector', () => {
    expect(findWalletConnector(CONNECTORS, 'walletConnect')?.type).to.equal('WALLET_CONNECT')
  })

  it('looks in the namespace asked for only', () => {
    expect(findWalletConnector(CONNECTORS, 'phantom', 'solana')?.id).to.equal('app.phantom.solana')
    expect(findWalletConnector(CONNECTORS, 'metamask', 'solana')).to.equal(undefined)
  })

  it('finds nothing for a wallet the page does not have', () => {
    expect(findWalletConnector(CONNECTORS, 'nosuchwallet')).to.equal(undefined)
    expect(findWalletConnector(CONNECTORS, '')).to.equal(undefined)
  })

  it("names a known wallet before the page's wallets are read, else says the id given", () => {
    expect(walletDisplayName('metamask')).to.equal('MetaMask')
    expect(walletDisplayName('walletConnect')).to.equal('WalletConnect')
    expect(walletDisplayName('sandbox-wallet')).to.equal('sandbox-wallet')
  })
})
