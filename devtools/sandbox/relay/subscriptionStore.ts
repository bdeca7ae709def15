import type { RelayConnection } from './relayConnection'
import { subscriptionId } from './subscriptionId'

export type Subscription = { connection: RelayConnection; id: string }

/**
 * Which sockets listen on which topic. Subscriptions belong to a socket: when it closes
 * they go, and the client's own reconnect logic (irn_batchSubscribe of everything it
 * knows) brings them back on the new socket.
 */
export function createSubscriptionStore() {
  const byTopic = new Map<string, Map<number, Subscription>>()
  const topicsByConnection = new Map<number, Set<string>>()

  function add(connection: RelayConnection, topic: string): string {
    const id = subscriptionId(topic, connection.clientId)
    let subscribers = byTopic.get(topic)
    if (!subscribers) byTopic.set(topic, (subscribers = new Map()))
    subscribers.set(connection.id, { connection, id })
    let topics = topicsByConnection.get(connection.id)
    if (!topics) topicsByConnection.set(connection.id, (topics = new Set()))
    topics.add(topic)
    return id
  }

  function remove(connection: RelayConnection, topic: string): boolean {
    const subscribers = byTopic.get(topic)
    const removed = subscribers?.delete(connection.id) ?? false
    if (subscribers?.size === 0) byTopic.delete(topic)
    topicsByConnection.get(connection.id)?.delete(topic)
    return removed
  }

  /** Drops every subscription of a closed socket; returns the topics it listened on. */
  function removeConnection(connection: RelayConnection): string[] {
    const topics = [...(topicsByConnection.get(connection.id) ?? [])]
    for (const topic of topics) remove(connection, topic)
    topicsByConnection.delete(connection.id)
    return topics
  }

  return {
    add,
    remove,
    removeConnection,
    subscribersOf: (topic: string): Subscription[] => [...(byTopic.get(topic)?.values() ?? [])],
    count: (): number => [...byTopic.values()].reduce((total, subscribers) => total + subscribers.size, 0),
  }
}
