import type { CaipNetworkId } from 'vestibule/plugin'

/**
 * Sign in with X (CAIP-122) as AppKit 1.7 types it, so an integration's own `siwx` object migrates
 * unchanged. Timestamps are ISO 8601 strings.
 */
/** What the plugin knows when it asks for a message: who signs, on which chain. */
export interface SIWXMessageInput {
  readonly accountAddress: string
  readonly chainId: CaipNetworkId
  readonly notBefore?: string
}

/** SPEC §3 "Sign-in message": nonce, domain, uri, expirationTime, issuedAt, notBefore, requestId, version, resources, statement, chainId. */
export interface SIWXMessageData extends SIWXMessageInput {
  readonly domain: string
  readonly uri: string
  readonly version: string
  readonly nonce: string
  readonly statement?: string
  readonly resources?: readonly string[]
  readonly requestId?: string
  readonly issuedAt?: string
  readonly expirationTime?: string
}

/** A message to sign: its data, and `toString()` the text the wallet signs (EIP-4361 for eip155). */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A signed sign-in: what `addSession` stores and `getSessions` gives back. */
export interface SIWXSession {
  readonly data: SIWXMessageData
  readonly message: string
  readonly signature: string
}

/**
 * AppKit's `SIWXConfig`: the integrator decides how messages are made, how sessions are verified
 * and kept. `getRequired()` true: a visitor who does not sign is disconnected (SPEC §4).
 */
export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies and keeps a signed session; throws when the signature or message is refused. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  getRequired?(): boolean
}

/**
 * AppKit's legacy `siweConfig` (EIP-4361 only): adapted to SIWX by `siweConfigToSiwx`.
 * `getSession` answers the one session the integrator's backend holds, or null.
 */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<{ domain: string; uri: string; chains: readonly number[]; statement?: string; expiry?: number; resources?: readonly string[] }>
  required?: boolean
  signOutOnDisconnect?: boolean
}

/** What AppKit's `createMessage` of a SIWE config receives: the SIWX data with a CAIP-10 address and a numeric chain id. */
export interface SIWECreateMessageArgs extends Omit<SIWXMessageData, 'chainId' | 'accountAddress'> {
  readonly address: string
  readonly chainId: number
}

/**
 * The sessions kept by the hosted API (SPEC §7 `/v1/sessions/{address}`), the default when the
 * `siwx` option names no methods: `{ required: true }` is enough.
 */
export interface HostedSiwxOptions {
  /** A visitor who does not sign is disconnected (SPEC §4). Default false. */
  readonly required?: boolean
  /** The statement the wallet shows under the domain. */
  readonly statement?: string
  /** How long a session lasts, in ms (default 7 days). */
  readonly expiresInMs?: number
}
