import { type Config, type CreateConfigParameters, type CreateConnectorFn, type Storage, type Transport, createConfig, fallback, http } from '@wagmi/core'
import type { Chain, HttpTransportConfig } from 'viem'
import { VestibuleError, type CaipNetwork, type PluginDefinition, type PluginSource, type ResolvedOptions } from 'vestibule/plugin'
import { injectedConnector } from '../../connectors/injected'
import { evmNetworks } from '../../networks/evm'
import { embeddedWalletDefault, walletConnectDefault } from '../appKitDefaults'
import { vestibuleConnector } from './vestibuleConnector'
import { createVestibuleLink } from './vestibuleLink'
import { wagmiSyncPlugin } from './wagmiSyncPlugin'

/** A network as AppKit's adapters take it: a viem `Chain`, or a CAIP network (`vestibule/networks`). */
export type WagmiAdapterNetwork = Chain | CaipNetwork

/** AppKit's `customRpcUrls`: per CAIP-2 network, the RPC URLs to use, in order. */
export type CustomRpcUrls = Readonly<Record<string, readonly { readonly url: string; readonly config?: HttpTransportConfig }[]>>

export type WagmiAdapterParameters = {
  /** The app's networks; the EVM ones become wagmi's chains, in this order. */
  readonly networks: readonly WagmiAdapterNetwork[]
  readonly projectId: string
  /** wagmi's `ssr`: hydrate on the client (`cookieToInitialState`) instead of at creation. */
  readonly ssr?: boolean
  /** wagmi's storage (`createStorage({ storage: cookieStorage })` for server rendering). */
  readonly storage?: Storage | null
  /** Per chain id; each defaults to `customRpcUrls`, then the network's default RPC URL. */
  readonly transports?: Record<number, Transport>
  /** Further wagmi connectors, beside the one the modal drives. */
  readonly connectors?: readonly CreateConnectorFn[]
  readonly customRpcUrls?: CustomRpcUrls
} & Omit<Partial<CreateConfigParameters>, 'chains' | 'connectors' | 'transports' | 'storage' | 'ssr' | 'client'>

const isEvm = (network: WagmiAdapterNetwork) => !('chainNamespace' in network) || network.chainNamespace === undefined || network.chainNamespace === 'eip155'

/** wagmi's chain for an EVM network: viem's shape, with a numeric id (a CAIP network may carry a string). */
function toWagmiChain(network: WagmiAdapterNetwork): Chain {
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0) throw new WagmiAdapterError(`The network ${network.name} has no EVM chain id (${String(network.id)}).`)
  return { ...(network as Chain), id }
}

/** A mismatch between the adapter's networks and what wagmi can take, said plainly. */
export class WagmiAdapterError extends VestibuleError {
  override name = 'WagmiAdapterError'

  constructor(message: string) {
    super(message, { category: 'INVALID_APP_CONFIGURATION' })
  }
}

/**
 * AppKit's `WagmiAdapter` (`@reown/appkit-adapter-wagmi`), for Vestibule: it makes the wagmi
 * `Config` the app hands to `<WagmiProvider>` (`wagmiConfig`), and, passed to `createAppKit` as
 * `adapters: [wagmiAdapter]`, keeps that config and the modal on one connection: connecting in the
 * modal connects wagmi (same address, chain and wallet), and wagmi's `connect`, `disconnect` and
 * `switchChain` show in the modal. Without a `plugins` option, it also sets up what AppKit would
 * for an EVM app: the browser wallets (EIP-6963 and injected), WalletConnect (when the app imports
 * `vestibule/plugins/connectors/walletConnect`), the embedded wallet and the EVM networks.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, base], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, base], projectId, metadata })
 * <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements PluginSource {
  readonly namespace = 'eip155'
  readonly projectId: string
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  readonly transports: Record<number, Transport>
  readonly connectors: readonly CreateConnectorFn[]
  readonly wagmiConfig: Config
  private readonly syncPlugin: PluginDefinition
  private reported = false

  constructor(parameters: WagmiAdapterParameters) {
    const { networks, projectId, ssr, storage, transports = {}, connectors = [], customRpcUrls = {}, ...rest } = parameters
    const chains = networks.filter(isEvm).map(toWagmiChain)
    if (chains.length === 0)
      throw new WagmiAdapterError(
        `WagmiAdapter needs at least one EVM network; it was given ${networks.map(network => ('caipNetworkId' in network ? network.caipNetworkId : network.id)).join(', ') || 'none'}.`,
      )
    this.projectId = projectId
    this.wagmiChains = chains as unknown as [Chain, ...Chain[]]
    this.transports = Object.fromEntries(chains.map(chain => [chain.id, transports[chain.id] ?? transportOf(chain, customRpcUrls[`eip155:${chain.id}`])]))
    const link = createVestibuleLink()
    this.connectors = [vestibuleConnector(link), ...connectors]
    this.wagmiConfig = createConfig({
      ...rest,
      chains: this.wagmiChains,
      connectors: [...this.connectors],
      transports: this.transports,
      // The modal discovers the browser wallets (EIP-6963); wagmi reaches them through it, so
      // there is one list of wallets and one connection.
      multiInjectedProviderDiscovery: false,
      ...(ssr === undefined ? {} : { ssr }),
      ...(storage === undefined ? {} : { storage }),
    })
    this.syncPlugin = wagmiSyncPlugin(this.wagmiConfig, link)
  }

  /**
   * `PluginSource`: the sync, and AppKit's EVM defaults when the integrator chose no plugins: the
   * browser wallets, WalletConnect (appKitDefaults says when), the embedded wallet when email or
   * social login is on, and the EVM networks.
   */
  plugins(given: readonly PluginDefinition[], options: ResolvedOptions): readonly PluginDefinition[] {
    this.checkNetworks(options)
    if (given.length > 0) return [this.syncPlugin]
    return [this.syncPlugin, injectedConnector(), ...walletConnectDefault(options), ...embeddedWalletDefault(options), evmNetworks()]
  }

  /** Development builds stop at a mismatch, as they do at invalid options; production ones say it (once) and go on. */
  private checkNetworks(options: ResolvedOptions): void {
    const mismatch = networksMismatch(this.wagmiChains, options.networks)
    if (!mismatch || this.reported) return
    if (process.env.NODE_ENV !== 'production') throw new WagmiAdapterError(mismatch)
    this.reported = true
    console.error(mismatch)
  }
}

/**
 * The adapter's chains and createAppKit's EVM networks must be one list: a chain only wagmi knows
 * would be one the modal cannot switch to or show, and a network only the modal knows one wagmi
 * would report as unknown while the modal is connected on it, so the two would disagree.
 */
function networksMismatch(wagmiChains: readonly Chain[], networks: readonly CaipNetwork[]): string | undefined {
  const wagmiIds = wagmiChains.map(chain => `eip155:${chain.id}`)
  const modalIds: string[] = networks.filter(network => network.chainNamespace === 'eip155').map(network => network.caipNetworkId)
  const same = wagmiIds.length === modalIds.length && wagmiIds.every(id => modalIds.includes(id))
  if (same) return undefined
  return `WagmiAdapter's networks (${wagmiIds.join(', ')}) differ from the EVM networks given to createAppKit (${modalIds.join(', ') || 'none'}): give both the same networks.`
}

function transportOf(chain: Chain, custom: CustomRpcUrls[string] | undefined): Transport {
  if (custom && custom.length > 0)
    return custom.length === 1 ? http(custom[0]!.url, custom[0]!.config) : fallback(custom.map(entry => http(entry.url, entry.config)))
  const url = chain.rpcUrls.default.http[0]
  if (!url) throw new WagmiAdapterError(`The network ${chain.name} (eip155:${chain.id}) has no RPC URL: give it one, or a transport for ${chain.id}.`)
  return http(url)
}
