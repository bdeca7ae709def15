/** App configuration: metadata, theme sync and remote features (SPEC §3, §6, §7). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { DEFAULT_SOCIAL_LOGINS, THEME_MODES } from '../constants'

export const themeModeSchema = z.enum(THEME_MODES)

export const themeVariablesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/**
 * SYNC_THEME payload for the embedded frame. `w3mThemeVariables` is the
 * frame's name for the second (resolved CSS) variables map, kept for wire
 * compatibility with the hosted secure site.
 */
export const themeSyncSchema = z.object({
  themeMode: z.optional(themeModeSchema),
  themeVariables: z.optional(themeVariablesSchema),
  w3mThemeVariables: z.optional(themeVariablesSchema),
})

/** The integrator's app metadata. */
export const appMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
})

/**
 * Dapp metadata (SPEC §3): the app metadata, plus the project id and SDK
 * identity that are filled in when it is synced to the embedded frame.
 */
export const dappMetadataSchema = z.extend(appMetadataSchema, {
  projectId: z.optional(z.string().check(z.minLength(1))),
  sdkVersion: z.optional(z.string()),
  sdkType: z.optional(z.string()),
})

export const socialLoginSchema = z.enum(DEFAULT_SOCIAL_LOGINS)

/**
 * Features the project configuration may switch (SPEC §3, §6). A list names
 * the providers enabled; false turns the feature off.
 */
export const remoteFeaturesSchema = z.object({
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(socialLoginSchema), z.literal(false)])),
  swaps: z.optional(z.union([z.array(z.string()), z.literal(false)])),
  onramp: z.optional(z.union([z.array(z.string()), z.literal(false)])),
  activity: z.optional(z.boolean()),
  reownBranding: z.optional(z.boolean()),
})

/** GET /appkit/v1/config → features. */
export const projectConfigResponseSchema = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      isEnabled: z.boolean(),
      config: z.nullish(z.array(z.string())),
    }),
  ),
})

/** GET /projects/v1/origins → allowedOrigins. */
export const allowedOriginsResponseSchema = z.object({
  allowedOrigins: z.array(z.string()),
})

/** GET /getAnalyticsConfig → isAnalyticsEnabled. */
export const analyticsConfigResponseSchema = z.object({
  isAnalyticsEnabled: z.boolean(),
})

export type ThemeMode = z.infer<typeof themeModeSchema>
export type ThemeVariables = z.infer<typeof themeVariablesSchema>
export type ThemeSync = z.infer<typeof themeSyncSchema>
export type AppMetadata = z.infer<typeof appMetadataSchema>
export type DappMetadata = z.infer<typeof dappMetadataSchema>
export type SocialLogin = z.infer<typeof socialLoginSchema>
/** The remote features as state holds them: every one decided (the project configuration's, or SPEC §6's basic ones). */
export type RemoteFeatures = Required<z.infer<typeof remoteFeaturesSchema>>
export type ProjectConfigResponse = z.infer<typeof projectConfigResponseSchema>
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
