import { expect } from 'chai'
import { arbitrum, base, mainnet, optimism } from 'viem/chains'
import { createAppKit } from '../../../../core/appkit/createAppKit'
import { type AppKitNetwork, solana } from '../../../../plugins/networks'
import { offlineEnvironment } from '../../offlineEnvironment'
import { sandboxChain as sandbox } from '../options/sandboxChain'
import { headlessErrors, type HeadlessErrors } from './headlessErrors'

/** An instance configured with viem's chain objects, as an AppKit app passes them; no wallet. */
function appKitWith(options: Partial<Parameters<typeof createAppKit>[0]> = {}) {
  return createAppKit({ projectId: 'p', networks: [mainnet, base, arbitrum, sandbox, solana], basic: true, ...options }, offlineEnvironment())
}

describe("switchNetwork and defaultNetwork take AppKit's network shapes", () => {
  it("switches to a viem Chain passed bare, as AppKit's appKit.switchNetwork(base)", async () => {
    const appKit = appKitWith()
    await appKit.switchNetwork(base)
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:8453')
  })

  it('switches to a viem Chain, a vestibule/networks object, a defineChain network and a CAIP-2 id inside { network }', async () => {
    const appKit = appKitWith()
    await appKit.switchNetwork({ network: arbitrum })
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:42161')
    await appKit.switchNetwork(sandbox)
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:31337')
    await appKit.switchNetwork({ network: solana })
    expect(appKit.getState().activeCaipNetworkId).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    await appKit.switchNetwork('eip155:1')
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:1')
  })

  let VestibuleError: HeadlessErrors['VestibuleError']
  before(async () => ({ VestibuleError } = await headlessErrors()))

  it('rejects a chain the app did not configure, or no network at all, with Network not found (no TypeError)', async () => {
    const appKit = appKitWith()
    for (const network of [optimism, undefined, { network: undefined }]) {
      const error = await appKit.switchNetwork(network as never).then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, String(network)).to.be.instanceOf(VestibuleError)
      expect((error as InstanceType<typeof VestibuleError>).shortMessage).to.equal('Network not found')
    }
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:1')
  })

  it('takes networks typed as AppKit apps type them ([AppKitNetwork, ...AppKitNetwork[]])', async () => {
    // A type test as much as a run-time one: this literal is AppKit's examples' own.
    const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, solana]
    const appKit = createAppKit({ projectId: 'p', networks, defaultNetwork: networks[1], basic: true }, offlineEnvironment())
    expect(appKit.getState().options?.networks.map(n => n.caipNetworkId)).to.deep.equal(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    await appKit.switchNetwork(networks[0])
    expect(appKit.getState().activeCaipNetworkId).to.equal('eip155:1')
  })

  it('starts on a defaultNetwork given as a viem Chain or a vestibule/networks object', () => {
    expect(appKitWith({ defaultNetwork: base }).getState().activeCaipNetworkId).to.equal('eip155:8453')
    expect(appKitWith({ defaultNetwork: solana }).getState().activeCaipNetworkId).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })
})
