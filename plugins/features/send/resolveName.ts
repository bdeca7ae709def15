import type { ChainNamespace, HttpClient } from 'vestibule/plugin'
import * as z from 'zod/mini'

/** GET /v1/profile/account/{name} (SPEC §7) → addresses by coin type. */
const nameRecordSchema = z.object({
  name: z.string(),
  addresses: z.optional(z.record(z.string(), z.object({ address: z.string() }))),
})

/** SLIP-44 coin types the profile API keys addresses by. */
const COIN_TYPE: Partial<Record<ChainNamespace, string>> = { eip155: '60', solana: '501' }

/** The address a name points to on `namespace`, or undefined when it has none (or is unknown). */
export async function resolveName(api: HttpClient, namespace: ChainNamespace, name: string): Promise<string | undefined> {
  const coinType = COIN_TYPE[namespace]
  if (!coinType) return undefined
  try {
    const record = await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, { query: { apiVersion: '2' }, schema: nameRecordSchema })
    return record.addresses?.[coinType]?.address
  } catch {
    return undefined
  }
}
