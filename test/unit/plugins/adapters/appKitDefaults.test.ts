import { expect } from 'chai'
import sinon from 'sinon'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { resetWalletConnectNotice, WALLET_CONNECT_MISSING, WALLET_CONNECT_NEEDS_PROJECT_ID } from '../../../../plugins/adapters/appKitDefaults'
import { EthersAdapter } from '../../../../plugins/adapters/ethers'
import { SolanaAdapter } from '../../../../plugins/adapters/solana'
import { WagmiAdapter } from '../../../../plugins/adapters/wagmi'
// The app's side of WalletConnect: importing the entry offers its connector to the defaults.
import '../../../../plugins/connectors/walletConnect'
import { offeredWalletConnect } from '../../../../plugins/connectors/walletConnect/walletConnectOffer'
import { solanaLocalnet } from '../../../../plugins/networks/solana'
import { embeddedWalletFeature } from '../../../../react/features/embeddedWallet'
import { offlineEnvironment } from '../../offlineEnvironment'
import { adapterOptions } from './adapterOptions'

const SLOT = Symbol.for('vestibule/walletConnectConnector')
const chain1 = {
  id: 1,
  name: 'Chain 1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}
const names = (plugins: readonly { name: string }[]) => plugins.map(plugin => plugin.name)

/** A page whose app did not import the WalletConnect entry (it did not install the package). */
function withoutWalletConnectEntry(): () => void {
  const slot = globalThis as { [SLOT]?: unknown }
  const offered = slot[SLOT]
  delete slot[SLOT]
  return () => void (slot[SLOT] = offered)
}

describe("Adapters' defaults (AppKit's, when the integrator chose no plugins)", () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    resetWalletConnectNotice()
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())

  it('the WalletConnect entry offers its connector once loaded', () => {
    expect(offeredWalletConnect()?.().name).to.equal('connectors/walletConnect')
  })

  it('wagmi: browser wallets, WalletConnect, the embedded wallet (email and socials on by default) and the EVM networks', () => {
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [chain1] })
    expect(names(adapter.plugins([], adapterOptions()))).to.deep.equal([
      'adapters/wagmi',
      'connectors/injected',
      'connectors/walletConnect',
      'connectors/embedded',
      'networks/evm',
    ])
    expect(warn.called).to.equal(false)
  })

  it('ethers: the same EVM defaults', () => {
    expect(names(new EthersAdapter().plugins([], adapterOptions()))).to.deep.equal([
      'connectors/injected',
      'connectors/walletConnect',
      'connectors/embedded',
      'networks/evm',
    ])
  })

  it('Solana: the Wallet Standard wallets, WalletConnect and the Solana networks (the embedded wallet is EVM here)', () => {
    expect(names(new SolanaAdapter().plugins([], adapterOptions({ networks: [solanaLocalnet()] })))).to.deep.equal([
      'adapters/solana',
      'connectors/solana',
      'connectors/walletConnect',
      'networks/solana',
    ])
  })

  it('sets up the embedded wallet when email alone or socials alone ask for it, and not when neither does', () => {
    const ethers = new EthersAdapter()
    expect(names(ethers.plugins([], adapterOptions({ features: { email: true, socials: false } })))).to.include('connectors/embedded')
    expect(names(ethers.plugins([], adapterOptions({ features: { email: false, socials: ['google'] } })))).to.include('connectors/embedded')
    expect(names(ethers.plugins([], adapterOptions({ features: { email: false, socials: false } })))).not.to.include('connectors/embedded')
    expect(names(ethers.plugins([], adapterOptions({ features: { email: false, socials: [] } })))).not.to.include('connectors/embedded')
  })

  it('goes without WalletConnect when its entry is not in the page, and says how to add it on one console line, once', () => {
    const restore = withoutWalletConnectEntry()
    try {
      const wagmi = new WagmiAdapter({ projectId: 'p', networks: [chain1] })
      expect(names(wagmi.plugins([], adapterOptions()))).to.deep.equal(['adapters/wagmi', 'connectors/injected', 'connectors/embedded', 'networks/evm'])
      expect(names(new SolanaAdapter().plugins([], adapterOptions()))).not.to.include('connectors/walletConnect')
      expect(warn.args).to.deep.equal([[WALLET_CONNECT_MISSING]])
      expect(WALLET_CONNECT_MISSING).to.include('@walletconnect/universal-provider')
    } finally {
      restore()
    }
  })

  it('goes without WalletConnect, saying so, when there is no projectId; silently when enableWalletConnect is false', () => {
    const ethers = new EthersAdapter()
    expect(names(ethers.plugins([], adapterOptions({ enableWalletConnect: false })))).not.to.include('connectors/walletConnect')
    expect(warn.called).to.equal(false)
    expect(names(ethers.plugins([], adapterOptions({ projectId: undefined })))).not.to.include('connectors/walletConnect')
    expect(warn.args).to.deep.equal([[WALLET_CONNECT_NEEDS_PROJECT_ID]])
  })

  it('sets up nothing of its own when the integrator chose plugins', () => {
    const wagmi = new WagmiAdapter({ projectId: 'p', networks: [chain1] })
    const given = [new EthersAdapter().plugins([], adapterOptions())[0]!]
    expect(names(wagmi.plugins(given, adapterOptions()))).to.deep.equal(['adapters/wagmi'])
    expect(new EthersAdapter().plugins(given, adapterOptions())).to.deep.equal([])
  })

  it("the embedded wallet's views and Connect-view rows turn on for the connector an adapter set up, as for one in plugins", () => {
    const withAdapter = adapterOptions({ adapters: [new EthersAdapter()] })
    expect(embeddedWalletFeature.enabled(withAdapter)).to.equal(true)
    expect(embeddedWalletFeature.enabled(adapterOptions({ adapters: [new EthersAdapter()], features: { email: false, socials: false } }))).to.equal(false)
    expect(embeddedWalletFeature.enabled(adapterOptions())).to.equal(false)
  })

  it('createAppKit without plugins registers the WalletConnect and embedded connectors beside the browser wallets', async () => {
    const wagmi = new WagmiAdapter({ projectId: 'p', networks: [chain1] })
    const appKit = createAppKit({ projectId: 'p', networks: [chain1], adapters: [wagmi] }, offlineEnvironment())
    try {
      await appKit.ready
      expect(appKit.plugins().map(info => info.name)).to.include.members([
        'adapters/wagmi',
        'connectors/injected',
        'connectors/walletConnect',
        'connectors/embedded',
        'networks/evm',
      ])
      const ids = appKit.getState().connectors.map(connector => connector.id)
      expect(ids).to.include.members(['walletConnect', 'embedded'])
    } finally {
      appKit.destroy()
    }
  })
})
