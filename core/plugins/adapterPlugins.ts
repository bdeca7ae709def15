import type { ResolvedOptions } from '../options/resolveOptions'
import type { PluginDefinition } from './definePlugin'

/**
 * What an entry of AppKit's `adapters` option may bring: plugins, chosen knowing the integrator's
 * own `plugins` (empty when they chose none, so an adapter can set up AppKit's defaults) and the
 * instance's options (`features.email`, `projectId`… decide those defaults). Core knows no adapter;
 * an adapter without `plugins` is accepted and contributes nothing.
 */
export interface PluginSource {
  plugins(given: readonly PluginDefinition[], options: ResolvedOptions): readonly PluginDefinition[]
}

/**
 * The integrator's plugins, then each adapter's, skipping a name already there: two adapters of one
 * namespace (wagmi and ethers) both asking for the injected connector register it once.
 *
 * @example
 * withAdapterPlugins([], [wagmiAdapter], options) // [vestibule/wagmi, connectors/injected, networks/evm]
 */
export function withAdapterPlugins(given: readonly PluginDefinition[], adapters: readonly object[] | undefined, options: ResolvedOptions): PluginDefinition[] {
  const all = [...given]
  for (const adapter of adapters ?? []) {
    for (const plugin of (adapter as Partial<PluginSource>).plugins?.(given, options) ?? []) if (!all.some(known => known.name === plugin.name)) all.push(plugin)
  }
  return all
}
