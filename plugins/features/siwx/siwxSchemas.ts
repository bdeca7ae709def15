// `* as z`, not `{ z }`: the `z` object would keep all of zod (every locale) in the bundle
import * as z from 'zod/mini'
import type { CaipNetworkId } from 'vestibule/plugin'

const fn = z.custom<(...args: never[]) => unknown>(value => typeof value === 'function', { message: 'Expected a function' })
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const caipNetworkId = z.custom<CaipNetworkId>(value => typeof value === 'string' && CAIP_NETWORK_ID.test(value), { message: 'Expected a CAIP-2 network id' })
/** ISO 8601 (RFC 3339) date-time, as EIP-4361 writes it. */
const isoTime = z.string().check(z.refine(value => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 date-time'))

/** AppKit's `SIWXConfig`: the five methods it calls, `getRequired` optional. */
export const siwxConfigSchema = z.looseObject({
  createMessage: fn,
  addSession: fn,
  revokeSession: fn,
  setSessions: fn,
  getSessions: fn,
  getRequired: z.optional(fn),
})

/** The keys hosted settings may have: anything else is taken for a (broken) SIWXConfig. */
export const HOSTED_SIWX_KEYS: readonly string[] = ['required', 'statement', 'expiresInMs']

/** The hosted sessions (the default): `siwx: { required: true }`; unknown keys are refused before (HOSTED_SIWX_KEYS). */
export const hostedSiwxOptionsSchema = z.object({
  required: z.optional(z.boolean()),
  statement: z.optional(
    z.string().check(
      z.maxLength(500),
      z.refine(value => !value.includes('\n'), 'A statement is one line (EIP-4361)'),
    ),
  ),
  expiresInMs: z.optional(z.number().check(z.int(), z.positive())),
})

/** AppKit's legacy `siweConfig`. */
export const siweConfigSchema = z.looseObject({
  getNonce: fn,
  createMessage: fn,
  verifyMessage: fn,
  getSession: fn,
  signOut: fn,
  getMessageParams: z.optional(fn),
  required: z.optional(z.boolean()),
  signOutOnDisconnect: z.optional(z.boolean()),
})

/** SPEC §3 "Sign-in message" fields, as a session carries them. */
export const sessionDataSchema = z.object({
  accountAddress: z.string().check(z.minLength(1)),
  chainId: caipNetworkId,
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  version: z.string(),
  nonce: z.string().check(z.minLength(1)),
  statement: z.optional(z.string()),
  // Not z.readonly: a zod part only this lazy chunk used would be split into the page's first download.
  resources: z.optional(z.array(z.string())) as z.ZodMiniOptional<z.ZodMiniType<readonly string[]>>,
  requestId: z.optional(z.string()),
  issuedAt: z.optional(isoTime),
  expirationTime: z.optional(isoTime),
  notBefore: z.optional(isoTime),
})

/** A session as an integrator's `getSessions` answers it: checked before it lets a visitor in. */
export const sessionSchema = z.object({
  data: sessionDataSchema,
  message: z.string(),
  signature: z.string(),
})

export const sessionsSchema = z.array(sessionSchema)

/** The hosted API's nonce (EIP-4361: at least 8 alphanumerics). */
export const nonceResponseSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) })

/** One session the hosted API keeps; `pci` names it for `/revoke` (SPEC §7 body pci, signature). */
export const hostedSessionSchema = z.object({
  pci: z.string().check(z.minLength(1)),
  address: z.string(),
  caipNetworkId,
  issuedAt: isoTime,
  expiresAt: isoTime,
})

/** SPEC §7 GET /v1/sessions/{address}. */
export const hostedSessionsResponseSchema = z.object({ sessions: z.array(hostedSessionSchema) })

/** What this browser keeps of its hosted sessions (storage is a boundary too). */
export const storedSessionsSchema = z.array(z.object({ pci: z.string(), session: sessionSchema }))
export type StoredHostedSession = z.infer<typeof storedSessionsSchema>[number]
