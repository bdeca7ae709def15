import type { ProviderRpcError } from '../wallet/providerRpcError'
import type { WalletSignClient } from './walletSignClient'

/** Sends a session request's answer: its result, or the EIP-1193 / JSON-RPC error it ended with. */
export async function respondToRequest(
  client: WalletSignClient,
  topic: string,
  id: number,
  outcome: { result: unknown } | { error: ProviderRpcError },
): Promise<void> {
  if ('result' in outcome) return client.respond({ topic, response: { id, jsonrpc: '2.0', result: outcome.result } })
  const { code, message, data } = outcome.error
  // The sign protocol's error `data` is a string.
  const detail = data === undefined ? {} : { data: typeof data === 'string' ? data : JSON.stringify(data) }
  return client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message, ...detail } } })
}
