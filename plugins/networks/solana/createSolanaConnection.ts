import type { Connection } from '@solana/web3.js'
import { VestibuleError, type CaipNetwork } from 'vestibule/plugin'
import { loadSolanaLibraries } from './solanaLibraries'

/**
 * A web3.js `Connection` to the network's RPC, as AppKit's Solana adapter keeps one for the active
 * network; web3.js (an optional peer) is loaded with `import()` on the first call.
 */
export async function createSolanaConnection(network: CaipNetwork): Promise<Connection> {
  const { web3 } = await loadSolanaLibraries()
  const endpoint = network.rpcUrls.default.http[0] ?? network.rpcUrls.chainDefault?.http[0]
  if (!endpoint) throw new VestibuleError(`${network.name} has no RPC URL`, { category: 'INVALID_APP_CONFIGURATION' })
  return new web3.Connection(endpoint, 'confirmed')
}
