import { z } from 'zod'

/**
 * The relay JSON-RPC spoken by the WalletConnect 2.25 clients (`@walletconnect/core`
 * relayer, subscriber and publisher; method names from `@walletconnect/relay-api`).
 * Every frame a socket sends is checked against these schemas before the relay acts.
 */

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/** What the relay pushes to a subscriber; the client acks it with a `{ id, result: true }` response. */
export const SUBSCRIPTION_METHOD = 'irn_subscription'

/**
 * Tags the relay stamps on the messages embedded in `wc_proposeSession` / `wc_approveSession`,
 * the same the sign client uses when it publishes them itself (ENGINE_RPC_OPTS: propose
 * request 1100, propose response 1101, settle request 1102).
 */
export const EMBEDDED_MESSAGE_TAG = { sessionProposal: 1100, sessionProposalResponse: 1101, sessionSettlement: 1102 } as const

/** publishCustom's default ttl (FIVE_MINUTES, seconds) when the client sends none. */
export const DEFAULT_EMBEDDED_TTL_SECONDS = 300

/** Clients send relay ids as 19-digit decimal strings (getBigIntRpcId().toString()); numbers are plain JSON-RPC. */
export const rpcIdSchema = z.union([z.string().min(1), z.number().int()])
export type RpcId = z.infer<typeof rpcIdSchema>

const jsonrpc = z.literal('2.0')

export const requestFrameSchema = z.object({ jsonrpc, id: rpcIdSchema, method: z.string().min(1), params: z.unknown().optional() })

/** A client's answer to a pushed irn_subscription: `result: true` acks it; an error answer is not an ack. */
export const responseFrameSchema = z.union([
  z.object({ jsonrpc, id: rpcIdSchema, result: z.json() }),
  z.object({ jsonrpc, id: rpcIdSchema, error: z.object({ code: z.number(), message: z.string() }) }),
])

/** Topics are sha256 digests in lower-case hex (pairing topic, session topic = sha256 of the sym key). */
export const topicSchema = z.string().regex(/^[0-9a-f]{64}$/, 'expected a topic: 64 lower-case hex characters')

/** Seconds; the clients use 30 s (pairing ping) up to days; nothing legitimate exceeds 30 days. */
export const ttlSchema = z
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 60 * 60)

const messageSchema = z.string().min(1)

export const subscribeParamsSchema = z.object({ topic: topicSchema })
export const batchSubscribeParamsSchema = z.object({ topics: z.array(topicSchema).min(1) })
export const unsubscribeParamsSchema = z.object({ topic: topicSchema, id: z.string().min(1) })
export const batchUnsubscribeParamsSchema = z.object({ subscriptions: z.array(unsubscribeParamsSchema).min(1) })

/** Loose: the clients add trace fields (`correlationId`, tvf data) the relay has no use for. */
export const publishParamsSchema = z.looseObject({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  prompt: z.boolean().optional(),
  tag: z.number().int().min(0).optional(),
  attestation: z.string().optional(),
})
export type PublishParams = z.infer<typeof publishParamsSchema>

export const batchPublishParamsSchema = z.object({ messages: z.array(publishParamsSchema).min(1) })
export const fetchMessagesParamsSchema = z.object({ topic: topicSchema })
export const batchFetchMessagesParamsSchema = z.object({ topics: z.array(topicSchema).min(1) })

/** Dapp: publishes the session proposal on the pairing topic and subscribes itself to that topic. */
export const proposeSessionParamsSchema = z.looseObject({
  pairingTopic: topicSchema,
  sessionProposal: messageSchema,
  ttl: ttlSchema.optional(),
  attestation: z.string().optional(),
})

/**
 * Wallet: publishes the proposal response on the pairing topic and the settle request on the
 * session topic, and subscribes itself to the session topic.
 */
export const approveSessionParamsSchema = z.looseObject({
  pairingTopic: topicSchema,
  sessionTopic: topicSchema,
  sessionProposalResponse: messageSchema,
  sessionSettlementRequest: messageSchema,
  ttl: ttlSchema.optional(),
})

/** One message as pushed in irn_subscription `data` and returned by irn_fetchMessages. */
export type RelayMessageEvent = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export type JsonRpcErrorFrame = { jsonrpc: '2.0'; id: RpcId | null; error: { code: number; message: string } }

export function errorFrame(id: RpcId | null, code: number, message: string): JsonRpcErrorFrame {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

export function resultFrame(id: RpcId, result: unknown): { jsonrpc: '2.0'; id: RpcId; result: unknown } {
  return { jsonrpc: '2.0', id, result }
}
