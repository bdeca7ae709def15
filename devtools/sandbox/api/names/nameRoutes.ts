import { isAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import { badRequest } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import { SANDBOX_NAME_SUFFIX, toNameRecord, type NameStore } from './nameStore'

/** SPEC §5: letters, digits and hyphens only, at least 4 characters (the label, before the suffix). */
const LABEL = /^[a-zA-Z0-9-]{4,}$/

const registerBody = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'invalid address'),
  message: z.string().min(1),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/** The signed message (SPEC §7 "register by signing"): JSON naming the full name, attributes and a timestamp. */
const signedMessage = z.object({ name: z.string(), attributes: z.record(z.string(), z.string()).optional(), timestamp: z.number() })

const labelOf = (name: string) => (name.endsWith(SANDBOX_NAME_SUFFIX) ? name.slice(0, -SANDBOX_NAME_SUFFIX.length) : name)

/**
 * SPEC §7's four profile calls, backed by `store`: registration verifies the signature with viem
 * (EIP-191, the address must have signed the message) and refuses taken or invalid names; lookups,
 * reverse lookups and suggestions are answered from what was stored.
 */
export function nameRoutes(store: NameStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/profile/account/:name',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params }) => {
        const entry = store.byName(params.name ?? '')
        return entry ? { status: 200, body: toNameRecord(entry) } : { status: 404, body: { error: `name ${params.name} is not registered` } }
      },
    },
    {
      method: 'GET',
      pattern: '/v1/profile/reverse/:address',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params }) => {
        const address = params.address ?? ''
        if (!isAddress(address, { strict: false })) return badRequest(`invalid address ${address}`)
        return { status: 200, body: store.byAddress(address).map(toNameRecord) }
      },
    },
    {
      method: 'GET',
      pattern: '/v1/profile/suggestions/:name',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params }) => {
        const label = labelOf(params.name ?? '').toLowerCase()
        if (!LABEL.test(label)) return { status: 200, body: { suggestions: [] } }
        const candidates = [label, `${label}-1`, `${label}2`, `the-${label}`]
        return {
          status: 200,
          body: { suggestions: candidates.map((candidate) => ({ name: `${candidate}${SANDBOX_NAME_SUFFIX}`, registered: store.byName(`${candidate}${SANDBOX_NAME_SUFFIX}`) !== undefined })) },
        }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/profile/account',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ body }) => {
        const parsed = registerBody.safeParse(body)
        if (!parsed.success) return badRequest(`invalid registration: ${parsed.error.issues[0]?.message ?? 'bad body'}`)
        const { address, message, signature, coin_type } = parsed.data
        let content: z.infer<typeof signedMessage>
        try {
          content = signedMessage.parse(JSON.parse(message))
        } catch {
          return badRequest('the message is not a registration message')
        }
        const label = labelOf(content.name)
        if (!content.name.endsWith(SANDBOX_NAME_SUFFIX) || !LABEL.test(label)) return badRequest(`invalid name ${content.name}: letters, digits and hyphens, at least 4`)
        const valid = await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` }).catch(() => false)
        if (!valid) return { status: 401, body: { error: 'the signature does not match the address' } }
        if (store.byName(content.name)) return { status: 409, body: { error: `name ${content.name} is already taken` } }
        const entry = { name: content.name.toLowerCase(), address, coinType: coin_type, registered: Math.floor(Date.now() / 1000) }
        store.add(entry)
        return { status: 200, body: toNameRecord(entry) }
      },
    },
  ]
}
