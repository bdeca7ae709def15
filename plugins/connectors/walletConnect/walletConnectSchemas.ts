// `* as z`, not `{ z }`: the `z` object would keep all of zod in the bundle
import * as z from 'zod/mini'

/** What the wallet approved: CAIP-10 accounts (and chains) per namespace. Wallet input: validated. */
export const sessionNamespacesSchema = z.record(z.string(), z.object({ accounts: z.array(z.string()), chains: z.optional(z.array(z.string())) }))

/** The wallet's self-description in the session (name, icons). */
export const peerMetadataSchema = z.object({
  name: z.string(),
  icons: z._default(z.array(z.string()), []),
})

/** A WalletConnect v2 pairing URI (`wc:<topic>@2?…`), as the client emits it for the QR code. */
export const pairingUriSchema = z.string().check(z.regex(/^wc:[0-9a-f]{64}@2\?/))
