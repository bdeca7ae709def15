import { HttpError, type CaipNetworkId, type HttpClient, type Logger, type VestibuleStorage } from 'vestibule/plugin'
import { DEFAULT_SESSION_TTL_MS, SIWX_SESSIONS_KEY } from './siwxConstants'
import './siwxEvents'
import { isSessionLive, siwxMessage } from './siwxMessage'
import { hostedSessionSchema, hostedSessionsResponseSchema, nonceResponseSchema, storedSessionsSchema, type StoredHostedSession } from './siwxSchemas'
import type { HostedSiwxOptions, SIWXConfig, SIWXSession } from './siwxTypes'

export interface HostedSiwxContext {
  /** The blockchain API's client (`blockchainApiUrl`, SPEC §7's query fields). */
  readonly api: HttpClient
  readonly storage: VestibuleStorage
  readonly logger: Logger
  now(): number
  /** EIP-4361 domain (the page's host) and URI (its origin). */
  readonly domain: string
  readonly uri: string
  readonly signal?: AbortSignal
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const path = (address: string) => `/v1/sessions/${encodeURIComponent(address)}`

/**
 * The default sign-in: sessions kept by the hosted API (SPEC §7 `/v1/sessions/{address}`, its
 * `/nonce` and `/revoke`) and, in this browser's storage, the signed message, its signature and the
 * API's id for it (`pci`). A session counts only while this browser holds it and the API still lists
 * it (a revoke elsewhere ends it). The API verifies the signature before it keeps a session.
 *
 * When the API cannot answer the list (5xx, timeout, malformed), the stored session stands, with a
 * warning: it is a signed EIP-4361 message the site's backend can check itself, and a visitor is not
 * asked to sign again because a list call failed (AppKit's #3709 asked on every reload).
 */
export function hostedSiwx(ctx: HostedSiwxContext, options: HostedSiwxOptions = {}): SIWXConfig & { getRequired(): boolean } {
  const ttl = options.expiresInMs ?? DEFAULT_SESSION_TTL_MS
  const read = (): StoredHostedSession[] => {
    const raw = ctx.storage.get(SIWX_SESSIONS_KEY)
    if (raw === undefined) return []
    const parsed = storedSessionsSchema.safeParse(raw)
    if (parsed.success) return parsed.data
    ctx.logger.warn('Dropped the stored sign-in sessions: they do not have the expected shape')
    ctx.storage.remove(SIWX_SESSIONS_KEY)
    return []
  }
  const write = (sessions: readonly StoredHostedSession[]) => ctx.storage.set(SIWX_SESSIONS_KEY, sessions.length > 0 ? [...sessions] : undefined)
  // This page's domain too: a session signed for another site is not a sign-in here (EIP-4361 domain binding).
  const matches = (entry: StoredHostedSession, chainId: CaipNetworkId, address: string) =>
    entry.session.data.chainId === chainId && same(entry.session.data.accountAddress, address) && same(entry.session.data.domain, ctx.domain)
  const revoke = (entry: StoredHostedSession) =>
    ctx.api.post(`${path(entry.session.data.accountAddress)}/revoke`, { body: { pci: entry.pci, signature: entry.session.signature }, signal: ctx.signal })

  return {
    getRequired: () => options.required ?? false,

    async createMessage({ accountAddress, chainId, notBefore }) {
      const { nonce } = await ctx.api.get(`${path(accountAddress)}/nonce`, { schema: nonceResponseSchema, signal: ctx.signal })
      const now = ctx.now()
      return siwxMessage({
        accountAddress,
        chainId,
        domain: ctx.domain,
        uri: ctx.uri,
        version: '1',
        nonce,
        ...(options.statement ? { statement: options.statement } : {}),
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + ttl).toISOString(),
        ...(notBefore ? { notBefore } : {}),
      })
    },

    async addSession(session: SIWXSession) {
      const { accountAddress, chainId } = session.data
      const record = await ctx.api.post(path(accountAddress), {
        body: { message: session.message, signature: session.signature },
        schema: hostedSessionSchema,
        signal: ctx.signal,
      })
      write([...read().filter(entry => !matches(entry, chainId, accountAddress)), { pci: record.pci, session }])
    },

    async getSessions(chainId, address) {
      const stored = read()
      const now = ctx.now()
      // Expired ones are forgotten as they are met.
      const fresh = stored.filter(entry => isSessionLive(entry.session.data, now))
      if (fresh.length !== stored.length) write(fresh)
      const local = fresh.filter(entry => matches(entry, chainId, address))
      if (local.length === 0) return []
      let listed: readonly string[]
      try {
        const answer = await ctx.api.get(path(address), { schema: hostedSessionsResponseSchema, signal: ctx.signal })
        listed = answer.sessions.filter(session => Date.parse(session.expiresAt) > now).map(session => session.pci)
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) listed = []
        else {
          ctx.logger.warn('The sessions API did not answer; the sign-in stored in this browser stands', error)
          return local.map(entry => entry.session)
        }
      }
      // Revoked elsewhere (or unknown to the API): forgotten here too.
      const ended = local.filter(entry => !listed.includes(entry.pci)).map(entry => entry.pci)
      if (ended.length > 0) write(fresh.filter(entry => !ended.includes(entry.pci)))
      return local.filter(entry => listed.includes(entry.pci)).map(entry => entry.session)
    },

    async revokeSession(chainId, address) {
      const mine = read().filter(entry => matches(entry, chainId, address))
      for (const entry of mine) {
        try {
          await revoke(entry)
        } catch (error) {
          // Already gone on the API's side: nothing left to revoke.
          if (!(error instanceof HttpError && error.status === 404)) throw error
        }
      }
      write(read().filter(entry => !matches(entry, chainId, address)))
    },

    async setSessions(sessions) {
      const stored = read()
      const kept = stored.filter(entry => sessions.some(session => session.signature === entry.session.signature))
      const dropped = stored.filter(entry => !kept.includes(entry))
      write(kept)
      // Best effort: a session this browser lets go of should not stay usable on the API's side.
      await Promise.all(dropped.map(entry => revoke(entry).catch(error => ctx.logger.debug('Could not revoke a dropped sign-in session', error))))
    },
  }
}
