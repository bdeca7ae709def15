import { createPublicClient, http, isAddress, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { ApiChain } from '../apiChain'
import { badRequest } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import { toSessionRecord, type SessionStore } from './sessionStore'

const hex = z.string().regex(/^0x[0-9a-fA-F]+$/)
const addBody = z.object({ message: z.string().min(1).max(4_000), signature: hex })
const revokeBody = z.object({ pci: z.string().min(1), signature: hex })

/**
 * SPEC §7's sessions calls, for real: `GET /v1/sessions/{address}` lists the address's live
 * sessions, `POST …/revoke` (body pci, signature) ends one; the two calls sign-in needs besides:
 * `GET …/nonce` issues a single-use nonce and `POST /v1/sessions/{address}` (body message,
 * signature) keeps a session once viem has verified it: an EIP-4361 message for this address,
 * with a nonce this server issued, not expired, signed by the address on the message's chain
 * (`verifySiweMessage` asks that chain's node, so contract accounts verify too, EIP-1271/6492).
 * The page's origin must match the message's domain. Revoking takes the session's signature as proof that the caller holds it.
 */
export function sessionRoutes(store: SessionStore, chains: readonly ApiChain[]): Route[] {
  const clients = new Map(chains.map(chain => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) })]))
  const addressParam = (params: Record<string, string>) => {
    const address = params.address ?? ''
    return isAddress(address, { strict: false }) ? address : undefined
  }
  return [
    {
      method: 'GET',
      pattern: '/v1/sessions/:address/nonce',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params }) => {
        const address = addressParam(params)
        if (!address) return badRequest(`invalid address ${params.address}`)
        return { status: 200, body: { nonce: store.issueNonce(address) } }
      },
    },
    {
      method: 'GET',
      pattern: '/v1/sessions/:address',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params }) => {
        const address = addressParam(params)
        if (!address) return badRequest(`invalid address ${params.address}`)
        const now = Date.now()
        return {
          status: 200,
          body: {
            sessions: store
              .byAddress(address)
              .filter(session => Date.parse(session.expiresAt) > now)
              .map(toSessionRecord),
          },
        }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/sessions/:address',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ req, params, body }) => {
        const address = addressParam(params)
        if (!address) return badRequest(`invalid address ${params.address}`)
        const parsed = addBody.safeParse(body)
        if (!parsed.success) return badRequest(`invalid session: ${parsed.error.issues[0]?.message ?? 'bad body'}`)
        const { message, signature } = parsed.data
        const fields = parseSiweMessage(message)
        if (!fields.address || !isAddressEqual(fields.address, address as `0x${string}`)) return badRequest('the message is not signed in with this address')
        if (!fields.nonce || !store.takeNonce(address, fields.nonce)) return { status: 401, body: { error: 'unknown, used or expired nonce' } }
        // A page may only keep sessions for its own domain (EIP-4361: the domain the wallet showed).
        const origin = req.headers.origin
        if (origin && new URL(origin).host !== fields.domain)
          return { status: 401, body: { error: `the message is for ${fields.domain}, not ${new URL(origin).host}` } }
        if (fields.chainId === undefined) return badRequest('the message names no chain')
        const client = clients.get(fields.chainId)
        if (!client) return badRequest(`chain ${fields.chainId} is not served here`)
        const valid = await client.verifySiweMessage({ message, signature: signature as `0x${string}`, address: address as `0x${string}` }).catch(() => false)
        if (!valid) return { status: 401, body: { error: 'the signature or the message is not valid' } }
        const session = store.add({
          address,
          caipNetworkId: `eip155:${fields.chainId}`,
          message,
          signature,
          issuedAt: (fields.issuedAt ?? new Date()).toISOString(),
          expiresAt: (fields.expirationTime ?? new Date(Date.now() + 7 * 24 * 3_600_000)).toISOString(),
        })
        return { status: 200, body: toSessionRecord(session) }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/sessions/:address/revoke',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ params, body }) => {
        const address = addressParam(params)
        if (!address) return badRequest(`invalid address ${params.address}`)
        const parsed = revokeBody.safeParse(body)
        if (!parsed.success) return badRequest(`invalid revoke: ${parsed.error.issues[0]?.message ?? 'bad body'}`)
        const session = store.byPci(parsed.data.pci)
        if (!session || session.address.toLowerCase() !== address.toLowerCase())
          return { status: 404, body: { error: `no session ${parsed.data.pci} for ${address}` } }
        if (session.signature.toLowerCase() !== parsed.data.signature.toLowerCase())
          return { status: 403, body: { error: 'the signature does not match the session' } }
        store.revoke(session.pci)
        return { status: 200, body: { revoked: session.pci } }
      },
    },
  ]
}
