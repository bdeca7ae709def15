import type { AppKit, PluginDefinition, ResolvedOptions } from '../../core'
import type { ViewManifest } from '../modal/ViewRouter/viewRegistry'

/**
 * A feature as the React layer sees it: its framework-free plugin (loaded when needed) and its
 * views. Nothing of it is in the first download but this record: the plugin loads once the visitor
 * shows intent, each view when it is first shown.
 */
export interface FeatureDefinition {
  /** The folder name, in `plugins/features/` and `react/features/`. */
  readonly name: string
  /** The name its plugin registers under: a host that already lists the plugin keeps its own. */
  readonly pluginName: string
  /** Whether the app's options turn it on (AppKit's `features` flags). */
  enabled(options: ResolvedOptions): boolean
  /** Loads the plugin; the instance is given for what it joins late (the log of what came before). */
  plugin(appKit: AppKit): Promise<PluginDefinition>
  readonly views: ViewManifest
}

/** Identity helper that types a feature record. */
export function defineFeature(feature: FeatureDefinition): FeatureDefinition {
  return feature
}
