// `vestibule/rpc`: the JSON-RPC client of SPEC §7 (viem transports, batching, ranked fallback). An
// entry of its own, imported lazily by network plugins, so viem's transports stay out of the first download.
export { createRpcClient } from './createRpcClient'
export type { RpcClient } from './createRpcClient'
export { buildRpcUrl } from './buildRpcUrl'
