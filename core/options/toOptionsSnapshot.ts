import type { OptionsSnapshot } from './optionsSnapshot'
import type { ResolvedOptions } from './resolveOptions'

/** The options as `app/initialized` carries them into state. */
export function toOptionsSnapshot(options: ResolvedOptions): OptionsSnapshot {
  const { plugins: _plugins, adapters: _adapters, explicitFeatures: _explicitFeatures, siweConfig, siwx, ...json } = options
  // A JSON round trip drops undefined keys, so state equals its own serialisation.
  return JSON.parse(JSON.stringify({ ...json, siwx: Boolean(siweConfig || siwx) }))
}
