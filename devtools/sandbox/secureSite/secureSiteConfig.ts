import { z } from 'zod'

/**
 * What the secure site's frame page finds in `window.__VESTIBULE_SECURE_SITE__`: the local chains
 * it signs for. Browser-safe (no node imports).
 */
export const secureSiteConfigSchema = z.object({
  chains: z.array(z.object({ chainId: z.number().int().positive(), rpcUrl: z.url(), name: z.string() })).min(1),
})
export type SecureSiteConfig = z.infer<typeof secureSiteConfigSchema>

export const SECURE_SITE_CONFIG_GLOBAL = '__VESTIBULE_SECURE_SITE__'
