/** Options of an RPC fault: how many matching calls fail, and on which chain (any by default). */
export type RpcFaultOptions = { times?: number; caipNetworkId?: string }

/** The JSON-RPC error a faulted call answers: a node that is overloaded or behind a failing balancer. */
export const RPC_FAULT_ERROR = { code: -32603, message: 'Sandbox RPC fault injected: internal error' } as const

/**
 * Faults on single JSON-RPC methods behind the API's chain-RPC proxy (SPEC §7 "Chain RPC"), e.g.
 * the next two `eth_getTransactionReceipt` calls fail while every other call goes through.
 */
export function createRpcFaults() {
  const entries: { method: string; caipNetworkId?: string; remaining: number }[] = []
  return {
    add(method: string, options: RpcFaultOptions = {}): void {
      const times = options.times ?? 1
      if (!Number.isInteger(times) || times < 1) throw new Error('fault times must be a positive integer')
      entries.push({ method, remaining: times, ...(options.caipNetworkId ? { caipNetworkId: options.caipNetworkId } : {}) })
    },
    /** Consumes one use of the first fault matching this call, if any. */
    take(method: string, caipNetworkId: string): boolean {
      const index = entries.findIndex(entry => entry.method === method && (entry.caipNetworkId ?? caipNetworkId) === caipNetworkId)
      const entry = entries[index]
      if (!entry) return false
      entry.remaining -= 1
      if (entry.remaining === 0) entries.splice(index, 1)
      return true
    },
    clear(): void {
      entries.length = 0
    },
  }
}

export type RpcFaults = ReturnType<typeof createRpcFaults>
