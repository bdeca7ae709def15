export { bitcoinNetworks } from './bitcoinNetworks'
export { bitcoinRegtest } from './bitcoinNetworkDefinitions'
