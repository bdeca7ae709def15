import { definePlugin, lazyStart, type EventInput, type VestibuleState } from 'vestibule/plugin'
import { activeAccountId } from './activeAccountId'
import { TRANSACTION_METHODS } from './portfolioConstants'
import { portfolioSlice } from './portfolioSlice'

/** A fresh read of the account's balances, and of its Activity if it was shown (a first page otherwise comes when it is). */
function refreshesOf(state: VestibuleState, caipAddress: string): EventInput[] {
  const refreshes: EventInput[] = [{ type: 'portfolio/balances-requested', payload: { caipAddress, force: true } }]
  if (state.slices.portfolio?.history[caipAddress]) refreshes.push({ type: 'portfolio/history-requested', payload: { caipAddress, cursor: null, force: true } })
  return refreshes
}

/**
 * The portfolio (SPEC §2 Account tabs, §7 balance, price and history calls, §9 cache): views
 * dispatch `portfolio/balances-requested` and `portfolio/history-requested` and read
 * `state.slices.portfolio`; this plugin fetches. A transaction the visitor sends through the modal
 * (an `rpc/requested` of a sending method that succeeds) refreshes the account's balances and
 * history, as does `account/assets-changed` (an on-ramp purchase delivered). Token images come from the images feature's cache (core's `createApiImages`).
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
        return refreshes
      })
      // Assets that changed where no request of ours shows it (an on-ramp purchase delivered).
      ctx.on('account/assets-changed', event => refreshesOf(ctx.getState(), event.payload.caipAddress))
    },
  })
}
