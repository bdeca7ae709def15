import { randomBytes, randomUUID } from 'node:crypto'

/** A sign-in session the sandbox verified and keeps (SPEC §7 /v1/sessions/{address}). */
export interface StoredSession {
  /** The id the revoke call names (SPEC §7 body `pci`). */
  readonly pci: string
  readonly address: string
  readonly caipNetworkId: string
  readonly message: string
  readonly signature: string
  readonly issuedAt: string
  readonly expiresAt: string
}

/** How long an issued nonce may wait for its signed message. */
const NONCE_TTL_MS = 5 * 60 * 1000

/** Sessions and the nonces issued for them, for real: single-use nonces, verified sessions, revocation. */
export interface SessionStore {
  /** A fresh EIP-4361 nonce (alphanumeric) for an address. */
  issueNonce(address: string, now?: number): string
  /** True once, for a nonce issued to this address and not expired. */
  takeNonce(address: string, nonce: string, now?: number): boolean
  add(session: Omit<StoredSession, 'pci'>): StoredSession
  byAddress(address: string): StoredSession[]
  byPci(pci: string): StoredSession | undefined
  revoke(pci: string): boolean
  clear(): void
}

export function createSessionStore(): SessionStore {
  const sessions = new Map<string, StoredSession>()
  const nonces = new Map<string, { address: string; expiresAt: number }>()
  return {
    issueNonce(address, now = Date.now()) {
      const nonce = randomBytes(12).toString('hex')
      nonces.set(nonce, { address: address.toLowerCase(), expiresAt: now + NONCE_TTL_MS })
      return nonce
    },
    takeNonce(address, nonce, now = Date.now()) {
      const issued = nonces.get(nonce)
      nonces.delete(nonce)
      return issued !== undefined && issued.address === address.toLowerCase() && issued.expiresAt > now
    },
    add(session) {
      const stored = { ...session, pci: randomUUID() }
      sessions.set(stored.pci, stored)
      return stored
    },
    byAddress: address => [...sessions.values()].filter(session => session.address.toLowerCase() === address.toLowerCase()),
    byPci: pci => sessions.get(pci),
    revoke: pci => sessions.delete(pci),
    clear() {
      sessions.clear()
      nonces.clear()
    },
  }
}

/** What the API answers for a session: never its signature or message. */
export function toSessionRecord(session: StoredSession) {
  return { pci: session.pci, address: session.address, caipNetworkId: session.caipNetworkId, issuedAt: session.issuedAt, expiresAt: session.expiresAt }
}
