import { definePlugin, lazyStart } from 'vestibule/plugin'
import { WALLET_DIRECTORY_HANDLED_EVENTS } from './walletDirectoryHandledEvents'
import { walletDirectorySlice } from './walletDirectorySlice'

/**
 * The wallet directory (SPEC §7, §9): views dispatch page and search requests and read
 * `state.slices.walletDirectory`; this plugin answers them. Nothing is fetched before the visitor
 * shows intent (`app/intent-shown`); then featured and recommended wallets are prefetched for the
 * Connect view. Its fetching code is a chunk of its own; an event that arrives before the chunk
 * waits for it, in order.
 *
 * @example
 * createAppKit({ projectId, networks, plugins: [injectedConnector(), walletDirectory()] })
 */
export function walletDirectory() {
  return definePlugin({
    name: 'features/walletDirectory',
    version: '1.0.0',
    kind: 'feature',
    slice: walletDirectorySlice,
    analytics: {
      // SPEC §7: wallet search is tracked.
      'walletDirectory/search-requested': ({ payload }) =>
        payload.query.trim() === '' ? undefined : { event: 'SEARCH_WALLET', properties: { badge: '', search: payload.query.trim() } },
    },
    setup(ctx) {
      // The chunk starts on the visitor's intent, or with a request that comes first; lazyStart hands
      // it the events that came while it loaded, in order.
      const start = lazyStart(ctx, ['app/intent-shown', ...WALLET_DIRECTORY_HANDLED_EVENTS], late =>
        import('./walletDirectoryRequests').then(module => void late.on(WALLET_DIRECTORY_HANDLED_EVENTS, module.startWalletDirectory(late))),
      )
      if (ctx.getState().intentShown) void start()
    },
  })
}
