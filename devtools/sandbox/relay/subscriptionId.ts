import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic: sha256(topic + clientId) in hex, as the
 * 2.25 subscriber computes it locally (`hashMessage(topic + clientId)`). It must match,
 * because for the topics the relay subscribes implicitly (wc_proposeSession,
 * wc_approveSession) the client never sees the relay's answer and uses its own id.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
