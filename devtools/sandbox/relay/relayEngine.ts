import { createMessageStore } from './messageStore'
import type { HeldMessage } from './messageStore'
import type { RelayConnection } from './relayConnection'
import { SUBSCRIPTION_METHOD } from './relayProtocol'
import type { RelayMessageEvent } from './relayProtocol'
import { createSubscriptionStore } from './subscriptionStore'
import { subscriptionId } from './subscriptionId'

export type RelayStats = {
  /** Open client sockets. */
  connectedClients: number
  /** (socket, topic) subscriptions. */
  subscriptions: number
  /** Held messages no subscriber has acknowledged yet. */
  pendingMessages: number
}

export type PublishInput = { topic: string; message: string; ttl: number; tag?: number; attestation?: string }

export type CreateRelayEngineParameters = { now?: () => number }

function messageEvent(message: HeldMessage): RelayMessageEvent {
  const { topic, publishedAt, tag, attestation } = message
  return { topic, message: message.message, publishedAt, tag, ...(attestation ? { attestation } : {}) }
}

/**
 * The relay's behaviour without the sockets: subscribe, publish, deliver, acknowledge.
 * Methods change state and mark topics; `flush()` then pushes what is due, so the
 * transport can answer a request before the pushes it causes (a subscriber sees its
 * irn_subscribe result before the held messages).
 */
export function createRelayEngine(parameters: CreateRelayEngineParameters = {}) {
  const subscriptions = createSubscriptionStore()
  const messages = createMessageStore({ now: parameters.now })
  const connections = new Map<number, RelayConnection>()
  const dueTopics = new Set<string>()

  function deliver(topic: string): void {
    for (const { connection, id } of subscriptions.subscribersOf(topic)) {
      for (const message of messages.dueFor(topic, connection.clientId)) {
        const pushId = messages.beginDelivery(message, connection.clientId, connection.id)
        connection.send({
          jsonrpc: '2.0',
          id: pushId,
          method: SUBSCRIPTION_METHOD,
          params: { id, data: messageEvent(message) },
        })
      }
    }
  }

  function flush(): void {
    const topics = [...dueTopics]
    dueTopics.clear()
    for (const topic of topics) deliver(topic)
  }

  return {
    connect(connection: RelayConnection): void {
      connections.set(connection.id, connection)
    },

    /** Forgets a closed socket; its unacknowledged pushes go to the client's other sockets, if any. */
    disconnect(connection: RelayConnection): void {
      connections.delete(connection.id)
      subscriptions.removeConnection(connection)
      for (const topic of messages.abandon(connection.id)) dueTopics.add(topic)
      flush()
    },

    subscribe(connection: RelayConnection, topic: string): string {
      const id = subscriptions.add(connection, topic)
      dueTopics.add(topic)
      return id
    },

    /** Idempotent, like the clients expect: unsubscribing twice, or from nothing, is fine. */
    unsubscribe(connection: RelayConnection, topic: string, id: string): void {
      if (id === subscriptionId(topic, connection.clientId)) subscriptions.remove(connection, topic)
    },

    publish(connection: RelayConnection, input: PublishInput): void {
      const held = messages.add({ ...input, publisherClientId: connection.clientId })
      if (held) dueTopics.add(input.topic)
    },

    /** irn_fetchMessages: everything due to this client on the topics, handed over at once. */
    fetch(connection: RelayConnection, topics: readonly string[]): { messages: RelayMessageEvent[]; hasMore: false } {
      const due = topics.flatMap(topic => messages.dueFor(topic, connection.clientId))
      for (const message of due) messages.markDelivered(message, connection.clientId)
      return { messages: due.map(messageEvent), hasMore: false }
    },

    acknowledge(connection: RelayConnection, pushId: number): boolean {
      return messages.acknowledge(pushId, connection.id)
    },

    flush,
    sweep: () => messages.sweep(),
    stats: (): RelayStats => ({
      connectedClients: connections.size,
      subscriptions: subscriptions.count(),
      pendingMessages: messages.pendingCount(),
    }),
  }
}

export type RelayEngine = ReturnType<typeof createRelayEngine>
