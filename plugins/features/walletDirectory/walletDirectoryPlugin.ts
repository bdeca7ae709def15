import { definePlugin } from 'vestibule/plugin'
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
      let started: ReturnType<typeof start> | undefined
      const start = () => import('./walletDirectoryRequests').then(module => module.startWalletDirectory(ctx))
      const handler = () => (started ??= start())
      if (ctx.getState().intentShown) void handler()
      else ctx.on('app/intent-shown', () => void handler())
      ctx.on(WALLET_DIRECTORY_HANDLED_EVENTS, async event => (await handler())(event))
    },
  })
}
