import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SIWXMessage, SIWXMessageData } from './siwxTypes'

const date = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

/**
 * The EIP-4361 text of a message's data (CAIP-122's eip155 profile), as viem writes it; viem
 * checks every field (domain, nonce, URI, version) and throws on a bad one.
 *
 * @example
 * siweText({ accountAddress: '0xf39f…', chainId: 'eip155:1', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh12' })
 */
export function siweText(data: SIWXMessageData): string {
  return createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId: Number(data.chainId.slice(data.chainId.indexOf(':') + 1)),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    statement: data.statement,
    resources: data.resources ? [...data.resources] : undefined,
    requestId: data.requestId,
    issuedAt: date(data.issuedAt),
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
  })
}

/** A message object as AppKit's `createMessage` returns it: the data, and `toString()` its EIP-4361 text. */
export function siwxMessage(data: SIWXMessageData): SIWXMessage {
  const text = siweText(data)
  return { ...data, toString: () => text }
}

/** Whether a session's message is still valid at `now` (expiry and not-before, SPEC §3 fields). */
export function isSessionLive(data: Pick<SIWXMessageData, 'expirationTime' | 'notBefore'>, now: number): boolean {
  if (data.expirationTime !== undefined && !(Date.parse(data.expirationTime) > now)) return false
  if (data.notBefore !== undefined && !(Date.parse(data.notBefore) <= now)) return false
  return true
}
