// The instance's headless actions, in one module the instance loads on their first call: a page
// whose visitor never connects, switches or signs does not download them (see createAppKit).
export { connect } from './connect'
export { disconnect } from './disconnect'
export { request } from './request'
export { setPreferredAccountType } from './setPreferredAccountType'
export { signMessage } from './signMessage'
export { switchNetwork } from './switchNetwork'
