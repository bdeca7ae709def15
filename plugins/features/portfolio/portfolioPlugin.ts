import { definePlugin, lazyStart, type EventInput, type VestibuleState } from 'vestibule/plugin'
import { activeAccountId } from './activeAccountId'
import { HISTORY_INDEXING_RETRY_MS, HISTORY_INDEXING_TRIES, TRANSACTION_METHODS } from './portfolioConstants'
import { portfolioSlice } from './portfolioSlice'

/** A fresh read of the account's balances, and of its Activity if it was shown (a first page otherwise comes when it is). */
function refreshesOf(state: VestibuleState, caipAddress: string): EventInput[] {
  const refreshes: EventInput[] = [{ type: 'portfolio/balances-requested', payload: { caipAddress, force: true } }]
  if (state.slices.portfolio?.history[caipAddress]) refreshes.push({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: null, force: true } })
  return refreshes
}

/** A wallet's answer that is a transaction hash (eth_sendTransaction's), lower-cased. */
const sentHash = (result: unknown) => (typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result) ? result.toLowerCase() : undefined)

/** Resolves after `ms`, or at once when the plugin stops. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>(resolve => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * The portfolio (SPEC §2 Account tabs, §7 balance, price and history calls, §9 cache): views
 * dispatch `portfolio/balances-requested` and `portfolio/history-requested` and read
 * `state.slices.portfolio`; this plugin fetches. A transaction the visitor sends through the modal
 * (an `rpc/requested` of a sending method that succeeds) refreshes the account's balances and
 * history at the wallet's answer (the Activity lists it), and `account/assets-changed` again (the
 * network plugin's once the transaction landed; an on-ramp purchase delivered). Token images come
 * from the images feature's cache (core's `createApiImages`).
 *
 * @example
 * createAppKit({ projectId, networks, plugins: [portfolio()] })
 */
export function portfolio() {
  return definePlugin({
    name: 'features/portfolio',
    version: '1.0.0',
    kind: 'feature',
    slice: portfolioSlice,
    analytics: {
      // SPEC §7: a transaction fetch error is tracked.
      'portfolio/history-failed': ({ payload }) => ({ event: 'ERROR_FETCH_TRANSACTIONS', properties: { message: payload.error.shortMessage } }),
    },
    setup(ctx) {
      // The fetching chunk starts with the first request, which lazyStart hands it.
      const requested = ['portfolio/balances-requested', 'portfolio/history-requested'] as const
      lazyStart(ctx, requested, late => import('./portfolioRequests').then(module => void late.on(requested, module.startPortfolio(late))))

      // Balances and history move after a transaction sent through the modal.
      const sending = new Set<string>()
      // The history service may answer that refresh before its indexer read the transaction's
      // block, and the answer would stay cached as fresh: until it lists the hash, it is asked again.
      const indexing = new Map<string, { readonly hash: string; tries: number }>()
      ctx.on('rpc/requested', event => {
        if ((TRANSACTION_METHODS as readonly string[]).includes(event.payload.method)) sending.add(event.payload.requestId)
      })
      ctx.on('rpc/failed', event => void sending.delete(event.payload.requestId))
      ctx.on('rpc/succeeded', (event): EventInput[] | undefined => {
        if (!sending.delete(event.payload.requestId)) return undefined
        const state = ctx.getState()
        const caipAddress = activeAccountId(state)
        if (!caipAddress) return undefined
        const refreshes = refreshesOf(state, caipAddress)
        // The Account view's native balance too (core's own cache is bypassed by this request).
        const native = state.activeNamespace ? state.accounts[state.activeNamespace]?.caipAddress : undefined
        if (native) refreshes.push({ type: 'account/balance-requested', payload: { caipAddress: native } })
        const hash = sentHash(event.payload.result)
        if (hash && refreshes.some(refresh => refresh.type === 'portfolio/history-requested')) indexing.set(caipAddress, { hash, tries: 0 })
        return refreshes
      })
      // Asked again until the history lists the sent transaction.
      ctx.on('portfolio/history-fetched', async ({ payload }): Promise<EventInput | undefined> => {
        const awaited = indexing.get(payload.caipAddress)
        if (!awaited || payload.cursor !== null) return undefined
        const listed = payload.transactions.some(transaction => (transaction.metadata.hash ?? transaction.id).toLowerCase() === awaited.hash)
        if (listed || awaited.tries >= HISTORY_INDEXING_TRIES) {
          indexing.delete(payload.caipAddress)
          return undefined
        }
        awaited.tries++
        await pause(HISTORY_INDEXING_RETRY_MS, ctx.signal)
        if (ctx.signal.aborted || indexing.get(payload.caipAddress) !== awaited) return undefined
        return { type: 'portfolio/history-requested', payload: { caipAddress: payload.caipAddress, cursor: null, force: true } }
      })
      // Assets that changed where no request of ours shows it (an on-ramp purchase delivered).
      ctx.on('account/assets-changed', event => refreshesOf(ctx.getState(), event.payload.caipAddress))
    },
  })
}
