import { serializeError, VestibuleError } from 'vestibule/plugin'
import type { AppKit } from 'vestibule'
import type { RpcClient } from 'vestibule/rpc'
import { PAY_RECEIPT_RETRY_BASE_MS, PAY_RECEIPT_RETRY_MAX_MS, PAY_TIMEOUT_MS, PayMessages } from './payConstants'
import './payEvents'

/** SPEC §9 query retries: 1 s, 2 s, 4 s… up to 30 s after the `failures`-th failed read in a row. */
export function receiptRetryDelay(failures: number): number {
  return Math.min(PAY_RECEIPT_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), PAY_RECEIPT_RETRY_MAX_MS)
}

/**
 * The payment chain's RPC, one source: the hosted chain RPC (SPEC §7) when the app has a project
 * id, the network's own endpoints otherwise. The payment's network, not the wallet's current one:
 * the visitor may switch the wallet meanwhile. No retries inside: a failed read is retried here
 * with SPEC §9's backoff.
 */
async function receiptRpc(appKit: AppKit, caipNetworkId: string): Promise<RpcClient> {
  const { createRpcClient, buildRpcUrl } = await import('vestibule/rpc')
  const network = appKit.options.networks.find(candidate => candidate.caipNetworkId === caipNetworkId)
  const own = network ? [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])] : []
  const { projectId, blockchainApiUrl } = appKit.options
  const endpoints = projectId ? [buildRpcUrl({ caipNetworkId: caipNetworkId as `eip155:${number}`, projectId, rpcHost: blockchainApiUrl })] : [...new Set(own)]
  return createRpcClient({ endpoints, retryCount: 0 })
}

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>(resolve => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

const isReceipt = (value: unknown): value is { status: string } =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'string'

/**
 * Follows a sent payment by its hash until its receipt is read (issue 24, exactly once): a failed
 * read is retried with SPEC §9's backoff and never turns the payment into a failure; after 2 min
 * without a receipt it is `unconfirmed` (the promise rejects with that, the reading goes on, and
 * the receipt still settles the state). Success when the receipt says so, failure when it reverted.
 */
export function followPayReceipt(
  appKit: AppKit,
  caipNetworkId: string,
  hash: string,
  /** The chain client to read through; default: the payment chain's (see `receiptRpc`). */
  rpcClient: () => Promise<Pick<RpcClient, 'request' | 'destroy'>> = () => receiptRpc(appKit, caipNetworkId),
): Promise<{ hash: string }> {
  return new Promise((resolve, reject) => {
    const started = appKit.now()
    let unconfirmed = false
    // Aborted when the instance is destroyed (the actions' context carries it).
    const signal = (appKit as { readonly signal?: AbortSignal }).signal
    const giveUp = (cause: unknown) => {
      const error = new VestibuleError(PayMessages.UNCONFIRMED, { details: `Transaction ${hash}`, cause })
      appKit.dispatch({ type: 'pay/unconfirmed', payload: { error: serializeError(error), hash } })
      reject(error)
    }
    void (async () => {
      let rpc: Pick<RpcClient, 'request' | 'destroy'>
      try {
        rpc = await rpcClient()
      } catch (error) {
        // No way to read the chain here: the outcome stays unknown, never a failure that invites paying again.
        return giveUp(error)
      }
      let failures = 0
      try {
        while (!signal?.aborted) {
          let receipt: unknown
          try {
            receipt = await rpc.request('eth_getTransactionReceipt', [hash])
            failures = 0
          } catch (error) {
            failures += 1
            appKit.logger.warn(`Pay: the receipt of ${hash} could not be read (attempt ${failures}); trying again`, error)
          }
          if (isReceipt(receipt)) {
            if (receipt.status === '0x1') {
              appKit.dispatch({ type: 'pay/succeeded', payload: { hash } })
              return resolve({ hash })
            }
            const error = new VestibuleError(PayMessages.CHAIN_FAILED)
            appKit.dispatch({ type: 'pay/failed', payload: { error: serializeError(error), hash } })
            return reject(error)
          }
          if (!unconfirmed && appKit.now() - started > PAY_TIMEOUT_MS) {
            unconfirmed = true
            const error = new VestibuleError(PayMessages.UNCONFIRMED, { details: `Transaction ${hash}` })
            appKit.dispatch({ type: 'pay/unconfirmed', payload: { error: serializeError(error), hash } })
            reject(error)
          }
          await sleep(failures > 0 ? receiptRetryDelay(failures) : PAY_RECEIPT_RETRY_BASE_MS, signal)
        }
      } finally {
        rpc.destroy()
      }
    })()
  })
}
