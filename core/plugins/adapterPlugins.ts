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
 * The integrator's plugins (`options.plugins`), then each adapter's (`options.adapters`), skipping a
 * name already there: two adapters of one namespace (wagmi and ethers) both asking for the injected
 * connector register it once.
 *
 * @example
 * withAdapterPlugins({ ...options, plugins: [], adapters: [wagmiAdapter] }) // [adapters/wagmi, connectors/injected, …, networks/evm]
 */
export function withAdapterPlugins(options: ResolvedOptions): PluginDefinition[] {
  const given = options.plugins as readonly PluginDefinition[]
  const all = [...given]
  for (const adapter of options.adapters ?? []) {
    for (const plugin of (adapter as Partial<PluginSource>).plugins?.(given, options) ?? [])
      if (!all.some(known => known.name === plugin.name)) all.push(plugin)
  }
  return all
}
