import { expect } from 'chai'
import sinon from 'sinon'
import type UniversalProvider from '@walletconnect/universal-provider'
import { mainnet, polygon } from 'viem/chains'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { offlineEnvironment } from '../../offlineEnvironment'

/**
 * AppKit 1.7.9's `createAppKit` options, written as an AppKit app writes them (object literals,
 * no casts): this file compiles only if every one is accepted under its name (tsc runs over tests).
 */
describe("AppKit's option object literal, unchanged", () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())

  // An app's own client; it is only carried here (no connector starts in this test).
  const universalProvider = { on: () => undefined } as unknown as UniversalProvider

  const create = () =>
    createAppKit(
      {
        projectId: 'p',
        networks: [mainnet, polygon],
        defaultNetwork: mainnet,
        metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: ['https://app.example/icon.png'] },
        customRpcUrls: {
          'eip155:1': [{ url: 'https://rpc.app.example/mainnet', config: { fetchOptions: { headers: { Authorization: 'Bearer x' } } } }],
          'eip155:137': [{ url: 'https://rpc.app.example/polygon' }],
        },
        chainImages: { 1: 'https://img.app.example/eth.png', 137: 'https://img.app.example/polygon.png' },
        connectorImages: { walletConnect: 'https://img.app.example/wc.png', injected: 'https://img.app.example/injected.png' },
        tokens: { 'eip155:1': { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', image: 'https://img.app.example/usdc.png' } },
        enableCoinbase: false,
        coinbasePreference: 'smartWalletOnly',
        enableWallets: true,
        enableWalletGuide: false,
        enableAuthLogger: false,
        universalProvider,
        universalProviderConfigOverride: {
          methods: { eip155: ['eth_sendTransaction', 'personal_sign'] },
          chains: { eip155: ['eip155:1', 'eip155:137'] },
          events: { eip155: ['chainChanged', 'accountsChanged'] },
          rpcMap: { 'eip155:1': 'https://rpc.app.example/wc' },
          defaultChain: 'eip155:1',
        },
        manualWCControl: false,
        experimental_preferUniversalLinks: true,
        showWallets: true,
        connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
        features: {
          analytics: true,
          email: true,
          socials: ['google', 'x'],
          emailShowWallets: true,
          connectorTypeOrder: ['recent', 'injected', 'walletConnect', 'featured', 'custom', 'external', 'recommended'],
        },
        allWallets: 'SHOW',
        themeMode: 'dark',
      },
      offlineEnvironment(),
    )

  it('keeps every option under its name', () => {
    const { options } = create()
    expect(options.networks.map(n => n.rpcUrls.default.http[0])).to.deep.equal(['https://rpc.app.example/mainnet', 'https://rpc.app.example/polygon'])
    expect(options.networks.map(n => n.assets?.imageUrl)).to.deep.equal(['https://img.app.example/eth.png', 'https://img.app.example/polygon.png'])
    expect(options.connectorImages).to.deep.equal({ walletConnect: 'https://img.app.example/wc.png', injected: 'https://img.app.example/injected.png' })
    expect(options.universalProvider).to.equal(universalProvider)
    expect(options.universalProviderConfigOverride?.defaultChain).to.equal('eip155:1')
    expect(options.features.connectorTypeOrder).to.deep.equal(['recent', 'injected', 'walletConnect', 'featured', 'custom', 'external', 'recommended'])
    expect(options.enableAuthLogger).to.equal(false)
  })

  it('says once, naming it, each option that has no effect here', () => {
    create()
    const warnings = warn.getCalls().map(call => String(call.args[0]))
    for (const option of ['enableCoinbase', 'coinbasePreference', 'enableWalletGuide', 'manualWCControl', 'experimental_preferUniversalLinks']) {
      expect(
        warnings.filter(message => message.startsWith(`[vestibule] \`${option}\` is accepted`)),
        option,
      ).to.have.length(1)
    }
    expect(warnings.find(message => message.includes('`enableCoinbase`'))).to.include('Coinbase Wallet SDK connector, which Vestibule does not ship')
    // The ones that work are not reported.
    for (const option of [
      'customRpcUrls',
      'chainImages',
      'connectorImages',
      'enableWallets',
      'showWallets',
      'universalProvider',
      'enableAuthLogger',
      'tokens',
    ]) {
      expect(
        warnings.some(message => message.includes(`\`${option}\``)),
        option,
      ).to.equal(false)
    }
  })
})
