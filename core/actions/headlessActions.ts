// The instance's headless actions, in one module the instance loads on their first call: a page
// whose visitor never connects, switches or signs does not download them (see createAppKit).
import type * as AccountTypeAction from './setPreferredAccountType'

export { connect } from './connect'
export { disconnect } from './disconnect'
export { request } from './request'
export { signMessage } from './signMessage'
export { switchNetwork } from './switchNetwork'

/**
 * A chunk of its own, loaded on its call: an app switching between an EOA and a smart account is
 * rare, and no click in the modal's first view asks for it, so it stays out of what the page's
 * idle time loads with the actions a click dispatches through.
 */
export const setPreferredAccountType: typeof AccountTypeAction.setPreferredAccountType = (...args) =>
  import('./setPreferredAccountType').then(module => module.setPreferredAccountType(...args))
