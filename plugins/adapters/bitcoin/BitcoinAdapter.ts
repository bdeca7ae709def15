import type { PluginDefinition, PluginSource, ResolvedOptions } from 'vestibule/plugin'
import type { AppKitNetwork } from '../../networks/appKitNetwork'
import { bitcoinConnector } from '../../connectors/bitcoin'
import { bitcoinNetworks } from '../../networks/bitcoin'
import { walletConnectDefault } from '../appKitDefaults'
import { bitcoinProviderPlugin } from './bitcoinProviderPlugin'

/** AppKit's `BitcoinAdapter.ConstructorParams` of `@reown/appkit-adapter-bitcoin`. */
export interface BitcoinAdapterOptions {
  /** Kept for AppKit's signature: createAppKit's own `projectId` is the one used. */
  readonly projectId?: string
  /** Kept for AppKit's signature: createAppKit's `networks` are the app's networks. */
  readonly networks?: readonly AppKitNetwork[]
}

/**
 * AppKit's `BitcoinAdapter` (`@reown/appkit-adapter-bitcoin`), for Vestibule. Passed to
 * `createAppKit` as `adapters: [bitcoinAdapter]`, it makes `useAppKitProvider('bip122')` AppKit's
 * Bitcoin connector object (`getAccountAddresses`, `signMessage`, `signPSBT`), each call going
 * through the Bitcoin connector's requests. Without a `plugins` option, it also sets up what AppKit
 * would for a Bitcoin app: the Bitcoin Wallet Standard wallets, WalletConnect (when the app imports
 * `vestibule/plugins/connectors/walletConnect`) and the Bitcoin networks.
 *
 * @example
 * const bitcoinAdapter = new BitcoinAdapter({ projectId })
 * createAppKit({ adapters: [bitcoinAdapter], networks: [bitcoin], projectId, metadata })
 */
export class BitcoinAdapter implements PluginSource {
  readonly namespace = 'bip122'
  readonly projectId: string | undefined
  readonly networks: readonly AppKitNetwork[] | undefined
  private readonly providerPlugin: PluginDefinition

  constructor(options: BitcoinAdapterOptions = {}) {
    this.projectId = options.projectId
    this.networks = options.networks
    this.providerPlugin = bitcoinProviderPlugin()
  }

  /** `PluginSource`: the provider, and AppKit's Bitcoin defaults when the integrator chose no plugins. */
  plugins(given: readonly PluginDefinition[], options: ResolvedOptions): readonly PluginDefinition[] {
    return given.length > 0 ? [this.providerPlugin] : [this.providerPlugin, bitcoinConnector(), ...walletConnectDefault(options), bitcoinNetworks()]
  }
}
