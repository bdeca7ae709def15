import type { CaipNetwork } from 'vestibule/plugin'

/**
 * A local regtest chain behind an Esplora API (the sandbox's, or `electrs` next to Bitcoin Core):
 * regtest's genesis hash names it, and its Esplora URL is its RPC. Not a testnet (SPEC §9 shows 0.00
 * for testnets; a local chain has real balances to show).
 *
 * @example
 * bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
 */
export function bitcoinRegtest({ esploraUrl, name = 'Bitcoin Regtest' }: { esploraUrl: string; name?: string }): CaipNetwork {
  return {
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name,
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    testnet: false,
  }
}
