import type { Commitment, ConnectionConfig } from '@solana/web3.js'
import type { PluginDefinition, PluginSource, ResolvedOptions } from 'vestibule/plugin'
import { solanaConnector } from '../../connectors/solana'
import { solanaNetworks } from '../../networks/solana'
import { walletConnectDefault } from '../appKitDefaults'
import { solanaProviderPlugin } from './solanaProviderPlugin'

/**
 * A wallet adapter of `@solana/wallet-adapter-wallets` (`new PhantomWalletAdapter()`), as far as
 * the adapter reads one: its name. The modal finds Solana wallets through the Wallet Standard.
 */
export interface SolanaWalletAdapter {
  readonly name: string
}

/** AppKit's `AdapterOptions` of `@reown/appkit-adapter-solana`. */
export interface AdapterOptions {
  /** Kept for AppKit's signature; `useAppKitConnection`'s Connection commits at 'confirmed'. */
  readonly connectionSettings?: Commitment | ConnectionConfig
  /**
   * Kept for AppKit's signature: AppKit 1.7.9 does not read them either, and finds the wallets
   * (Phantom, Solflare, Trust…) through the Wallet Standard, as the modal does.
   */
  readonly wallets?: readonly SolanaWalletAdapter[]
}

/**
 * AppKit's `SolanaAdapter` (`@reown/appkit-adapter-solana`), for Vestibule. Passed to
 * `createAppKit` as `adapters: [solanaAdapter]`, it makes `useAppKitProvider('solana')` AppKit's
 * Solana provider (`signMessage`, `signTransaction`, `signAllTransactions`,
 * `signAndSendTransaction`, `sendTransaction(tx, connection)`), each call going through the Solana
 * connector's requests. Without a `plugins` option, it also sets up what AppKit would for a Solana
 * app: the Wallet Standard wallets, WalletConnect (when the app imports
 * `vestibule/plugins/connectors/walletConnect`) and the Solana networks.
 *
 * @example
 * const solanaAdapter = new SolanaAdapter()
 * createAppKit({ adapters: [solanaAdapter], networks: [solana, solanaDevnet], projectId, metadata })
 */
export class SolanaAdapter implements PluginSource {
  readonly namespace = 'solana'
  readonly connectionSettings: Commitment | ConnectionConfig
  readonly wallets: readonly SolanaWalletAdapter[] | undefined
  private readonly providerPlugin: PluginDefinition

  constructor(options: AdapterOptions = {}) {
    this.connectionSettings = options.connectionSettings ?? 'confirmed'
    this.wallets = options.wallets
    this.providerPlugin = solanaProviderPlugin()
  }

  /** `PluginSource`: the provider, and AppKit's Solana defaults when the integrator chose no plugins. */
  plugins(given: readonly PluginDefinition[], options: ResolvedOptions): readonly PluginDefinition[] {
    return given.length > 0 ? [this.providerPlugin] : [this.providerPlugin, solanaConnector(), ...walletConnectDefault(options), solanaNetworks()]
  }
}
