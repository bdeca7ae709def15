// The public entry `vestibule/rpc`: chain JSON-RPC over viem's transports, its own entry so a
// network plugin loads it lazily (`import('vestibule/rpc')`) and viem stays out of the first
// download. Listed by name, so it only grows on purpose (guarded by the exports snapshot test).
export { buildRpcUrl } from './buildRpcUrl'
export type { BuildRpcUrlParameters } from './buildRpcUrl'
export { createRpcClient } from './createRpcClient'
export type { CreateRpcClientParameters, RpcClient, RpcClientErrorType } from './createRpcClient'
