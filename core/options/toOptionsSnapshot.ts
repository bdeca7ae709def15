import type { OptionsSnapshot } from '../schemas/optionsSnapshot'
import type { ResolvedOptions } from './resolveOptions'

/** The options as `app/initialized` carries them into state. */
export function toOptionsSnapshot(options: ResolvedOptions): OptionsSnapshot {
  const {
    plugins: _plugins,
    adapters: _adapters,
    explicitFeatures: _explicitFeatures,
    siweConfig,
    siwx,
    universalProvider: _universalProvider,
    customRpcUrls,
    ...json
  } = options
  // Live objects stay out of state: the app's provider, and the transport configs (callbacks) of its RPCs.
  const rpcUrls = customRpcUrls && Object.fromEntries(Object.entries(customRpcUrls).map(([id, urls]) => [id, urls.map(({ url }) => ({ url }))]))
  // A JSON round trip drops undefined keys, so state equals its own serialisation.
  return JSON.parse(JSON.stringify({ ...json, customRpcUrls: rpcUrls, siwx: Boolean(siweConfig || siwx) }))
}
