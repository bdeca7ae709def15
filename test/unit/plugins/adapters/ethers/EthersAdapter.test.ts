import { expect } from 'chai'
import sinon from 'sinon'
import { EthersAdapter } from 'vestibule/adapters/ethers'
import { arbitrum, mainnet, optimism, polygon } from 'vestibule/networks'
import { createAppKit } from '../../../../../core/appkit/createAppKit'
import { testConnector } from '../../testConnector'
import { offlineEnvironment } from '../../../offlineEnvironment'

describe('EthersAdapter', () => {
  let warn: sinon.SinonStub
  beforeEach(() => {
    warn = sinon.stub(console, 'warn')
  })
  afterEach(() => warn.restore())

  it("carries AppKit's adapter fields: the eip155 namespace and the ethers adapter type", () => {
    const adapter = new EthersAdapter()
    expect({ namespace: adapter.namespace, adapterType: adapter.adapterType }).to.deep.equal({ namespace: 'eip155', adapterType: 'ethers' })
  })

  it("brings AppKit's EVM defaults (browser wallets, EVM networks) only when the integrator chose no plugins", () => {
    const adapter = new EthersAdapter()
    expect(adapter.plugins([]).map(plugin => plugin.name)).to.deep.equal(['connectors/injected', 'networks/evm'])
    expect(adapter.plugins([testConnector({ request: async () => null } as never)])).to.deep.equal([])
  })

  // AppKit 1.7.9's examples/react-ethers/src/config.ts, with only its import lines changed: this
  // file compiles only if the constructor and every option are accepted as written (tsc runs over tests).
  it("takes AppKit's ethers example config unchanged, and sets up the browser wallets and EVM networks", async () => {
    const projectId = 'b56e18d47c72ab683b10814fe9495694'
    const networks = [mainnet, polygon, arbitrum, optimism]
    const ethersAdapter = new EthersAdapter()
    const modal = createAppKit(
      {
        adapters: [ethersAdapter],
        networks,
        metadata: {
          name: 'AppKit React Example',
          description: 'AppKit React Ethers Example',
          url: 'https://reown.com/appkit',
          icons: ['https://avatars.githubusercontent.com/u/179229932?s=200&v=4'],
        },
        projectId,
        themeMode: 'light',
        features: {
          analytics: true,
        },
      },
      offlineEnvironment(),
    )
    await modal.ready
    expect(modal.plugins().map(info => info.name)).to.include.members(['connectors/injected', 'networks/evm'])
    expect(modal.getCaipNetworks('eip155').map(network => network.caipNetworkId)).to.deep.equal(['eip155:1', 'eip155:137', 'eip155:42161', 'eip155:10'])
    modal.destroy()
  })
})
