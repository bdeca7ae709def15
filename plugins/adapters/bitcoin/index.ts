// `vestibule/adapters/bitcoin`: AppKit's Bitcoin adapter for Vestibule. Bitcoin code lives in this
// entry and the Bitcoin connector and network entries only: a host without Bitcoin never reaches it.
export { BitcoinAdapter } from './BitcoinAdapter'
export type { BitcoinAdapterOptions } from './BitcoinAdapter'
export type { AccountAddress, BitcoinConnector, SignPSBTParams } from './appKitBitcoinProvider'
