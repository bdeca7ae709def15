import { z } from 'zod'

/** The claims the relay reads; the clients also send sub, aud, iat and exp (relay-auth signJWT). */
const authClaimsSchema = z.object({ iss: z.string().regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/, 'expected a did:key issuer') })

export type ClientIdResult = { ok: true; clientId: string } | { ok: false; reason: string }

/**
 * Reads the client id from the `auth` query parameter of a relay socket URL: a JWT
 * (relay-auth, EdDSA) whose `iss` is the client's did:key. The clients compute their
 * subscription ids from that same did:key, so the relay must use it verbatim. The
 * signature is not checked: the sandbox relay only needs to tell clients apart.
 *
 * @example
 * clientIdFromAuth(new URL(req.url, 'ws://relay').searchParams.get('auth'))
 * // { ok: true, clientId: 'did:key:z6Mk…' }
 */
export function clientIdFromAuth(auth: string | null | undefined): ClientIdResult {
  if (!auth) return { ok: false, reason: 'missing auth query parameter (a relay-auth JWT)' }
  const parts = auth.split('.')
  if (parts.length !== 3 || parts.some(part => !/^[A-Za-z0-9_-]+$/.test(part)))
    return { ok: false, reason: 'auth is not a JWT (header.payload.signature, base64url)' }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'auth JWT payload is not JSON' }
  }
  const parsed = authClaimsSchema.safeParse(claims)
  if (!parsed.success) return { ok: false, reason: `auth JWT payload: ${parsed.error.issues[0]?.message ?? 'invalid'}` }
  return { ok: true, clientId: parsed.data.iss }
}
