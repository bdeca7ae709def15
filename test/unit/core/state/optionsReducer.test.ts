import { expect } from 'chai'
import type { CaipNetwork } from '../../../../core/schemas/entities'
import { alpha, connected, fold, initialized } from '../foldEvents'

const gamma: CaipNetwork = {
  id: 31339,
  name: 'Sandbox Gamma',
  caipNetworkId: 'eip155:31339',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
}

describe("options reducer (AppKit's runtime setters)", () => {
  it('merges updated options and features key by key, leaving the others as they were', () => {
    const state = fold([
      initialized({ features: { legalCheckbox: false, collapseWallets: true } }),
      { type: 'options/updated', payload: { options: { termsConditionsUrl: 'https://example.com/terms', features: { legalCheckbox: true } } } },
      { type: 'options/updated', payload: { options: { allWallets: 'HIDE', features: { connectMethodsOrder: ['wallet', 'email', 'social'] } } } },
    ])
    expect(state.options?.termsConditionsUrl).to.equal('https://example.com/terms')
    expect(state.options?.allWallets).to.equal('HIDE')
    expect(state.options?.features).to.deep.include({ legalCheckbox: true, collapseWallets: true, connectMethodsOrder: ['wallet', 'email', 'social'] })
  })

  it('merges remote features over the project configuration once it has answered', () => {
    const state = fold([
      initialized(),
      {
        type: 'config/remote-features-resolved',
        payload: { features: { email: true, socials: ['google', 'x'], swaps: false, onramp: false, activity: true, reownBranding: true } },
      },
      { type: 'config/remote-features-updated', payload: { features: { socials: ['x', 'google'], swaps: ['1inch'] } } },
    ])
    expect(state.remoteFeatures).to.deep.equal({ email: true, socials: ['x', 'google'], swaps: ['1inch'], onramp: false, activity: true, reownBranding: true })
  })

  it('lands remote features on the local options, under their local names, before any project configuration (SPEC §6)', () => {
    const state = fold([
      initialized({ features: { swaps: true, history: true } }),
      { type: 'config/remote-features-updated', payload: { features: { socials: ['github'], swaps: false, activity: false } } },
    ])
    expect(state.remoteFeatures).to.equal(null)
    expect(state.options?.features).to.deep.include({ socials: ['github'], swaps: false, history: false })
  })

  it('adds a network once, and removes one by its CAIP-2 id', () => {
    const added = fold([initialized(), { type: 'network/added', payload: { network: gamma } }, { type: 'network/added', payload: { network: gamma } }])
    expect(added.options?.networks.map(network => network.caipNetworkId)).to.deep.equal(['eip155:31337', 'eip155:31338', 'eip155:31339'])
    const removed = fold([{ type: 'network/removed', payload: { caipNetworkId: 'eip155:31338' } }], added)
    expect(removed.options?.networks.map(network => network.caipNetworkId)).to.deep.equal(['eip155:31337', 'eip155:31339'])
  })

  it('makes the first remaining network active when the active one is removed with nothing connected', () => {
    const state = fold([initialized(), { type: 'network/removed', payload: { caipNetworkId: 'eip155:31337' } }])
    expect(state.activeCaipNetworkId).to.equal('eip155:31338')
    expect(state.unsupportedNetwork).to.equal(false)
  })

  it('leaves a connected wallet on the removed network, now unsupported (SPEC §4)', () => {
    const state = fold([initialized(), connected(), { type: 'network/removed', payload: { caipNetworkId: 'eip155:31337' } }])
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
    expect(state.unsupportedNetwork).to.equal(true)
  })

  it("never removes a namespace's last network", () => {
    const state = fold([initialized({ networks: [alpha] as never }), { type: 'network/removed', payload: { caipNetworkId: 'eip155:31337' } }])
    expect(state.options?.networks.map(network => network.caipNetworkId)).to.deep.equal(['eip155:31337'])
    expect(state.activeCaipNetworkId).to.equal('eip155:31337')
  })

  it("keeps a namespace's last network though another namespace has networks", () => {
    const solana: CaipNetwork = { ...gamma, id: 'devnet', name: 'Solana Devnet', caipNetworkId: 'solana:devnet', chainNamespace: 'solana' }
    const state = fold([initialized({ networks: [alpha, solana] as never }), { type: 'network/removed', payload: { caipNetworkId: 'eip155:31337' } }])
    expect(state.options?.networks.map(network => network.caipNetworkId)).to.deep.equal(['eip155:31337', 'solana:devnet'])
  })
})
