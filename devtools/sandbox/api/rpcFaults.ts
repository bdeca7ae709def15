import { createArmedQueue } from './armedQueue'

/** Options of an RPC fault: how many matching calls fail, and on which chain (any by default). */
export type RpcFaultOptions = { times?: number; caipNetworkId?: string }

/** The JSON-RPC error a faulted call answers: a node that is overloaded or behind a failing balancer. */
export const RPC_FAULT_ERROR = { code: -32603, message: 'Sandbox RPC fault injected: internal error' } as const

/**
 * Faults on single JSON-RPC methods behind the API's chain-RPC proxy (SPEC §7 "Chain RPC"), e.g.
 * the next two `eth_getTransactionReceipt` calls fail while every other call goes through.
 */
export function createRpcFaults() {
  const armed = createArmedQueue<{ method: string; caipNetworkId?: string }>('fault')
  return {
    add(method: string, options: RpcFaultOptions = {}): void {
      armed.add({ method, ...(options.caipNetworkId ? { caipNetworkId: options.caipNetworkId } : {}) }, options.times)
    },
    /** Consumes one use of the first fault matching this call, if any. */
    take(method: string, caipNetworkId: string): boolean {
      return armed.take(entry => entry.method === method && (entry.caipNetworkId ?? caipNetworkId) === caipNetworkId) !== undefined
    },
    clear: armed.clear,
  }
}

export type RpcFaults = ReturnType<typeof createRpcFaults>
