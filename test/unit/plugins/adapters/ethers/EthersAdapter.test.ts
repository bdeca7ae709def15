import { expect } from 'chai'
import { BrowserProvider } from 'ethers'
import sinon from 'sinon'
import { EthersAdapter } from 'vestibule/adapters/ethers'
import { arbitrum, mainnet, optimism, polygon } from 'vestibule/networks'
import { createAppKit } from '../../../../../core/appkit/createAppKit'
import type { Provider } from '../../../../../react'
import { testConnector } from '../../testConnector'
import { offlineEnvironment } from '../../../offlineEnvironment'
import { walletsOnly } from '../adapterOptions'

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
    expect(adapter.plugins([], walletsOnly()).map(plugin => plugin.name)).to.deep.equal(['connectors/injected', 'networks/evm'])
    expect(adapter.plugins([testConnector({ request: async () => null } as never)], walletsOnly())).to.deep.equal([])
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

  // AppKit's laboratory writes `useAppKitProvider<Provider>('eip155')` and wraps it as below;
  // `Provider` is vestibule/react's type, so the line compiles as written (tsc runs over tests).
  it("wraps a wallet typed with AppKit's `Provider` in ethers' BrowserProvider, which asks it for the chain and the accounts", async () => {
    const asked: string[] = []
    const walletProvider: Provider = {
      request: async <T>({ method }: { method: string }) => {
        asked.push(method)
        const answers: Record<string, unknown> = { eth_chainId: '0x7a69', eth_accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] }
        if (!(method in answers)) throw new Error(`unexpected ${method}`)
        return answers[method] as T
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const provider = new BrowserProvider(walletProvider, 31337)
    const signer = await provider.getSigner()
    expect(await signer.getAddress()).to.equal('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect((await provider.getNetwork()).chainId).to.equal(31337n)
    expect(asked).to.include.members(['eth_chainId', 'eth_accounts'])
    provider.destroy()
  })
})
