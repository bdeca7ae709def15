import type { ParsedOptions } from '../schemas/optionsSchema'
import type { RemoteFeatures } from '../schemas/appSchemas'

type LocalFeatures = ParsedOptions['features']

/**
 * `remoteConfig: 'prefer-local'` (issue 16, AppKit #4318): the features the integrator set keep
 * their local value; the project configuration decides the others. Swaps and on-ramp are on or off
 * locally; on, they take the remote provider list, or none.
 *
 * @example
 * keepLocal({ ...remote, swaps: false }, { ...features, swaps: true }, ['swaps']) // { ...remote, swaps: [] }
 */
export function keepLocal(remote: RemoteFeatures, local: LocalFeatures, explicit: readonly (keyof LocalFeatures)[]): RemoteFeatures {
  const set = (key: keyof LocalFeatures) => explicit.includes(key)
  const providers = (on: boolean, remoteValue: RemoteFeatures['swaps']) => (on ? (remoteValue === false ? [] : remoteValue) : false)
  return {
    email: set('email') ? local.email : remote.email,
    socials: set('socials') ? local.socials : remote.socials,
    swaps: set('swaps') ? providers(local.swaps, remote.swaps) : remote.swaps,
    onramp: set('onramp') ? providers(local.onramp, remote.onramp) : remote.onramp,
    activity: set('history') ? local.history : remote.activity,
    reownBranding: set('reownBranding') ? local.reownBranding : remote.reownBranding,
  }
}
