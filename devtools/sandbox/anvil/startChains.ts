import { SANDBOX_CHAIN_SPECS, SANDBOX_MNEMONIC } from '../sandboxConstants'
import { defineSandboxNetwork } from './defineSandboxNetwork'
import type { CaipNetworkId, SandboxNetwork } from './defineSandboxNetwork'
import { startAnvil } from './startAnvil'
import type { AnvilInstance } from './startAnvil'

export type SandboxChain = AnvilInstance & {
  name: string
  caipNetworkId: CaipNetworkId
  network: SandboxNetwork
}

export type StartChainsParameters = {
  specs?: ReadonlyArray<{ chainId: number; name: string }>
  mnemonic?: string
}

export type StartChainsReturnType = {
  chains: SandboxChain[]
  networks: SandboxNetwork[]
  stop: () => Promise<void>
}

/**
 * Starts the sandbox's local chains in parallel: by default 31337 "Sandbox Alpha"
 * and 31338 "Sandbox Beta", both funded from the same mnemonic. If one fails to
 * start, the others are stopped before the error is rethrown.
 *
 * @example
 * const { chains, networks, stop } = await startChains()
 * chains[0].rpcUrl // 'http://127.0.0.1:41235'
 * networks[1].caipNetworkId // 'eip155:31338'
 */
export async function startChains(parameters: StartChainsParameters = {}): Promise<StartChainsReturnType> {
  const { specs = SANDBOX_CHAIN_SPECS, mnemonic = SANDBOX_MNEMONIC } = parameters
  const settled = await Promise.allSettled(specs.map(spec => startAnvil({ chainId: spec.chainId, mnemonic })))
  const started = settled.flatMap(result => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map(anvil => anvil.stop()))
    throw failure.reason
  }

  const chains = started.map((anvil, index): SandboxChain => {
    const name = specs[index]?.name ?? `Sandbox ${anvil.chainId}`
    const network = defineSandboxNetwork({ chainId: anvil.chainId, name, rpcUrl: anvil.rpcUrl })
    return { ...anvil, name, caipNetworkId: network.caipNetworkId, network }
  })
  return {
    chains,
    networks: chains.map(chain => chain.network),
    stop: async () => {
      await Promise.all(chains.map(chain => chain.stop()))
    },
  }
}
