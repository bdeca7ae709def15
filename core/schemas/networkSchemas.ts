/** The Network entity (SPEC §3): a chain as a CAIP network (type CaipNetwork), JSON only. */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { caipNetworkIdSchema, chainIdSchema, chainNamespaceSchema } from './identifierSchemas'

export const nativeCurrencySchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().check(z.int(), z.gte(0)),
})

const rpcUrlListSchema = z.object({
  http: z.array(z.string()),
  webSocket: z.optional(z.array(z.string())),
})

export const rpcUrlsSchema = z.object({
  default: rpcUrlListSchema,
  /** The chain's own RPC, kept while `default` may point at the hosted RPC. */
  chainDefault: z.optional(rpcUrlListSchema),
})

export const blockExplorerSchema = z.object({
  name: z.string(),
  url: z.string(),
  apiUrl: z.optional(z.string()),
})

export const networkAssetsSchema = z.object({
  imageId: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
})

export const networkSchema = z.object({
  id: chainIdSchema,
  name: z.string(),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: chainNamespaceSchema,
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: rpcUrlsSchema,
  blockExplorers: z.optional(z.record(z.string(), blockExplorerSchema)),
  testnet: z.optional(z.boolean()),
  deprecatedCaipNetworkId: z.optional(caipNetworkIdSchema),
  assets: z.optional(networkAssetsSchema),
})

/** GET v1/supported-chains (SPEC §7). */
export const supportedChainsResponseSchema = z.object({
  http: z.array(caipNetworkIdSchema),
  ws: z.array(caipNetworkIdSchema),
})

export type NativeCurrency = z.infer<typeof nativeCurrencySchema>
export type RpcUrls = z.infer<typeof rpcUrlsSchema>
export type BlockExplorer = z.infer<typeof blockExplorerSchema>
export type CaipNetwork = z.infer<typeof networkSchema>
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
