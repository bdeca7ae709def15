import { defineSlice } from 'vestibule/plugin'
import './portfolioEvents'
import { BALANCE_RETRY_DELAY_MS, PORTFOLIO_CACHE_MS } from './portfolioConstants'
import { needsFetch } from './portfolioRules'
import { initialPortfolioState } from './portfolioState'

const emptyBalances = () => ({ status: 'idle' as const, balances: [], at: 0, error: null })
const emptyHistory = () => ({ status: 'idle' as const, transactions: [], next: null, loadingCursor: null, at: 0, error: null })

/**
 * Balances and history per CAIP-10 account, at `state.slices.portfolio`. The slice decides whether
 * a request fetches (SPEC §9 cache and retry delay) by marking the entry 'loading'; the plugin
 * fetches what is marked, so a replayed log makes the same decisions.
 */
export const portfolioSlice = /* @__PURE__ */ defineSlice({
  name: 'portfolio',
  initial: initialPortfolioState,
  source: { module: 'vestibule/plugins/features/portfolio', name: 'portfolioSlice' },
  on: {
    'portfolio/balances-requested': (portfolio, { payload, meta }) => {
      const entry = (portfolio.balances[payload.caipAddress] ??= emptyBalances())
      const maxAge = entry.status === 'error' ? BALANCE_RETRY_DELAY_MS : PORTFOLIO_CACHE_MS
      // Balances already shown stay on screen while fresh ones load.
      if (needsFetch(entry, meta.time, payload.force, maxAge)) entry.status = 'loading'
    },
    'portfolio/balances-fetched': (portfolio, { payload, meta }) => {
      portfolio.balances[payload.caipAddress] = { status: 'ready', balances: payload.balances, at: meta.time, error: null }
    },
    'portfolio/balances-failed': (portfolio, { payload, meta }) => {
      const entry = (portfolio.balances[payload.caipAddress] ??= emptyBalances())
      entry.status = 'error'
      entry.at = meta.time
      entry.error = payload.error.shortMessage
    },
    'portfolio/history-requested': (portfolio, { payload, meta }) => {
      const entry = (portfolio.history[payload.caipAddress] ??= emptyHistory())
      if (entry.status === 'loading') return
      const fetches =
        payload.cursor === null
          ? needsFetch(entry, meta.time, payload.force, PORTFOLIO_CACHE_MS)
          : // A later page: only the one the last answer pointed to, and retried at once after a failure.
            entry.next === payload.cursor
      if (!fetches) return
      entry.status = 'loading'
      entry.loadingCursor = payload.cursor
    },
    'portfolio/history-fetched': (portfolio, { payload, meta }) => {
      const entry = (portfolio.history[payload.caipAddress] ??= emptyHistory())
      // A first page replaces the list (a refresh); a later page appends what is not there yet.
      if (payload.cursor === null) entry.transactions = []
      const ids = new Set(entry.transactions.map(transaction => transaction.id))
      entry.transactions.push(...payload.transactions.filter(transaction => !ids.has(transaction.id)))
      entry.next = payload.next
      entry.status = 'ready'
      entry.loadingCursor = null
      entry.at = meta.time
      entry.error = null
    },
    'portfolio/history-failed': (portfolio, { payload, meta }) => {
      const entry = (portfolio.history[payload.caipAddress] ??= emptyHistory())
      entry.status = 'error'
      entry.loadingCursor = null
      entry.at = meta.time
      entry.error = payload.error.shortMessage
    },
  },
})
