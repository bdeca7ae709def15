import type { ViewManifest } from '../modal/ViewRouter/viewRegistry'

/**
 * Core's views, each its own chunk. Connect and the shell are in the first one, so the click on the
 * connect button paints at once; features register theirs (react/features/<name>/index.ts).
 */
export const CORE_VIEWS: ViewManifest = {
  Account: { title: 'Account', load: () => import('./AccountView/AccountView').then(m => m.AccountView) },
  ConnectingWalletConnect: {
    title: 'WalletConnect',
    load: () => import('./ConnectingWalletConnectView/ConnectingWalletConnectView').then(m => m.ConnectingWalletConnectView),
  },
  ConnectingWalletConnectBasic: {
    title: 'WalletConnect',
    load: () => import('./ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView').then(m => m.ConnectingWalletConnectBasicView),
  },
  ConnectingExternal: { title: 'Connect Wallet', load: () => import('./ConnectingExternalView/ConnectingExternalView').then(m => m.ConnectingExternalView) },
  Networks: { title: 'Choose Network', load: () => import('./NetworksView/NetworksView').then(m => m.NetworksView) },
  SwitchNetwork: { title: 'Switch Network', load: () => import('./SwitchNetworkView/SwitchNetworkView').then(m => m.SwitchNetworkView) },
  SwitchActiveChain: { title: 'Switch Chain', load: () => import('./SwitchActiveChainView/SwitchActiveChainView').then(m => m.SwitchActiveChainView) },
  UnsupportedChain: { title: 'Switch Network', load: () => import('./UnsupportedChainView/UnsupportedChainView').then(m => m.UnsupportedChainView) },
}
