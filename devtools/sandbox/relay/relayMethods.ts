import type { z } from 'zod'
import type { RelayConnection } from './relayConnection'
import type { RelayEngine } from './relayEngine'
import {
  approveSessionParamsSchema,
  batchFetchMessagesParamsSchema,
  batchPublishParamsSchema,
  batchSubscribeParamsSchema,
  batchUnsubscribeParamsSchema,
  DEFAULT_EMBEDDED_TTL_SECONDS,
  EMBEDDED_MESSAGE_TAG,
  fetchMessagesParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  subscribeParamsSchema,
  unsubscribeParamsSchema,
} from './relayProtocol'
import type { PublishParams } from './relayProtocol'

/** Thrown when params fail their schema; the transport answers JSON-RPC -32602 with the message. */
export class InvalidParamsError extends Error {
  override readonly name = 'InvalidParamsError'
}

export type RelayMethod = (engine: RelayEngine, connection: RelayConnection, params: unknown) => unknown

function withParams<Schema extends z.ZodType>(
  method: string,
  schema: Schema,
  run: (engine: RelayEngine, connection: RelayConnection, params: z.infer<Schema>) => unknown,
): RelayMethod {
  return (engine, connection, params) => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at params.${issue.path.join('.')}` : ''
      throw new InvalidParamsError(`${method}${where}: ${issue?.message ?? 'invalid params'}`)
    }
    return run(engine, connection, parsed.data)
  }
}

function publishOne(engine: RelayEngine, connection: RelayConnection, params: PublishParams): void {
  const { topic, message, ttl, tag, attestation } = params
  engine.publish(connection, { topic, message, ttl, tag, attestation })
}

/**
 * The methods the relay answers, by name. Results are what the clients wait for: a
 * subscription id (or ids) for subscribe, `true` for everything that only acknowledges.
 * A Map, so that a method named `toString` or `__proto__` finds nothing.
 */
export const RELAY_METHODS = new Map<string, RelayMethod>([
  ['irn_subscribe', withParams('irn_subscribe', subscribeParamsSchema, (engine, connection, { topic }) => engine.subscribe(connection, topic))],
  [
    'irn_batchSubscribe',
    withParams('irn_batchSubscribe', batchSubscribeParamsSchema, (engine, connection, { topics }) => topics.map(topic => engine.subscribe(connection, topic))),
  ],
  [
    'irn_unsubscribe',
    withParams('irn_unsubscribe', unsubscribeParamsSchema, (engine, connection, { topic, id }) => {
      engine.unsubscribe(connection, topic, id)
      return true
    }),
  ],
  [
    'irn_batchUnsubscribe',
    withParams('irn_batchUnsubscribe', batchUnsubscribeParamsSchema, (engine, connection, { subscriptions }) => {
      for (const { topic, id } of subscriptions) engine.unsubscribe(connection, topic, id)
      return true
    }),
  ],
  [
    'irn_publish',
    withParams('irn_publish', publishParamsSchema, (engine, connection, params) => {
      publishOne(engine, connection, params)
      return true
    }),
  ],
  [
    'irn_batchPublish',
    withParams('irn_batchPublish', batchPublishParamsSchema, (engine, connection, { messages }) => {
      for (const params of messages) publishOne(engine, connection, params)
      return true
    }),
  ],
  ['irn_fetchMessages', withParams('irn_fetchMessages', fetchMessagesParamsSchema, (engine, connection, { topic }) => engine.fetch(connection, [topic]))],
  [
    'irn_batchFetchMessages',
    withParams('irn_batchFetchMessages', batchFetchMessagesParamsSchema, (engine, connection, { topics }) => engine.fetch(connection, topics)),
  ],
  [
    // The 2.25 dapp creates its pairing with `skipSubscribe`: this call is its subscription.
    'wc_proposeSession',
    withParams('wc_proposeSession', proposeSessionParamsSchema, (engine, connection, params) => {
      const ttl = params.ttl ?? DEFAULT_EMBEDDED_TTL_SECONDS
      engine.subscribe(connection, params.pairingTopic)
      engine.publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl,
        tag: EMBEDDED_MESSAGE_TAG.sessionProposal,
        attestation: params.attestation,
      })
      return true
    }),
  ],
  [
    // The 2.25 wallet subscribes to the new session topic with `skipSubscribe`: this call is its subscription.
    'wc_approveSession',
    withParams('wc_approveSession', approveSessionParamsSchema, (engine, connection, params) => {
      const ttl = params.ttl ?? DEFAULT_EMBEDDED_TTL_SECONDS
      engine.subscribe(connection, params.sessionTopic)
      engine.publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl,
        tag: EMBEDDED_MESSAGE_TAG.sessionProposalResponse,
      })
      engine.publish(connection, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl,
        tag: EMBEDDED_MESSAGE_TAG.sessionSettlement,
      })
      return true
    }),
  ],
])
