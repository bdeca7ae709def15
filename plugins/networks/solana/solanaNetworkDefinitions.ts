import type { CaipNetwork } from 'vestibule/plugin'

// SPEC §9: Solana's native currency has 9 decimals; the CAIP-2 references are the clusters'
// genesis hashes cut to 32 characters (the ids of SPEC §9's three Solana frame networks).
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

const cluster = (reference: string, name: string, rpcUrl: string, explorerCluster: string | undefined, testnet: boolean): CaipNetwork => ({
  id: reference,
  name,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: explorerCluster ? `https://explorer.solana.com/?cluster=${explorerCluster}` : 'https://explorer.solana.com' },
  },
  testnet,
})

export const solanaMainnet: CaipNetwork = cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', undefined, false)
export const solanaDevnet: CaipNetwork = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', 'devnet', true)
export const solanaTestnet: CaipNetwork = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', 'testnet', true)

/**
 * A local validator (`solana-test-validator`, or the sandbox's LiteSVM RPC): `solana:localnet`,
 * not a testnet (SPEC §9 shows 0.00 for testnets; a local chain has real balances to show).
 *
 * @example
 * solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899' })
 */
export function solanaLocalnet({ rpcUrl = 'http://127.0.0.1:8899', name = 'Solana Localnet' }: { rpcUrl?: string; name?: string } = {}): CaipNetwork {
  return {
    id: 'localnet',
    name,
    caipNetworkId: 'solana:localnet',
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Solana Explorer', url: `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}` } },
    testnet: false,
  }
}
