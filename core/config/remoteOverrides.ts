import type { ParsedOptions } from '../schemas/optionsSchema'
import type { RemoteFeatures } from '../schemas/appSchemas'

type LocalFeatures = ParsedOptions['features']

/** A local feature setting the project configuration overrides: the option, its value here and the remote one. */
export interface RemoteOverride {
  readonly option: `features.${string}`
  readonly local: unknown
  readonly remote: unknown
}

const sameList = (a: readonly string[] | false, b: readonly string[] | false) =>
  a === false || b === false ? a === b : a.length === b.length && a.every(item => b.includes(item))

/**
 * SPEC §6: the features the project configuration decides (email, socials, swaps, on-ramp,
 * activity as `features.history`, branding), among those the integrator set, whose remote value
 * differs from the local one. Swaps and on-ramp are on or off here; remotely a provider list or false.
 *
 * @example
 * remoteOverrides({ ...features, swaps: true }, ['swaps'], { ...remote, swaps: false })
 * // [{ option: 'features.swaps', local: true, remote: false }]
 */
export function remoteOverrides(local: LocalFeatures, explicit: readonly (keyof LocalFeatures)[], remote: RemoteFeatures): RemoteOverride[] {
  const pairs: { key: keyof LocalFeatures; local: unknown; remote: unknown; same: boolean }[] = [
    { key: 'email', local: local.email, remote: remote.email, same: local.email === remote.email },
    { key: 'socials', local: local.socials, remote: remote.socials, same: sameList(local.socials, remote.socials) },
    { key: 'swaps', local: local.swaps, remote: remote.swaps !== false, same: local.swaps === (remote.swaps !== false) },
    { key: 'onramp', local: local.onramp, remote: remote.onramp !== false, same: local.onramp === (remote.onramp !== false) },
    { key: 'history', local: local.history, remote: remote.activity, same: local.history === remote.activity },
    { key: 'reownBranding', local: local.reownBranding, remote: remote.reownBranding, same: local.reownBranding === remote.reownBranding },
  ]
  return pairs.filter(pair => !pair.same && explicit.includes(pair.key)).map(({ key, local, remote }) => ({ option: `features.${key}`, local, remote }))
}

/** The warning for one override, naming the option and both values. */
export function remoteOverrideMessage({ option, local, remote }: RemoteOverride): string {
  return `\`${option}\` is ${JSON.stringify(local)} here, but the project configuration sets it to ${JSON.stringify(remote)}: the local setting is ignored.`
}
