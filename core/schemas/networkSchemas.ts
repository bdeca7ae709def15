/** The Network entity (SPEC §3): a chain as a CAIP network (type CaipNetwork), JSON only. */
import { z } from 'zod'
import { caipNetworkIdSchema, chainIdSchema, chainNamespaceSchema } from './identifierSchemas'

export const nativeCurrencySchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(0),
})

const rpcUrlListSchema = z.object({
  http: z.array(z.string()),
  webSocket: z.array(z.string()).optional(),
})

export const rpcUrlsSchema = z.object({
  default: rpcUrlListSchema,
  /** The chain's own RPC, kept while `default` may point at the hosted RPC. */
  chainDefault: rpcUrlListSchema.optional(),
})

export const blockExplorerSchema = z.object({
  name: z.string(),
  url: z.string(),
  apiUrl: z.string().optional(),
})

export const networkAssetsSchema = z.object({
  imageId: z.string().optional(),
  imageUrl: z.string().optional(),
})

export const networkSchema = z.object({
  id: chainIdSchema,
  name: z.string(),
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: chainNamespaceSchema,
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: rpcUrlsSchema,
  blockExplorers: z.record(z.string(), blockExplorerSchema).optional(),
  testnet: z.boolean().optional(),
  deprecatedCaipNetworkId: caipNetworkIdSchema.optional(),
  assets: networkAssetsSchema.optional(),
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
