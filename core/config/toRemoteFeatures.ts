import type { z } from 'zod/mini'
import type { projectConfigResponseSchema, RemoteFeatures } from '../schemas'
import { DEFAULT_SOCIAL_LOGINS } from '../constants'

/** SPEC §6: basic mode disables every remote feature. */
export const BASIC_REMOTE_FEATURES: RemoteFeatures = { email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false }

const SOCIALS: readonly string[] = DEFAULT_SOCIAL_LOGINS

/**
 * `/appkit/v1/config` lists `{ id, isEnabled, config }`; email and socials share `social_login`
 * (email is one of its config entries), as in AppKit's project configuration.
 */
export function toRemoteFeatures(response: z.infer<typeof projectConfigResponseSchema>): RemoteFeatures {
  const byId = new Map(response.features.map(f => [f.id, f]))
  const enabled = (id: string) => byId.get(id)?.isEnabled === true
  const config = (id: string) => (enabled(id) ? (byId.get(id)?.config ?? []) : [])
  const socials = config('social_login').filter(s => SOCIALS.includes(s)) as RemoteFeatures['socials'] & string[]
  return {
    email: config('social_login').includes('email'),
    socials: socials.length > 0 ? socials : false,
    swaps: enabled('swap') ? config('swap') : false,
    onramp: enabled('onramp') ? config('onramp') : false,
    activity: enabled('activity'),
    reownBranding: enabled('reown_branding'),
  }
}
