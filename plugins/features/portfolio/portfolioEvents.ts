import type { SerializedError } from 'vestibule/plugin'
import type { TokenBalance, Transaction } from './portfolioSchemas'
import type { PortfolioState } from './portfolioState'

declare module 'vestibule' {
  interface VestibuleEventMap {
    /**
     * Balances of a CAIP-10 account wanted (SPEC §7 GET /v1/account/{address}/balance). Within the
     * 30 s cache (SPEC §9) nothing is fetched unless `force`.
     */
    'portfolio/balances-requested': { caipAddress: string; force?: boolean }
    'portfolio/balances-fetched': { caipAddress: string; balances: TokenBalance[] }
    'portfolio/balances-failed': { caipAddress: string; error: SerializedError }
    /** A page of history (SPEC §7 GET /v1/account/{address}/history): cursor null for the first page. */
    'portfolio/history-requested': { caipAddress: string; cursor: string | null; force?: boolean }
    'portfolio/history-fetched': { caipAddress: string; cursor: string | null; transactions: Transaction[]; next: string | null }
    'portfolio/history-failed': { caipAddress: string; cursor: string | null; error: SerializedError }
  }

  interface VestibuleSliceMap {
    portfolio: PortfolioState
  }
}
