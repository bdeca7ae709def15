import { z } from 'zod'
import { findChain } from '../apiChain'
import type { ApiChain } from '../apiChain'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route } from '../router'
import { RPC_FAULT_ERROR, type RpcFaults } from '../rpcFaults'

const jsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** SPEC §7 / §9: batches of up to 1000 calls. */
const jsonRpcBody = z.union([jsonRpcRequest, z.array(jsonRpcRequest).min(1).max(1000)])

const rpcQuery = z.object({ chainId: z.string(), projectId: z.string() })

/**
 * POST /v1/?chainId={caip id}&projectId={id} — the chain-RPC proxy (SPEC §7
 * "Chain RPC"). Forwards the JSON-RPC body, single or batch, to the matching
 * anvil and relays its answer unchanged. This URL form carries chainId and
 * projectId only (no st/sv), exactly as SPEC §7 writes it.
 */
export function rpcProxyRoute(chains: readonly ApiChain[], faults?: RpcFaults): Route {
  return {
    method: 'POST',
    pattern: '/v1',
    requiredQuery: ['chainId', 'projectId'],
    handle: async ({ query, body }) => {
      const parsedQuery = parseQuery(rpcQuery, query)
      if (!parsedQuery.ok) return parsedQuery.response
      const chain = findChain(chains, parsedQuery.value.chainId)
      if (!chain) return badRequest(`unsupported chainId ${parsedQuery.value.chainId}`)
      const parsedBody = jsonRpcBody.safeParse(body)
      if (!parsedBody.success) return { status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } } }

      const caipNetworkId = parsedQuery.value.chainId
      const forward = async (payload: unknown) => {
        const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })
        return { status: response.status, body: (await response.json()) as unknown }
      }
      // Armed RPC faults (rpcFaults.ts) answer their calls with an error; the others reach the node.
      const faulted = (call: { id?: string | number | null; method: string }) =>
        faults?.take(call.method, caipNetworkId) ? { jsonrpc: '2.0', id: call.id ?? null, error: RPC_FAULT_ERROR } : undefined
      if (!Array.isArray(parsedBody.data)) {
        const answer = faulted(parsedBody.data)
        return answer ? { status: 200, body: answer } : forward(parsedBody.data)
      }
      const answers = parsedBody.data.map(call => faulted(call))
      const rest = parsedBody.data.filter((_, index) => !answers[index])
      if (rest.length === parsedBody.data.length) return forward(parsedBody.data)
      const forwarded = rest.length > 0 ? ((await forward(rest)).body as { id?: unknown }[]) : []
      return { status: 200, body: [...answers.filter(Boolean), ...forwarded] }
    },
  }
}
