import { DEFAULT_CONNECT_METHOD_ORDER, INSTALLED_WALLET_CONNECT_METHOD_ORDER, type WALLET_FEATURES_ORDER } from '../constants'
import type { ChainNamespace } from '../events/caip'
import { withRuntimeOptions } from '../actions/loadRuntimeOptions'
import type {
  Identity,
  NativeBalance,
  RuntimeContext,
  UpdateFeaturesParameters,
  UpdateOptionsParameters,
  UpdateRemoteFeaturesParameters,
} from '../actions/runtimeOptions'
import type { NetworkReference } from '../options/caipNetworkIdOf'
import type { SocialLogin } from '../schemas'
import type { NameRecord } from '../schemas/nameSchemas'

export type { Identity, NativeBalance, RuntimeContext, UpdateFeaturesParameters, UpdateOptionsParameters, UpdateRemoteFeaturesParameters }

/** One of the Connect view's groups of methods (AppKit's `ConnectMethod`). */
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number]
/** One of the Account view's wallet features (AppKit's `WalletFeature`). */
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

/**
 * AppKit's runtime setters, as the instance has them. Each change is an event the reducer folds
 * (`options/updated`, `config/remote-features-updated`, `network/added`, `network/removed`), so
 * the modal redraws and a replayed log changes it again. Their code loads on the first call (see
 * `../actions/runtimeOptions`): each resolves once applied, and rejects on an invalid argument.
 */
export interface AppKitSetters {
  /** Merges `features` keys (`legalCheckbox`, `connectMethodsOrder`, `collapseWallets`, `swaps`...). */
  updateFeatures(features: UpdateFeaturesParameters): Promise<void>
  /** Changes the options the modal reads; an option read once at start says so in the console. */
  updateOptions(options: UpdateOptionsParameters): Promise<void>
  /** Merges the project configuration's features (`socials`, `email`, `swaps`, `onramp`, `activity`, `reownBranding`). */
  updateRemoteFeatures(features: UpdateRemoteFeaturesParameters): Promise<void>
  setTermsConditionsUrl(termsConditionsUrl: string): Promise<void>
  setPrivacyPolicyUrl(privacyPolicyUrl: string): Promise<void>
  setConnectMethodsOrder(connectMethodsOrder: ConnectMethod[]): Promise<void>
  setWalletFeaturesOrder(walletFeaturesOrder: WalletFeature[]): Promise<void>
  setCollapseWallets(collapseWallets: boolean): Promise<void>
  /** As AppKit's: the social logins' order, as a remote feature. */
  setSocialsOrder(socialsOrder: SocialLogin[]): Promise<void>
  /** The Connect view's order: the app's `connectMethodsOrder`, else SPEC §1's (wallet first when one is installed). */
  getConnectMethodsOrder(): ConnectMethod[]
  /** A network of a namespace the app serves (a viem `Chain` or an AppKit network). */
  addNetwork(namespace: ChainNamespace, network: NetworkReference): Promise<void>
  /** By its `id` or CAIP-2 id; a namespace's last network stays. */
  removeNetwork(namespace: ChainNamespace, networkId: string | number): Promise<void>
  /** The WalletConnect connector's UniversalProvider, started if it was not. */
  getUniversalProvider<T = unknown>(): Promise<T | undefined>
  /** Reads an address's balance on one of the app's networks anew; undefined when it cannot. */
  updateNativeBalance(address: string, chainId: string | number, namespace: ChainNamespace): Promise<NativeBalance | undefined>
  /** The name and avatar the Blockchain API knows for an address (both null without a project id). */
  fetchIdentity(parameters: { readonly address: string; readonly caipNetworkId?: string }): Promise<Identity>
  /** The account names an address holds (AppKit's `ReownName` records; none without a project id). */
  getReownName(address: string): Promise<readonly NameRecord[]>
  /** The picture the modal draws for a connector: the app's `connectorImages` entry, else its own. */
  getConnectorImage(connector: { readonly id: string; readonly imageUrl?: string | undefined }): string | undefined
  /** The app's `siwx` (or `siweConfig`) object. */
  getSIWX<T = unknown>(): T | undefined
}

/** Thin forwarders: the bodies are in the lazy `../actions/runtimeOptions` chunk. */
export function runtimeSetters(ctx: RuntimeContext): AppKitSetters {
  const updateFeatures = (features: UpdateFeaturesParameters) => withRuntimeOptions(setters => setters.updateFeatures(ctx, features))
  const updateOptions = (options: UpdateOptionsParameters) => withRuntimeOptions(setters => setters.updateOptions(ctx, options))
  return {
    updateFeatures,
    updateOptions,
    updateRemoteFeatures: features => withRuntimeOptions(setters => setters.updateRemoteFeatures(ctx, features)),
    setTermsConditionsUrl: termsConditionsUrl => updateOptions({ termsConditionsUrl }),
    setPrivacyPolicyUrl: privacyPolicyUrl => updateOptions({ privacyPolicyUrl }),
    setConnectMethodsOrder: connectMethodsOrder => updateFeatures({ connectMethodsOrder }),
    setWalletFeaturesOrder: walletFeaturesOrder => updateFeatures({ walletFeaturesOrder }),
    setCollapseWallets: collapseWallets => updateFeatures({ collapseWallets }),
    setSocialsOrder: socials => withRuntimeOptions(setters => setters.updateRemoteFeatures(ctx, { socials })),
    getConnectMethodsOrder() {
      const state = ctx.getState()
      const order =
        state.options?.features.connectMethodsOrder ??
        (state.connectors.some(connector => connector.type === 'INJECTED' || connector.type === 'ANNOUNCED')
          ? INSTALLED_WALLET_CONNECT_METHOD_ORDER
          : DEFAULT_CONNECT_METHOD_ORDER)
      return [...order]
    },
    addNetwork: (namespace, network) => withRuntimeOptions(setters => setters.addNetwork(ctx, namespace, network)),
    removeNetwork: (namespace, networkId) => withRuntimeOptions(setters => setters.removeNetwork(ctx, namespace, networkId)),
    getUniversalProvider: <T>() => withRuntimeOptions(setters => setters.getUniversalProvider<T>(ctx)),
    updateNativeBalance: (address, chainId, namespace) => withRuntimeOptions(setters => setters.updateNativeBalance(ctx, address, chainId, namespace)),
    fetchIdentity: parameters => withRuntimeOptions(setters => setters.fetchIdentity(ctx, parameters)),
    getReownName: address => withRuntimeOptions(setters => setters.getReownName(ctx, address)),
    getConnectorImage: connector => ctx.options.connectorImages?.[connector.id] ?? connector.imageUrl,
    getSIWX: <T>() => (ctx.options.siwx ?? ctx.options.siweConfig) as T | undefined,
  }
}
