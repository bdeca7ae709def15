/** Wallet directory, recent wallets and connectors (SPEC §3, §7). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { CONNECTOR_TYPES, RECENT_WALLETS_MAX } from '../constants'
import { caipNetworkIdSchema, chainNamespaceSchema } from './identifierSchemas'

/** One wallet of the directory (GET /getWallets, SPEC §3). Links and images are null when the wallet has none. */
export const walletListingSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  chains: z.optional(z.array(caipNetworkIdSchema)),
})

/** GET /getWallets → data, count (SPEC §7). */
export const getWalletsResponseSchema = z.object({
  data: z.array(walletListingSchema),
  count: z.number().check(z.int(), z.gte(0)),
})

/**
 * The envelope alone: entries are checked one by one with `walletListingSchema`, so one malformed
 * wallet is dropped (and logged) instead of failing the page.
 */
export const getWalletsEnvelopeSchema = z.object({
  data: z.array(z.unknown()),
  count: z.number().check(z.int(), z.gte(0)),
})

export const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  rdns: z.nullish(z.string()),
  name: z.string(),
})

/** SPEC §3: at most 2, newest first, no duplicates by id. */
export const recentWalletsSchema = z.array(recentWalletSchema).check(
  z.maxLength(RECENT_WALLETS_MAX),
  z.refine(wallets => new Set(wallets.map(({ id }) => id)).size === wallets.length),
)

export const connectorTypeSchema = z.enum(CONNECTOR_TYPES)

/**
 * The JSON part of a connector. Its live provider stays in the registry
 * outside state (STYLE "core loop" 5), looked up by `id`.
 */
export const connectorInfoSchema = z.object({
  type: connectorTypeSchema,
  id: z.string().check(z.minLength(1)),
  /** The namespace the connector serves. */
  chain: chainNamespaceSchema,
  name: z.string(),
  explorerId: z.optional(z.string()),
  info: z.optional(z.object({ rdns: z.optional(z.string()) })),
  imageUrl: z.optional(z.string()),
  imageId: z.optional(z.string()),
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
