/** URL of the hosted chain RPC (SPEC §7: `{rpc host}/v1/?chainId={id}&projectId={id}`). */
import { DEFAULT_BLOCKCHAIN_API_URL } from '../constants'
import type { CaipNetworkId } from '../schemas/addressRules'

export type BuildRpcUrlParameters = {
  caipNetworkId: CaipNetworkId
  projectId: string
  /** Defaults to DEFAULT_BLOCKCHAIN_API_URL. */
  rpcHost?: string | undefined
}

/**
 * Builds the hosted RPC URL of one chain. The CAIP id keeps its colon, as the
 * hosted RPC expects it.
 *
 * @example
 * ```ts
 * buildRpcUrl({ caipNetworkId: 'eip155:10', projectId: 'abc' })
 * // 'https://rpc.walletconnect.org/v1/?chainId=eip155:10&projectId=abc'
 * ```
 */
export function buildRpcUrl({ caipNetworkId, projectId, rpcHost = DEFAULT_BLOCKCHAIN_API_URL }: BuildRpcUrlParameters): string {
  return `${rpcHost.replace(/\/+$/, '')}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(projectId)}`
}
