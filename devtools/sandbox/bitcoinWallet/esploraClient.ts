import { z } from 'zod'

const utxos = z.array(
  z.object({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().positive(),
    status: z.object({ confirmed: z.boolean() }),
  }),
)
const feeEstimates = z.record(z.string(), z.number().positive())

export type EsploraUtxo = z.infer<typeof utxos>[number]

/** What the wallet reads from and sends to the chain's Esplora API (browser fetch, validated with zod). */
export function createEsploraClient(baseUrl: string) {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`)
    if (!response.ok) throw new Error(`Esplora ${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  return {
    utxos: async (address: string): Promise<EsploraUtxo[]> => utxos.parse(await get(`/address/${address}/utxo`)),
    /** The next-block fee rate (sat/vB), rounded up: what the wallet pays. */
    feeRate: async (): Promise<number> => {
      const rates = feeEstimates.parse(await get('/fee-estimates'))
      const next = rates['1'] ?? Math.max(...Object.values(rates))
      return Math.ceil(next)
    },
    /** POST /tx; a refusal throws the chain's reason. */
    broadcast: async (hex: string): Promise<string> => {
      const response = await fetch(`${baseUrl}/tx`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })
      const text = await response.text()
      if (!response.ok) throw new Error(text)
      return text.trim()
    },
  }
}
