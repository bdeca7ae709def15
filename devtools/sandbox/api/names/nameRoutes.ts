import { createPublicClient, http, isAddress, isAddressEqual, verifyMessage } from 'viem'
import { z } from 'zod'
import type { ApiChain } from '../apiChain'
import { badRequest } from '../queryValidation'
import type { Route } from '../router'
import { SDK_QUERY_FIELDS } from '../routes/sdkQueryFields'
import { SANDBOX_NAME_SUFFIX, toNameRecord, type NameStore } from './nameStore'

/** SPEC §5: letters, digits and hyphens only, at least 4 characters (the label, before the suffix). */
const LABEL = /^[a-zA-Z0-9-]{4,}$/

const registerBody = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().refine(value => isAddress(value, { strict: false }), 'invalid address'),
  message: z.string().min(1),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/**
 * The signed message (SPEC §7 "register by signing"): JSON naming the full name, attributes and a
 * timestamp, and what the signature is bound to: the page's domain, the address, its chain and a nonce.
 */
const signedMessage = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number(),
  domain: z.string().min(1),
  address: z.string(),
  chainId: z.string().regex(/^eip155:\d+$/),
  nonce: z.string().regex(/^[0-9a-zA-Z]{16,}$/),
})

/** A registration is accepted this long after it was signed (and at most this far ahead of the server's clock). */
export const REGISTRATION_WINDOW_S = 10 * 60
const CLOCK_SKEW_S = 60

/** ENSIP-11 coin type of an EVM chain (60 for mainnet), as the client computes it. */
const coinTypeOf = (chainId: number) => (chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0)

const labelOf = (name: string) => (name.endsWith(SANDBOX_NAME_SUFFIX) ? name.slice(0, -SANDBOX_NAME_SUFFIX.length) : name)

/**
 * SPEC §7's four profile calls, backed by `store`: registration verifies the signature with viem
 * (EIP-191 by the address, or ERC-1271 through the message's chain when it is served here) and what
 * it is bound to (the calling page's domain, the address and coin type, a nonce used once, signed
 * within the last 10 minutes), and refuses taken or invalid names; lookups,
 * reverse lookups and suggestions are answered from what was stored.
 */
export function nameRoutes(store: NameStore, chains: readonly ApiChain[] = []): Route[] {
  // The chain's node verifies, so a smart account's signature (ERC-1271/6492) counts as its owner's would.
  const clients = new Map(chains.map(chain => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) })]))
  /** Nonces seen within the window: each is used once. */
  const usedNonces = new Map<string, number>()
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
          body: {
            suggestions: candidates.map(candidate => ({
              name: `${candidate}${SANDBOX_NAME_SUFFIX}`,
              registered: store.byName(`${candidate}${SANDBOX_NAME_SUFFIX}`) !== undefined,
            })),
          },
        }
      },
    },
    {
      method: 'POST',
      pattern: '/v1/profile/account',
      requiredQuery: SDK_QUERY_FIELDS,
      handle: async ({ req, body }) => {
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
        if (!content.name.endsWith(SANDBOX_NAME_SUFFIX) || !LABEL.test(label))
          return badRequest(`invalid name ${content.name}: letters, digits and hyphens, at least 4`)
        // What the signature is bound to: this page, this address and coin type, a fresh and unused nonce.
        const origin = req.headers.origin
        if (!origin || new URL(origin).host !== content.domain)
          return { status: 401, body: { error: `the message is for ${content.domain}, not ${origin ? new URL(origin).host : 'an unknown page'}` } }
        if (!isAddress(content.address, { strict: false }) || !isAddressEqual(content.address as `0x${string}`, address as `0x${string}`))
          return { status: 401, body: { error: 'the message is signed for another address' } }
        const chainId = Number(content.chainId.slice('eip155:'.length))
        if (coinTypeOf(chainId) !== coin_type) return { status: 401, body: { error: `coin type ${coin_type} is not the message's chain ${content.chainId}` } }
        const now = Math.floor(Date.now() / 1000)
        if (content.timestamp < now - REGISTRATION_WINDOW_S || content.timestamp > now + CLOCK_SKEW_S)
          return { status: 401, body: { error: 'the message is expired or not yet valid' } }
        for (const [nonce, seen] of usedNonces) if (seen < now - REGISTRATION_WINDOW_S - CLOCK_SKEW_S) usedNonces.delete(nonce)
        if (usedNonces.has(content.nonce)) return { status: 401, body: { error: 'the nonce was already used' } }
        const client = clients.get(chainId)
        const valid = await (client
          ? client.verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })
          : verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })
        ).catch(() => false)
        if (!valid) return { status: 401, body: { error: 'the signature does not match the address' } }
        usedNonces.set(content.nonce, now)
        if (store.byName(content.name)) return { status: 409, body: { error: `name ${content.name} is already taken` } }
        const entry = { name: content.name.toLowerCase(), address, coinType: coin_type, registered: Math.floor(Date.now() / 1000) }
        store.add(entry)
        return { status: 200, body: toNameRecord(entry) }
      },
    },
  ]
}
