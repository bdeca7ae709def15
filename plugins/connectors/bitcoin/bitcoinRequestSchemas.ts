import * as z from 'zod/mini'

// The bip122 requests a dapp makes through the modal (AppKit's BitcoinConnector: signMessage,
// signPSBT), as JSON: a PSBT travels base64, as AppKit's `SignPSBTParams` carries it.

const base64 = z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64'))
const address = z.string().check(z.minLength(1))

export const bitcoinRequestSchemas = {
  signMessage: z.object({ address, message: z.string(), protocol: z.optional(z.enum(['ecdsa', 'bip322'])) }),
  signPSBT: z.object({
    psbt: base64,
    signInputs: z.array(z.object({ address, index: z.number().check(z.int(), z.gte(0)), sighashTypes: z.optional(z.array(z.number())) })),
    broadcast: z.optional(z.boolean()),
  }),
} as const

export type BitcoinMethod = keyof typeof bitcoinRequestSchemas
