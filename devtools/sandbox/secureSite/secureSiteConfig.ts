import { z } from 'zod'

/**
 * What the secure site's frame page finds in `window.__VESTIBULE_SECURE_SITE__`: the local chains
 * it signs for. Browser-safe (no node imports).
 */
export const SECURE_FRAME_MODES = ['normal', 'silent', 'mute', 'garbage', 'unverified'] as const
export type SecureFrameMode = (typeof SECURE_FRAME_MODES)[number]

export const secureSiteConfigSchema = z.object({
  mode: z.enum(SECURE_FRAME_MODES).default('normal'),
  chains: z.array(z.object({ chainId: z.number().int().positive(), rpcUrl: z.url(), name: z.string() })).min(1),
})
export type SecureSiteConfig = z.infer<typeof secureSiteConfigSchema>

export const SECURE_SITE_CONFIG_GLOBAL = '__VESTIBULE_SECURE_SITE__'

/** Where the secure site keeps its session (its origin's localStorage): the frame and its account page share it. */
export const SESSION_KEY = 'vestibule-secure:session'
