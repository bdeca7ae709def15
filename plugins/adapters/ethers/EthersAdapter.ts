import type { PluginDefinition, PluginSource, ResolvedOptions } from 'vestibule/plugin'
import { injectedConnector } from '../../connectors/injected'
import { evmNetworks } from '../../networks/evm'
import { embeddedWalletDefault, walletConnectDefault } from '../appKitDefaults'

/**
 * AppKit's `EthersAdapter` (`@reown/appkit-adapter-ethers`, ethers v6), for Vestibule: built with
 * no arguments and passed to `createAppKit` as `adapters: [ethersAdapter]`. An ethers app reaches
 * the wallet through `useAppKitProvider('eip155')`, whose provider (the wallet's own EIP-1193
 * object) ethers' `BrowserProvider` wraps, so the adapter needs no ethers of its own: it only
 * sets up what AppKit would for an EVM app when the integrator chose no `plugins`: the browser
 * wallets (EIP-6963 and injected), WalletConnect (when the app imports
 * `vestibule/plugins/connectors/walletConnect`), the embedded wallet and the EVM networks.
 *
 * @example
 * const ethersAdapter = new EthersAdapter()
 * createAppKit({ adapters: [ethersAdapter], networks: [mainnet, base], projectId, metadata })
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 * const signer = await new BrowserProvider(walletProvider!).getSigner()
 */
export class EthersAdapter implements PluginSource {
  /** AppKit's adapter fields, which apps and tools read. */
  readonly namespace = 'eip155'
  readonly adapterType = 'ethers'

  /** `PluginSource`: AppKit's EVM defaults when the integrator chose no plugins, else nothing. */
  plugins(given: readonly PluginDefinition[], options: ResolvedOptions): readonly PluginDefinition[] {
    return given.length > 0 ? [] : [injectedConnector(), ...walletConnectDefault(options), ...embeddedWalletDefault(options), evmNetworks()]
  }
}
