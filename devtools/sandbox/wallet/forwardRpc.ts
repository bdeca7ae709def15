import { ProviderRpcError } from './providerRpcError'

/**
 * Read methods a wallet passes straight to its node. Signing and account
 * methods that a node might also answer (anvil has unlocked accounts) are
 * excluded: the wallet owns the keys, the node must never sign for it.
 */
const NODE_NAMESPACES = /^(eth|net|web3)_/
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
])

export function isForwardable(method: string): boolean {
  return NODE_NAMESPACES.test(method) && !NEVER_FORWARDED.has(method)
}

let nextId = 1

/**
 * Sends one JSON-RPC call to a node and returns its result; a JSON-RPC error
 * becomes a ProviderRpcError with the node's code, so callers see what the node said.
 */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new ProviderRpcError(-32603, `RPC endpoint ${rpcUrl} is unreachable`, { cause: String(cause) })
  }
  const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { code: number; message: string; data?: unknown } } | undefined
  if (body?.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  if (!response.ok || !body || !('result' in body)) throw new ProviderRpcError(-32603, `RPC endpoint ${rpcUrl} answered HTTP ${response.status}`)
  return body.result
}
