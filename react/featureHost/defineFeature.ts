import type { AppKit, PluginDefinition, ResolvedOptions } from '../../core'
import type { FeatureOption } from '../../core/options/unimplementedOptions'
import type { FeatureFlagRule } from '../../core/options/featureFlagRules'
import type { ConnectMethodEntry } from './connectMethodRegistry'
import type { ConnectMethod } from '../connect/connectMethodsOrder'
import type { ViewManifest } from './viewRegistry'
import type { AccountContribution } from './accountExtensions'
import type { WalletListingsContribution } from './walletListings'
import type { WalletButtonLoginContribution } from './walletButtonLogins'

/**
 * A feature as the React layer sees it: its framework-free plugin (loaded when needed) and its
 * views. Nothing of it is in the first download but this record: the plugin loads once the visitor
 * shows intent, each view when it is first shown.
 */
export interface FeatureDefinition {
  /** The folder name, in `plugins/features/` and `react/features/`. */
  readonly name: string
  /**
   * The name its plugin registers under: a host that already lists the plugin keeps its own. A
   * feature whose plugin only the host can list (the embedded wallet's connector, which takes the
   * host's parameters) names it here, loads none (no `plugin`), and is `enabled` only when listed.
   */
  readonly pluginName?: string
  /**
   * The AppKit options it implements, its `features` flags among them (`'features.swaps'`): core
   * warns about one the integrator set that no feature declares, so a feature that lands declares
   * its options here and nowhere else.
   */
  readonly options?: readonly FeatureOption[]
  /**
   * How its `features` flags (among its `options`) take a change after start: `'code'` when its
   * code joins at start only if a flag is on, `'once'` when it reads them once as it starts. Without
   * it they are read live.
   */
  readonly flagsAfterStart?: FeatureFlagRule['afterStart']
  /** Whether the app's options turn it on (AppKit's `features` flags). */
  enabled(options: ResolvedOptions): boolean
  /**
   * Loads its framework-free half, given the instance for what it joins late (the log of what came
   * before). A feature made of views only (Receive) has none, nor has one whose plugin the host lists
   * itself (see `pluginName`).
   */
  plugin?(appKit: AppKit): Promise<PluginDefinition>
  readonly views: ViewManifest
  /** What it adds to the Account view (tabs, rows), drawn without the view importing the feature. */
  readonly account?: AccountContribution
  /** Rows it adds to the Connect view (SPEC §1 connect methods: email, social), each a lazy chunk. */
  readonly connectMethods?: Partial<Record<ConnectMethod, ConnectMethodEntry>>
  /** The wallets it lists in the Connect view and finds by id (a wallet directory). */
  readonly walletListings?: WalletListingsContribution
  /** The email and social logins AppKit's wallet button names (`useAppKitWallet().connect('google')`). */
  readonly walletButtonLogins?: WalletButtonLoginContribution
}

/** The AppKit options the features implement (each manifest's `options`), for core's warning about the others. */
export function featureOptions(features: readonly FeatureDefinition[]): FeatureOption[] {
  return features.flatMap(feature => feature.options ?? [])
}

/** The features' rules for their flags after start (from `flagsAfterStart`), for core's `updateFeatures`. */
export function featureFlagRules(features: readonly FeatureDefinition[]): FeatureFlagRule[] {
  return features.flatMap(feature => {
    const flags = (feature.options ?? []).filter(option => option.startsWith('features.')).map(option => option.slice('features.'.length))
    return feature.flagsAfterStart && flags.length > 0 ? [{ flags, afterStart: feature.flagsAfterStart }] : []
  })
}

/** Identity helper that types a feature record. */
export function defineFeature(feature: FeatureDefinition): FeatureDefinition {
  return feature
}
