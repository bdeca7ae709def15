/** The four cache entries of SPEC §3; each is stamped so it can expire by age (SPEC §4). */
// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import { tokenBalanceSchema } from './balanceSchemas'
import { caipAddressSchema } from './identifierSchemas'
import { identitySchema, nameRecordSchema } from './nameSchemas'

const timestampSchema = z.number().check(z.int(), z.gte(0))

export const balanceCacheEntrySchema = z.object({
  caipAddress: caipAddressSchema,
  balance: z.array(tokenBalanceSchema),
  timestamp: timestampSchema,
})

export const nativeBalanceCacheEntrySchema = z.object({
  caipAddress: caipAddressSchema,
  /** Decimal string and symbol of the native balance. */
  balance: z.object({ balance: z.string(), symbol: z.string() }),
  timestamp: timestampSchema,
})

export const ensCacheEntrySchema = z.object({
  address: z.string(),
  ens: z.array(nameRecordSchema),
  timestamp: timestampSchema,
})

export const identityCacheEntrySchema = z.object({
  address: z.string(),
  identity: identitySchema,
  timestamp: timestampSchema,
})

export type BalanceCacheEntry = z.infer<typeof balanceCacheEntrySchema>
export type NativeBalanceCacheEntry = z.infer<typeof nativeBalanceCacheEntrySchema>
export type EnsCacheEntry = z.infer<typeof ensCacheEntrySchema>
export type IdentityCacheEntry = z.infer<typeof identityCacheEntrySchema>
