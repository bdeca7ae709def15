// `vestibule/plugins/features/portfolio`: the account's tokens, NFTs and activity (SPEC §2, §5, §7, §9).
import './portfolioEvents'

export { portfolio } from './portfolioPlugin'
export { portfolioSlice } from './portfolioSlice'
export { activeAccountId } from './activeAccountId'
export { activityOf, portfolioViewOf, selectActiveBalances, selectActiveHistory, selectPortfolioReady } from './portfolioSelectors'
export type { PortfolioView } from './portfolioSelectors'
export { getTokenBalances, getTransactionHistory } from './portfolioActions'
export type {
  GetTokenBalancesParameters,
  GetTokenBalancesReturnType,
  GetTransactionHistoryParameters,
  GetTransactionHistoryReturnType,
} from './portfolioActions'
export { amountSign, dropZeroDecimals, sortByValue, visibleTransactions } from './portfolioRules'
export type { TokenBalance, Transaction, Transfer } from './portfolioSchemas'
export type { BalancesEntry, HistoryEntry, PortfolioState, PortfolioStatus } from './portfolioState'
export { PORTFOLIO_CACHE_MS } from './portfolioConstants'
