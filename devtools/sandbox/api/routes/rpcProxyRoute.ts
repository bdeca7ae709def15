import { z } from 'zod'
import { findChain } from '../apiChain'
import type { ApiChain } from '../apiChain'
import type { RpcFaultInjector } from '../faultInjector'
import { badRequest, parseQuery } from '../queryValidation'
import type { Route } from '../router'

const jsonRpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

/** SPEC §7 / §9: batches of up to 1000 calls. */
const jsonRpcBody = z.union([jsonRpcRequest, z.array(jsonRpcRequest).min(1).max(1000)])

const rpcQuery = z.object({ chainId: z.string(), projectId: z.string() })

type JsonRpcCall = z.infer<typeof jsonRpcRequest>

/**
 * POST /v1/?chainId={caip id}&projectId={id} — the chain-RPC proxy (SPEC §7
 * "Chain RPC"). Forwards the JSON-RPC body, single or batch, to the matching
 * anvil and relays its answer unchanged. This URL form carries chainId and
 * projectId only (no st/sv), exactly as SPEC §7 writes it. A call whose method
 * has an armed RPC fault is answered with that error instead.
 */
export function rpcProxyRoute(chains: readonly ApiChain[], rpcFaults?: RpcFaultInjector): Route {
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
      if (!parsedBody.success)
        return { status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } } }

      const forward = async (payload: JsonRpcCall | JsonRpcCall[]) => {
        const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })
        return { status: response.status, body: (await response.json()) as unknown }
      }
      if (!rpcFaults) return forward(parsedBody.data)
      const calls = Array.isArray(parsedBody.data) ? parsedBody.data : [parsedBody.data]
      const faulted = calls.map(call => rpcFaults.take(call.method))
      if (faulted.every(error => error === undefined)) return forward(parsedBody.data)
      const passed = calls.filter((_, index) => faulted[index] === undefined)
      const answers = passed.length > 0 ? ((await forward(passed)).body as { id?: unknown }[]) : []
      const byId = new Map(Array.isArray(answers) ? answers.map(answer => [answer.id, answer]) : [])
      const replies = calls.map((call, index) => {
        const error = faulted[index]
        return error ? { jsonrpc: '2.0', id: call.id ?? null, error } : byId.get(call.id)
      })
      return { status: 200, body: Array.isArray(parsedBody.data) ? replies : replies[0] }
    },
  }
}
