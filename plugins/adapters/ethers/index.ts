// `vestibule/adapters/ethers`: AppKit's ethers v6 adapter for Vestibule. ethers stays the app's own
// package: the app wraps `useAppKitProvider('eip155')`'s provider in its `BrowserProvider`, and no
// entry of the library imports ethers.
export { EthersAdapter } from './EthersAdapter'
