import { createHash } from 'node:crypto'
import type { RelayMessageEvent } from './relayProtocol'

/** A published message the relay holds until its ttl runs out. */
export type HeldMessage = RelayMessageEvent & {
  /** sha256 of the message text: the same message published twice (a client's retry) is one message. */
  key: string
  expiresAt: number
  publisherClientId: string
  /** Clients that acknowledged (or fetched) it: it is never delivered to them again. */
  deliveredTo: Set<string>
  /** Pushed and not yet acknowledged, by client id; a closed socket gives its pushes back. */
  inFlight: Map<string, { pushId: number; connectionId: number }>
}

export type AddMessageInput = {
  topic: string
  message: string
  /** Seconds, as the clients send it. */
  ttl: number
  tag?: number
  attestation?: string
  publisherClientId: string
}

export type CreateMessageStoreParameters = { now?: () => number }

/**
 * The relay's mailbox. Every message is kept for its ttl, so a peer that subscribes
 * later (the wallet to a pairing topic after scanning, the dapp to a session topic after
 * the proposal response) still gets it. Delivery is tracked per client id: a message
 * goes at most once to each client (pushed again only if the socket it was pushed on
 * closed before the ack) and never back to its publisher.
 */
export function createMessageStore(parameters: CreateMessageStoreParameters = {}) {
  const { now = Date.now } = parameters
  const byTopic = new Map<string, HeldMessage[]>()
  const pushes = new Map<number, { message: HeldMessage; clientId: string }>()
  let nextPushId = 1

  const live = (message: HeldMessage): boolean => message.expiresAt > now()

  /** Returns the held message, or undefined when the topic already holds this exact message. */
  function add(input: AddMessageInput): HeldMessage | undefined {
    const key = createHash('sha256').update(input.message, 'utf8').digest('hex')
    const held = byTopic.get(input.topic) ?? []
    if (held.some(message => message.key === key && live(message))) return undefined
    const publishedAt = now()
    const message: HeldMessage = {
      topic: input.topic,
      message: input.message,
      publishedAt,
      tag: input.tag ?? 0,
      ...(input.attestation ? { attestation: input.attestation } : {}),
      key,
      expiresAt: publishedAt + input.ttl * 1000,
      publisherClientId: input.publisherClientId,
      deliveredTo: new Set(),
      inFlight: new Map(),
    }
    byTopic.set(input.topic, [...held.filter(live), message])
    return message
  }

  /** Messages on a topic that a client has not received yet, oldest first. */
  function dueFor(topic: string, clientId: string): HeldMessage[] {
    return (byTopic.get(topic) ?? []).filter(
      message => live(message) && message.publisherClientId !== clientId && !message.deliveredTo.has(clientId) && !message.inFlight.has(clientId),
    )
  }

  function beginDelivery(message: HeldMessage, clientId: string, connectionId: number): number {
    const pushId = nextPushId++
    message.inFlight.set(clientId, { pushId, connectionId })
    pushes.set(pushId, { message, clientId })
    return pushId
  }

  /** An ack counts only from the socket the message was pushed on. */
  function acknowledge(pushId: number, connectionId: number): boolean {
    const push = pushes.get(pushId)
    if (!push || push.message.inFlight.get(push.clientId)?.connectionId !== connectionId) return false
    pushes.delete(pushId)
    push.message.inFlight.delete(push.clientId)
    push.message.deliveredTo.add(push.clientId)
    return true
  }

  /** irn_fetchMessages hands messages over without a push, so there is no ack to wait for. */
  function markDelivered(message: HeldMessage, clientId: string): void {
    const push = message.inFlight.get(clientId)
    if (push) pushes.delete(push.pushId)
    message.inFlight.delete(clientId)
    message.deliveredTo.add(clientId)
  }

  /** Gives back the unacknowledged pushes of a closed socket; returns the topics concerned. */
  function abandon(connectionId: number): string[] {
    const topics = new Set<string>()
    for (const [pushId, { message, clientId }] of pushes) {
      if (message.inFlight.get(clientId)?.connectionId !== connectionId) continue
      pushes.delete(pushId)
      message.inFlight.delete(clientId)
      topics.add(message.topic)
    }
    return [...topics]
  }

  function sweep(): void {
    for (const [topic, held] of byTopic) {
      const kept = held.filter(live)
      if (kept.length === 0) byTopic.delete(topic)
      else byTopic.set(topic, kept)
    }
    for (const [pushId, { message }] of pushes) if (!live(message)) pushes.delete(pushId)
  }

  return {
    add,
    dueFor,
    beginDelivery,
    acknowledge,
    markDelivered,
    abandon,
    sweep,
    /** Live messages no subscriber has acknowledged yet. */
    pendingCount: (): number => [...byTopic.values()].flat().filter(message => live(message) && message.deliveredTo.size === 0).length,
  }
}
