import * as z from 'zod/mini'

/**
 * SPEC §4's message protocol between the page and the secure frame, validated on both sides.
 * The page sends app events (`CONNECT_EMAIL`, …) each with an id; the frame answers each id once
 * with `<TYPE>_SUCCESS` or `<TYPE>_ERROR`, and announces itself with FRAME_READY.
 * Shared by the connector and the sandbox's secure site, so both read the same shapes.
 */
export const APP_CHANNEL = 'vestibule:app' as const
export const FRAME_CHANNEL = 'vestibule:frame' as const

const email = z.email()
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const chainId = z.union([z.string(), z.number()])
const url = z.url({ protocol: /^https?$/ })
/** SPEC §5's social providers, plus farcaster (SPEC §9's default social logins), which has its own flow. */
export const LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const
const loginProvider = z.enum(LOGIN_PROVIDERS)
const accountType = z.enum(['eoa', 'smartAccount'])

/** What each app event carries (the request side). */
export const appPayloads = {
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: z.object({}),
  CONNECT_OTP: z.object({ otp: z.string().check(z.regex(/^\d{6}$/)) }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']) }),
  /** SPEC §7: the secure-site popup's `resultUri`, handed back to the frame that started the login. */
  CONNECT_SOCIAL: z.object({ uri: url }),
  GET_FARCASTER_URI: z.object({}),
  CONNECT_FARCASTER: z.object({}),
  GET_USER: z.object({ chainId: z.optional(chainId) }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({}),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  /** SPEC §4 email change: the new address, then the code sent to the current one, then the new one's. */
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: z.string().check(z.regex(/^\d{6}$/)) }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: z.string().check(z.regex(/^\d{6}$/)) }),
  IS_CONNECTED: z.object({}),
  GET_CHAIN_ID: z.object({}),
  SWITCH_NETWORK: z.object({ chainId }),
  RPC_REQUEST: z.object({ method: z.string().check(z.minLength(1)), params: z._default(z.array(z.unknown()), []), chainId: z.optional(chainId) }),
  SIGN_OUT: z.object({}),
  /**
   * Ours, beside SPEC §4's list: the page dropped a request the visitor closed the modal on (or a
   * disallowed method aborted); the frame takes its approval down and answers the request as declined.
   */
  RPC_ABORT: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  /** SPEC §4 RELOAD: the frame re-reads its session (and retries its storage) so the page can resync. */
  RELOAD: z.object({}),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  SYNC_DAPP_DATA: z.object({
    name: z.optional(z.string()),
    description: z.optional(z.string()),
    url: z.optional(z.string()),
    icons: z.optional(z.array(z.string())),
    projectId: z.string(),
    sdkVersion: z.string(),
    sdkType: z.string(),
  }),
} as const

export type AppEventType = keyof typeof appPayloads
export type AppPayload<T extends AppEventType> = z.input<(typeof appPayloads)[T]>

/** SPEC §3 embedded-wallet user. */
export const embeddedUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address,
  chainId,
  accounts: z.optional(z.array(z.object({ address, type: accountType }))),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** How the secure site's session was made, when not by email (SPEC §3 account state `socialProvider`). */
  socialProvider: z.optional(z.nullable(loginProvider)),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>

/** What each successful answer carries. */
export const successPayloads = {
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: z.object({}),
  CONNECT_OTP: z.object({}),
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: url }),
  CONNECT_SOCIAL: z.object({}),
  GET_FARCASTER_URI: z.object({ url: url }),
  CONNECT_FARCASTER: z.object({}),
  GET_USER: embeddedUserSchema,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.int().check(z.positive())) }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address }),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({}),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({}),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  SWITCH_NETWORK: z.object({ chainId }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  SIGN_OUT: z.object({}),
  RPC_ABORT: z.object({}),
  RELOAD: z.object({}),
  SYNC_THEME: z.object({}),
  SYNC_DAPP_DATA: z.object({}),
} as const satisfies Record<AppEventType, z.ZodMiniType>

export type SuccessPayload<T extends AppEventType> = z.infer<(typeof successPayloads)[T]>

/** Sends one app event to the secure frame and resolves with its validated answer. */
export type FrameSend = <T extends AppEventType>(type: T, payload: AppPayload<T>, timeoutMs?: number) => Promise<SuccessPayload<T>>

const appEventType = z.enum(Object.keys(appPayloads) as [AppEventType, ...AppEventType[]])

/** A page → frame message. The payload is checked against its type by `parseAppPayload`. */
export const appMessageSchema = z.object({
  channel: z.literal(APP_CHANNEL),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: appEventType,
  payload: z.unknown(),
})
export type AppMessage = z.infer<typeof appMessageSchema>

/** A frame → page message: FRAME_READY, SESSION_UPDATE, or an answer to one app event. */
export const frameMessageSchema = z.discriminatedUnion('kind', [
  z.object({ channel: z.literal(FRAME_CHANNEL), kind: z.literal('ready') }),
  z.object({ channel: z.literal(FRAME_CHANNEL), kind: z.literal('session-update'), payload: z.object({ connected: z.boolean() }) }),
  z.object({ channel: z.literal(FRAME_CHANNEL), kind: z.literal('success'), id: z.string(), type: appEventType, payload: z.unknown() }),
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    kind: z.literal('error'),
    id: z.string(),
    type: appEventType,
    payload: z.object({ message: z.string(), code: z.optional(z.int()) }),
  }),
])
export type FrameMessage = z.infer<typeof frameMessageSchema>

/** SPEC §7: the secure-site popup tells the page where the provider sent the visitor back (`resultUri`). */
export const SOCIAL_CHANNEL = 'vestibule:social' as const
export const socialResultSchema = z.object({ channel: z.literal(SOCIAL_CHANNEL), resultUri: url })

/** The wire name of an answer (`CONNECT_EMAIL_SUCCESS`), as SPEC §4 names them. */
export function answerName(type: AppEventType, kind: 'success' | 'error'): string {
  return `${type}_${kind === 'success' ? 'SUCCESS' : 'ERROR'}`
}

export function parseAppPayload<T extends AppEventType>(type: T, payload: unknown): z.infer<(typeof appPayloads)[T]> {
  return appPayloads[type].parse(payload) as z.infer<(typeof appPayloads)[T]>
}
