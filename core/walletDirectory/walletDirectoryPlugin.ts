import { definePlugin } from '../plugins/definePlugin'

/** The events the directory answers: requests, and listings whose images it fetches. */
const HANDLED = [
  'walletDirectory/page-requested',
  'walletDirectory/search-requested',
  'walletDirectory/featured-fetched',
  'walletDirectory/recommended-fetched',
  'walletDirectory/page-fetched',
  'walletDirectory/search-fetched',
] as const

export type WalletDirectoryEventType = (typeof HANDLED)[number]

/**
 * The wallet directory (SPEC §7, §9): views dispatch page and search requests and read
 * `state.walletDirectory`; this plugin answers them. Its fetching code is a chunk of its own,
 * loaded at start: a page paints its connect button without it. An event that arrives before the
 * chunk waits for it, in order.
 */
export const walletDirectoryPlugin = definePlugin({
  name: 'core/wallet-directory',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    const handler = import('./walletDirectoryRequests').then(module => module.startWalletDirectory(ctx))
    ctx.on(HANDLED, async event => (await handler)(event))
  },
})
