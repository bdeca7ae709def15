import { PAIRING_URI_EXPIRY_MARGIN_MS, PAIRING_URI_LIFETIME_MS } from '../constants'
import type { PairingState } from '../state/state'

/**
 * SPEC §4: a pairing URI lives 4 minutes from when it was made (the WalletConnect client
 * allows 5; the shorter life leaves a scanned URI time to reach the wallet).
 *
 * @example
 * pairingExpiresAt(Date.now()) // now + 240 000
 */
export function pairingExpiresAt(createdAt: number): number {
  return createdAt + PAIRING_URI_LIFETIME_MS
}

/** SPEC §4: the URI counts as expired within 10 s of its expiry, so nobody scans a dying one. */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now <= PAIRING_URI_EXPIRY_MARGIN_MS
}

/** Milliseconds until the URI counts as expired (0 when it already does): when to replace it. */
export function msUntilPairingExpired(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - PAIRING_URI_EXPIRY_MARGIN_MS - now)
}

/** Whether `pairing` is a URI of this connector a visitor may still scan (timers sleep with a laptop). */
export function isPairingLive(pairing: PairingState | null, connectorId: string, now: number): boolean {
  return pairing?.connectorId === connectorId && !isPairingExpired(pairing.expiresAt, now)
}
