export { solanaNetworks } from './solanaNetworks'
export { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from './solanaNetworkDefinitions'
