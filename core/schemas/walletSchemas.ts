/** Wallet directory, recent wallets and connectors (SPEC §3, §7). */
import { z } from 'zod'
import { CONNECTOR_TYPES, RECENT_WALLETS_MAX } from '../constants'
import { caipNetworkIdSchema, chainNamespaceSchema } from './identifierSchemas'

/** One wallet of the directory (GET /getWallets). Links are null when the wallet has none. */
export const walletListingSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string().optional(),
  image_url: z.string().optional(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  rdns: z.string().nullish(),
  chains: z.array(caipNetworkIdSchema).optional(),
})

/** GET /getWallets → data, count (SPEC §7). */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletListingSchema),
  count: z.number().int().min(0),
})

export const recentWalletSchema = z.object({
  id: z.string().min(1),
  rdns: z.string().nullish(),
  name: z.string(),
})

/** SPEC §3: at most 2, newest first, no duplicates by id. */
export const recentWalletsSchema = z
  .array(recentWalletSchema)
  .max(RECENT_WALLETS_MAX)
  .refine((wallets) => new Set(wallets.map(({ id }) => id)).size === wallets.length)

export const connectorTypeSchema = z.enum(CONNECTOR_TYPES)

/**
 * The JSON part of a connector. Its live provider stays in the registry
 * outside state (STYLE "core loop" 5), looked up by `id`.
 */
export const connectorInfoSchema = z.object({
  type: connectorTypeSchema,
  id: z.string().min(1),
  /** The namespace the connector serves. */
  chain: chainNamespaceSchema,
  name: z.string(),
  explorerId: z.string().optional(),
  info: z.object({ rdns: z.string().optional() }).optional(),
  imageUrl: z.string().optional(),
  imageId: z.string().optional(),
})

/** The wallet a visitor picked for deep links (SPEC §3 storage). */
export const walletDeeplinkChoiceSchema = z.object({
  href: z.string(),
  name: z.string(),
})

export type WalletListing = z.infer<typeof walletListingSchema>
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
export type RecentWallet = z.infer<typeof recentWalletSchema>
export type ConnectorType = z.infer<typeof connectorTypeSchema>
export type ConnectorInfo = z.infer<typeof connectorInfoSchema>
export type WalletDeeplinkChoice = z.infer<typeof walletDeeplinkChoiceSchema>
