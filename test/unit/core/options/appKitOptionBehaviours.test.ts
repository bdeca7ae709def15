import { expect } from 'chai'
import type { ConnectorInfo } from '../../../../core'
import { resolveOptions } from '../../../../core/options/resolveOptions'
import type { AppKitOptions } from '../../../../core/schemas/optionsSchema'
import { toOptionsSnapshot } from '../../../../core/options/toOptionsSnapshot'
import { applyOptionDefaults } from '../../../../core/options/applyOptionDefaults'
import { validateOptionsNow } from '../../../../core/options/validateOptionsNow'
import { buildNamespaces } from '../../../../plugins/connectors/walletConnect/buildNamespaces'
import { connectorGroupOrder } from '../../../../react/connect/groupConnectors'
import { walletsShown } from '../../../../react/connect/walletsShown'
import { alpha, beta, fold, initialized } from '../foldEvents'

const resolve = (options: Partial<AppKitOptions>) => resolveOptions({ projectId: 'p', networks: [alpha, beta], ...options } as AppKitOptions, 'dark')

describe("AppKit's options that work here", () => {
  describe('customRpcUrls', () => {
    it("puts the app's RPC URLs ahead of the network's own, for that network only", () => {
      const { networks } = resolve({ customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.app.example/a' }, { url: 'https://rpc.app.example/b' }] } })
      expect(networks[0]!.rpcUrls.default.http).to.deep.equal(['https://rpc.app.example/a', 'https://rpc.app.example/b', 'http://127.0.0.1:8545'])
      expect(networks[1]!.rpcUrls.default.http).to.deep.equal(['http://127.0.0.1:8545'])
    })

    it("keeps the chain's own endpoints as chainDefault, the ones a wallet is told when it adds the chain", () => {
      const { networks } = resolve({ customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.app.example/private' }] } })
      expect(networks[0]!.rpcUrls.chainDefault?.http).to.deep.equal(['http://127.0.0.1:8545'])
    })

    it('leaves transport configs (callbacks) out of state', () => {
      const snapshot = toOptionsSnapshot(
        resolve({ customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.app.example/a', config: { onFetchRequest: () => undefined, retryCount: 1 } }] } }),
      )
      expect(snapshot.customRpcUrls).to.deep.equal({ 'eip155:31337': [{ url: 'https://rpc.app.example/a' }] })
    })

    it('refuses a URL that is not http(s), naming the option', () => {
      const result = validateOptionsNow({ networks: [alpha], customRpcUrls: { 'eip155:31337': [{ url: 'javascript:alert(1)' }] } })
      expect(String((result as Error).message) + String((result as { details?: string }).details)).to.include('customRpcUrls')
    })
  })

  describe('chainImages', () => {
    it('sets the image of a network by chain id or by CAIP network id', () => {
      const { networks } = resolve({ chainImages: { 31337: 'https://img.example/alpha.png', 'eip155:31338': 'https://img.example/beta.png' } })
      expect(networks.map(n => n.assets?.imageUrl)).to.deep.equal(['https://img.example/alpha.png', 'https://img.example/beta.png'])
    })
  })

  describe('connectorImages', () => {
    const connector: ConnectorInfo = {
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      name: 'WalletConnect',
      imageUrl: 'https://own.example/wc.png',
    }

    it("draws a connector with the app's image for its id", () => {
      const state = fold([
        initialized({ connectorImages: { walletConnect: 'https://img.example/wc.png' } }),
        { type: 'connectors/registered', payload: { connector } },
      ])
      expect(state.connectors[0]!.imageUrl).to.equal('https://img.example/wc.png')
    })

    it("keeps the connector's own image when the app names another connector", () => {
      const state = fold([
        initialized({ connectorImages: { injected: 'https://img.example/i.png' } }),
        { type: 'connectors/registered', payload: { connector } },
      ])
      expect(state.connectors[0]!.imageUrl).to.equal('https://own.example/wc.png')
    })
  })

  describe('enableWallets and showWallets', () => {
    it('default to true', () => {
      const options = resolve({})
      expect([options.enableWallets, options.showWallets]).to.deep.equal([true, true])
      expect([applyOptionDefaults({ networks: [alpha] }).enableWallets, applyOptionDefaults({ networks: [alpha] }).showWallets]).to.deep.equal([true, true])
    })

    it('enableWallets: false leaves email and social only, with or without them', () => {
      expect(walletsShown({ enableWallets: false, otherMethods: true })).to.equal(false)
      expect(walletsShown({ enableWallets: false, otherMethods: false })).to.equal(false)
    })

    it('showWallets: false hides the list beside email or social, and alone leaves it (no empty modal)', () => {
      expect(walletsShown({ showWallets: false, otherMethods: true })).to.equal(false)
      expect(walletsShown({ showWallets: false, otherMethods: false })).to.equal(true)
      expect(walletsShown({ otherMethods: true })).to.equal(true)
    })
  })

  describe('connectorTypeOrder', () => {
    it("is accepted under features with AppKit's group names, and at the top level with either form", () => {
      expect(resolve({ features: { connectorTypeOrder: ['external', 'recent'] } }).features.connectorTypeOrder).to.deep.equal(['external', 'recent'])
      expect(resolve({ connectorTypeOrder: ['featured', 'EXTERNAL'] }).connectorTypeOrder).to.deep.equal(['featured', 'EXTERNAL'])
      expect(applyOptionDefaults({ networks: [alpha], features: { connectorTypeOrder: ['custom'] } }).features.connectorTypeOrder).to.deep.equal(['custom'])
    })

    it('puts the groups it names first, then the SPEC §1 order', () => {
      expect(connectorGroupOrder(['external', 'recent'])).to.deep.equal([
        'external',
        'recent',
        'walletConnect',
        'injected',
        'featured',
        'custom',
        'recommended',
      ])
      expect(connectorGroupOrder(['EXTERNAL', 'custom'])[1]).to.equal('custom')
    })
  })

  describe('universalProviderConfigOverride', () => {
    const networks = resolve({}).networks

    it('replaces the methods, chains and events of the namespaces it names', () => {
      const { eip155 } = buildNamespaces(networks, {
        methods: { eip155: ['personal_sign'] },
        chains: { eip155: ['eip155:31338'] },
        events: { eip155: ['accountsChanged'] },
      })
      expect([eip155!.methods, eip155!.chains, eip155!.events]).to.deep.equal([['personal_sign'], ['eip155:31338'], ['accountsChanged']])
    })

    it('replaces RPC URLs by chain reference or CAIP-2 id', () => {
      const { eip155 } = buildNamespaces(networks, { rpcMap: { '31337': 'https://rpc.example/a', 'eip155:31338': 'https://rpc.example/b' } })
      expect(eip155!.rpcMap).to.deep.equal({ '31337': 'https://rpc.example/a', '31338': 'https://rpc.example/b' })
    })

    it('gives the WalletConnect rpcMap the custom RPC first', () => {
      const { eip155 } = buildNamespaces(resolve({ customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.app.example/a' }] } }).networks)
      expect(eip155!.rpcMap['31337']).to.equal('https://rpc.app.example/a')
    })
  })
})
