import { startChains } from './anvil/startChains'
import type { SandboxChain, StartChainsReturnType } from './anvil/startChains'
import type { SandboxNetwork } from './anvil/defineSandboxNetwork'
import { startApiServer } from './api/startApiServer'
import type { ApiServer, StartApiServerParameters } from './api/startApiServer'
import { startRelay } from './relay/startRelay'
import { deploySandboxTokens } from './tokens/deploySandboxTokens'
import { deploySandboxMarket } from './market/deploySandboxMarket'
import { SANDBOX_MARKET_CHAIN } from './market/sandboxMarket'
import type { LocalRelay, StartRelayParameters } from './relay/startRelay'
import { startSolanaRpc } from './solana/startSolanaRpc'
import type { SolanaRpc } from './solana/startSolanaRpc'
import { SOLANA_SANDBOX_SOL_PRICE_USD, SOLANA_SANDBOX_TOKEN } from './solana/solanaSandboxConstants'
import type { SolanaApiChain } from './api/solanaBalances'
import { startBitcoinEsplora, type BitcoinEsplora, type BitcoinMining } from './bitcoin/startBitcoinEsplora'
import { BITCOIN_SANDBOX_BTC_PRICE_USD } from './bitcoin/bitcoinSandboxConstants'

export type StartSandboxParameters = {
  /** Port of the API server; omitted: any free port. */
  apiPort?: number
  /** When false, prints one `name: url` line per service. Default true (the caller prints). */
  quiet?: boolean
  /** Passed through to the API server (features, projectIds, ...). */
  api?: Omit<StartApiServerParameters, 'chains' | 'port'>
  /** Port of the WalletConnect relay; omitted: any free port. */
  relayPort?: number
  /** Passed through to the relay (ping interval, ...). */
  relay?: Omit<StartRelayParameters, 'port'>
  /** When the local Bitcoin chain mines; default every 5 s, as a regtest node with a short block time. */
  bitcoinMining?: BitcoinMining
}

export type SandboxService = { name: string; url: string }

export type Sandbox = {
  chains: SandboxChain[]
  /** The local market chain (eip155:8453, market/sandboxMarket.ts) the convert routes quote from; kept out of `chains`, so pages opt in. */
  market: SandboxChain
  networks: SandboxNetwork[]
  apiUrl: string
  api: ApiServer
  /** The local WalletConnect relay (`ws://127.0.0.1:…`), for dapp clients and the phone wallet. */
  relayUrl: string
  relay: LocalRelay
  /** The local Solana chain (LiteSVM behind JSON-RPC), `solana:localnet`. */
  solana: SolanaRpc
  /** The local Bitcoin chain (regtest-like ledger behind an Esplora API), `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  bitcoin: BitcoinEsplora
  /** `rpc eip155:N` for each chain, `rpc solana:localnet`, `esplora bip122:…`, then `api`, then `relay`, in the order they should be printed. */
  services: SandboxService[]
  stop: () => Promise<void>
}

/**
 * Starts the whole local backend: both anvil chains (with the sandbox tokens of
 * tokens/sandboxTokens.ts deployed and minted), the local Solana chain, the API
 * server in front of them and the WalletConnect relay. If one of them cannot start,
 * whatever did start is stopped again.
 *
 * @example
 * const sandbox = await startSandbox()
 * sandbox.services // [{ name: 'rpc eip155:31337', url: 'http://127.0.0.1:…' }, …, { name: 'api', url: … }, { name: 'relay', url: 'ws://127.0.0.1:…' }]
 * await sandbox.stop()
 */
export async function startSandbox(parameters: StartSandboxParameters = {}): Promise<Sandbox> {
  const { apiPort, quiet = true } = parameters
  const started = await startChains()
  let marketStart: StartChainsReturnType | undefined
  // Before anything can send a transaction: the deployer's first nonces fix the token addresses.
  try {
    marketStart = await startChains({ specs: [SANDBOX_MARKET_CHAIN] })
    const market = marketStart.chains[0]!
    await Promise.all([
      ...started.chains.map(chain => deploySandboxTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId })),
      deploySandboxMarket({ rpcUrl: market.rpcUrl, chainId: market.chainId }),
    ])
  } catch (error) {
    await marketStart?.stop()
    await started.stop()
    throw error
  }
  const market = marketStart.chains[0]!
  // allSettled: if one fails, the other must be stopped too, once it has started.
  // The API answers Solana and Bitcoin accounts' balances from the local chains: it starts once they listen.
  const solanaReady = startSolanaRpc()
  const bitcoinReady = startBitcoinEsplora({ mining: parameters.bitcoinMining ?? { intervalMs: 5_000 } })
  const [solanaStart, bitcoinStart, apiStart, relayStart] = await Promise.allSettled([
    solanaReady,
    bitcoinReady,
    Promise.all([solanaReady, bitcoinReady]).then(([solana, bitcoin]) =>
      startApiServer({
        ...parameters.api,
        chains: [...started.chains, market],
        market,
        solana: [solanaApiChain(solana)],
        bitcoin: [{ caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.url, nativePriceUsd: BITCOIN_SANDBOX_BTC_PRICE_USD }],
        port: apiPort,
      }),
    ),
    startRelay({ ...parameters.relay, port: parameters.relayPort }),
  ])
  if (solanaStart.status === 'rejected' || bitcoinStart.status === 'rejected' || apiStart.status === 'rejected' || relayStart.status === 'rejected') {
    for (const start of [solanaStart, bitcoinStart, apiStart, relayStart]) if (start.status === 'fulfilled') await start.value.stop()
    await marketStart.stop()
    await started.stop()
    throw [solanaStart, bitcoinStart, apiStart, relayStart].find((start): start is PromiseRejectedResult => start.status === 'rejected')?.reason
  }
  const solana = solanaStart.value
  const bitcoin = bitcoinStart.value
  const api = apiStart.value
  const relay = relayStart.value
  const services: SandboxService[] = [
    ...[...started.chains, market].map(chain => ({ name: `rpc ${chain.caipNetworkId}`, url: chain.rpcUrl })),
    { name: `rpc ${solana.caipNetworkId}`, url: solana.rpcUrl },
    { name: `esplora ${bitcoin.caipNetworkId}`, url: bitcoin.url },
    { name: 'api', url: api.url },
    { name: 'relay', url: relay.url },
  ]
  if (!quiet) for (const service of services) console.log(`${service.name}: ${service.url}`)

  return {
    chains: started.chains,
    market,
    networks: started.networks,
    apiUrl: api.url,
    api,
    relayUrl: relay.url,
    relay,
    solana,
    bitcoin,
    services,
    stop: async () => {
      await relay.stop()
      await api.stop()
      await solana.stop()
      await bitcoin.stop()
      await marketStart.stop()
      await started.stop()
    },
  }
}

/** The local Solana chain as the API server prices and reads it. */
function solanaApiChain(solana: SolanaRpc): SolanaApiChain {
  const { name, symbol, decimals, priceUsd } = SOLANA_SANDBOX_TOKEN
  return {
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: solana.rpcUrl,
    nativePriceUsd: SOLANA_SANDBOX_SOL_PRICE_USD,
    tokens: [{ mint: solana.local.mint.toBase58(), name, symbol, decimals, priceUsd }],
  }
}
