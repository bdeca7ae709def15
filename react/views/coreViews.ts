import type { CoreMessageKey } from '../locales/en'
import type { ViewEntry } from '../featureHost/viewRegistry'

/**
 * Core's views, each its own chunk, titled by keys of core's messages (react/locales/en.ts).
 * Connect and the shell are in the first one, so the click on the connect button paints at once;
 * features register theirs (react/features/<name>/index.ts).
 */
export const CORE_VIEWS = {
  Account: { title: 'title.Account', load: () => import('./AccountView/AccountView').then(m => m.AccountView) },
  ConnectingWalletConnect: {
    title: 'title.ConnectingWalletConnect',
    load: () => import('./ConnectingWalletConnectView/ConnectingWalletConnectView').then(m => m.ConnectingWalletConnectView),
  },
  ConnectingWalletConnectBasic: {
    title: 'title.ConnectingWalletConnectBasic',
    load: () => import('./ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView').then(m => m.ConnectingWalletConnectBasicView),
  },
  ConnectingExternal: {
    title: 'title.ConnectingExternal',
    load: () => import('./ConnectingExternalView/ConnectingExternalView').then(m => m.ConnectingExternalView),
  },
  Networks: { title: 'title.Networks', load: () => import('./NetworksView/NetworksView').then(m => m.NetworksView) },
  SwitchNetwork: { title: 'title.SwitchNetwork', load: () => import('./SwitchNetworkView/SwitchNetworkView').then(m => m.SwitchNetworkView) },
  SwitchActiveChain: {
    title: 'title.SwitchActiveChain',
    load: () => import('./SwitchActiveChainView/SwitchActiveChainView').then(m => m.SwitchActiveChainView),
  },
  UnsupportedChain: { title: 'title.UnsupportedChain', load: () => import('./UnsupportedChainView/UnsupportedChainView').then(m => m.UnsupportedChainView) },
} satisfies { readonly [view: string]: ViewEntry & { readonly title: CoreMessageKey } }
