/**
 * JSON-RPC client over HTTP, built on viem's transports (SPEC §7 "Chain RPC"
 * and "Fallback transport"): requests are batched (size 1000, wait 0), time
 * out after 10 s, and move to the next endpoint on failure; endpoints can be
 * ranked by latency and stability (weights 0.3 / 0.7, 10 samples, every 4 s).
 */
import { fallback, http } from 'viem'
import {
  POLLING_INTERVAL_MS,
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RANK_INTERVAL_MS,
  RPC_RANK_SAMPLE_COUNT,
  RPC_RANK_WEIGHTS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
} from '../constants'
import * as ThrownMessages from '../errors/thrownMessages'
import type { HttpError, RpcError, TimeoutError } from '../errors/httpErrors'
import { VestibuleError } from '../errors/VestibuleError'
import { mapTransportError } from './mapTransportError'

export type CreateRpcClientParameters = {
  /** Tried in order (or in rank order when `rank` is on). At least one. */
  endpoints: readonly string[]
  /** Rank endpoints by latency and stability. Off by default: ranking pings every endpoint every 4 s. */
  rank?: boolean | undefined
  /** Defaults to RPC_TIMEOUT_MS (10 s). */
  timeoutMs?: number | undefined
  /** Retries of the whole fallback chain. Defaults to RPC_RETRY_COUNT. */
  retryCount?: number | undefined
}

export type RpcClient = {
  request<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /** Aborts requests in flight, rejects later ones and silences rank pings. */
  destroy(): void
}

export type RpcClientErrorType = HttpError | TimeoutError | RpcError | VestibuleError

type LooseRequest = (args: { method: string; params?: readonly unknown[] }, options?: { signal?: AbortSignal }) => Promise<unknown>

/**
 * Creates a JSON-RPC client for one chain.
 *
 * @example
 * ```ts
 * import { buildRpcUrl } from './buildRpcUrl'
 * import { createRpcClient } from './createRpcClient'
 *
 * const rpc = createRpcClient({
 *   endpoints: [buildRpcUrl({ caipNetworkId: 'eip155:1', projectId }), 'https://eth.llamarpc.com'],
 * })
 * const blockNumber = await rpc.request<`0x${string}`>('eth_blockNumber')
 * ```
 */
export function createRpcClient({ endpoints, rank = false, timeoutMs = RPC_TIMEOUT_MS, retryCount = RPC_RETRY_COUNT }: CreateRpcClientParameters): RpcClient {
  if (endpoints.length === 0) {
    throw new VestibuleError('At least one RPC endpoint is required.', {
      category: 'INVALID_APP_CONFIGURATION',
    })
  }
  // One signal for every request: viem batches per signal, and destroy() aborts them all.
  const controller = new AbortController()
  let destroyed = false

  const transports = endpoints.map(url =>
    http(url, {
      batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS },
      timeout: timeoutMs,
      // The fallback moves on instead of retrying one endpoint.
      retryCount: 0,
    }),
  )

  const transport = fallback(transports, {
    rank: rank
      ? {
          interval: RPC_RANK_INTERVAL_MS,
          sampleCount: RPC_RANK_SAMPLE_COUNT,
          timeout: timeoutMs,
          weights: RPC_RANK_WEIGHTS,
          // viem's ranking loop has no stop hook; after destroy() its pings do nothing.
          ping: ({ transport: ranked }) => (destroyed ? undefined : ranked.request({ method: 'net_listening' })),
        }
      : false,
    retryCount,
  })({ pollingInterval: POLLING_INTERVAL_MS, retryCount, timeout: timeoutMs })

  // viem types requests per known method; this client takes any method name.
  const send = transport.request as unknown as LooseRequest

  return {
    async request<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      if (destroyed) throw new VestibuleError(ThrownMessages.REQUEST_ABORTED)
      try {
        return (await send({ method, params }, { signal: controller.signal })) as T
      } catch (error) {
        throw mapTransportError(error, { timeoutMs })
      }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      controller.abort(new VestibuleError(ThrownMessages.REQUEST_ABORTED))
    },
  }
}
