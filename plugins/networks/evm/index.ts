export { evmNetworks } from './evmNetworks'
export type { EvmNetworksParameters } from './evmNetworks'
export { normalizeNetwork as toCaipNetwork } from 'vestibule/plugin'
