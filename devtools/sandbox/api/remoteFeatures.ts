/**
 * The remote project configuration served at `/appkit/v1/config` (SPEC §3
 * "Remote features: email, socials, swaps, onramp, activity, reownBranding",
 * SPEC §6 "Remote project configuration overrides local feature settings").
 * The wire shape follows AppKit's: a list of `{ id, isEnabled, config }`, where
 * email and socials share the `social_login` entry (email is listed in its config).
 */

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export type RemoteFeature =
  | { id: 'social_login'; isEnabled: boolean; config: Array<SocialProvider | 'email'> }
  | { id: 'swap'; isEnabled: boolean; config: string[] }
  | { id: 'onramp'; isEnabled: boolean; config: string[] }
  | { id: 'activity'; isEnabled: boolean; config: null }
  | { id: 'reown_branding'; isEnabled: boolean; config: null }

export type SandboxFeatureSettings = {
  email?: boolean
  /** Social providers to enable, or false for none. */
  socials?: SocialProvider[] | false
  swaps?: boolean
  onramp?: boolean
  activity?: boolean
  reownBranding?: boolean
}

/**
 * Default: on where the sandbox has a real backend (its indexer answers history, its market quotes
 * swaps, its provider page sells for the on-ramp, its secure site logs in by email, social
 * providers' stand-in pages and Farcaster's), off otherwise (branding).
 */
const SANDBOX_DEFAULTS: Required<SandboxFeatureSettings> = {
  email: true,
  // SPEC §9's default social logins, in their order.
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: false,
}

/**
 * Builds the feature list for the config endpoint from simple switches.
 *
 * @example
 * sandboxRemoteFeatures({ email: true, socials: ['google'] })
 * // [{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }, { id: 'swap', isEnabled: false, ... }, ...]
 */
export function sandboxRemoteFeatures(settings: SandboxFeatureSettings = {}): RemoteFeature[] {
  const merged = { ...SANDBOX_DEFAULTS, ...settings }
  const socials = merged.socials === false ? [] : merged.socials
  const loginConfig: Array<SocialProvider | 'email'> = [...(merged.email ? (['email'] as const) : []), ...socials]
  return [
    { id: 'social_login', isEnabled: loginConfig.length > 0, config: loginConfig },
    { id: 'swap', isEnabled: merged.swaps, config: merged.swaps ? ['1inch'] : [] },
    { id: 'onramp', isEnabled: merged.onramp, config: merged.onramp ? ['meld', 'coinbase'] : [] },
    { id: 'activity', isEnabled: merged.activity, config: null },
    { id: 'reown_branding', isEnabled: merged.reownBranding, config: null },
  ]
}
