import type { VestibuleState } from '../state/state'
import type { RemoteFeatures } from '../schemas/appSchemas'

/** The features the project configuration decides (SPEC §3, §6, §9). */
export type RemoteFeatureName = keyof RemoteFeatures

const LOCAL_KEY = { email: 'email', socials: 'socials', swaps: 'swaps', onramp: 'onramp', activity: 'history', reownBranding: 'reownBranding' } as const

/** Whether the project configuration decides this `features` flag (SPEC §6), rather than the local option alone. */
export function isRemoteFeatureFlag(flag: string): boolean {
  return (Object.values(LOCAL_KEY) as string[]).includes(flag)
}

const on = (value: RemoteFeatures[RemoteFeatureName] | undefined) => (Array.isArray(value) ? value.length > 0 : value === true)

/**
 * Whether the modal shows a remote-configurable feature: the one selector features and views
 * consult (issue 16). SPEC §6: basic mode turns them all off; once the project configuration is
 * fetched it decides (with `remoteConfig: 'prefer-local'` the integrator's settings were kept in
 * it); before that, and without a project id, the local option decides.
 *
 * @example
 * selectFeatureEnabled(appKit.getState(), 'reownBranding') // false after a config that turns it off
 */
export function selectFeatureEnabled(state: VestibuleState, feature: RemoteFeatureName): boolean {
  if (!state.options || state.options.basic) return false
  if (state.remoteFeatures) return on(state.remoteFeatures[feature])
  return on(state.options.features[LOCAL_KEY[feature]] as RemoteFeatures[RemoteFeatureName])
}
