import { awaitOutcome, VestibuleError, type ActionContext } from 'vestibule/plugin'
import './portfolioEvents'
import { tokenList, visibleTransactions } from './portfolioRules'
import type { TokenBalance, Transaction } from './portfolioSchemas'

export type GetTokenBalancesParameters = {
  /** CAIP-10 account (`eip155:1:0x…`). */
  readonly caipAddress: string
  /** Fetch even within the 30 s cache (SPEC §9). */
  readonly force?: boolean
}
export type GetTokenBalancesReturnType = readonly TokenBalance[]

const notInstalled = () =>
  Promise.reject(new VestibuleError('The portfolio feature is not installed', { details: 'Add portfolio() to the plugins, or wait for the features to load.' }))

/**
 * The account's token balances on its network, as the Tokens tab lists them: zero-decimal
 * positions dropped (SPEC §5), highest fiat value first. Cached for 30 s (SPEC §9); rejects with
 * 'Token Balance Unavailable' (SPEC §8) when the service fails.
 *
 * @example
 * const tokens = await getTokenBalances(appKit, { caipAddress: 'eip155:1:0xf39F…' })
 */
export function getTokenBalances(appKit: ActionContext, { caipAddress, force }: GetTokenBalancesParameters): Promise<GetTokenBalancesReturnType> {
  if (!appKit.getState().slices.portfolio) return notInstalled()
  const request = () => appKit.dispatch({ type: 'portfolio/balances-requested', payload: { caipAddress, force } })
  return awaitOutcome<GetTokenBalancesReturnType>(appKit.events$, request, event => {
    if (event.type === 'portfolio/balances-fetched' && event.payload.caipAddress === caipAddress) return { value: tokenList(event.payload.balances) }
    if (event.type === 'portfolio/balances-failed' && event.payload.caipAddress === caipAddress)
      return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
    // The request did not fetch (a fresh answer, or a failure within the retry delay): the slice holds the answer.
    if (event.type === 'portfolio/balances-requested' && event.payload.caipAddress === caipAddress) {
      const entry = appKit.getState().slices.portfolio?.balances[caipAddress]
      if (entry?.status === 'ready') return { value: tokenList(entry.balances) }
      if (entry?.status === 'error') return { error: new VestibuleError(entry.error ?? 'Token Balance Unavailable') }
    }
    return undefined
  }, undefined, appKit.signal)
}

export type GetTransactionHistoryParameters = {
  /** CAIP-10 account (`eip155:1:0x…`): its network's transactions only (SPEC §5). */
  readonly caipAddress: string
  /** The `next` of a previous answer for a later page; omitted: the first page. */
  readonly cursor?: string | null
  readonly force?: boolean
}
export type GetTransactionHistoryReturnType = { readonly transactions: readonly Transaction[]; readonly next: string | null }

/**
 * A page of the account's transactions (SPEC §7 history), newest first, spam-only ones dropped and
 * only the account's network kept (SPEC §5). Pass `next` back as `cursor` for the following page.
 * Rejects with 'Failed to fetch transactions' (SPEC §8).
 *
 * @example
 * const { transactions, next } = await getTransactionHistory(appKit, { caipAddress })
 * const more = next ? await getTransactionHistory(appKit, { caipAddress, cursor: next }) : undefined
 */
export function getTransactionHistory(appKit: ActionContext, { caipAddress, cursor = null, force }: GetTransactionHistoryParameters): Promise<GetTransactionHistoryReturnType> {
  if (!appKit.getState().slices.portfolio) return notInstalled()
  const network = caipAddress.split(':').slice(0, 2).join(':')
  const request = () => appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor, force } })
  return awaitOutcome<GetTransactionHistoryReturnType>(appKit.events$, request, event => {
    if (event.type === 'portfolio/history-fetched' && event.payload.caipAddress === caipAddress && event.payload.cursor === cursor)
      return { value: { transactions: visibleTransactions(event.payload.transactions, network), next: event.payload.next } }
    if (event.type === 'portfolio/history-failed' && event.payload.caipAddress === caipAddress && event.payload.cursor === cursor)
      return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
    if (event.type === 'portfolio/history-requested' && event.payload.caipAddress === caipAddress && cursor === null) {
      const entry = appKit.getState().slices.portfolio?.history[caipAddress]
      // Fresh already (not marked for a fetch): what the slice holds is the answer.
      if (entry?.status === 'ready') return { value: { transactions: visibleTransactions(entry.transactions, network), next: entry.next } }
    }
    return undefined
  }, undefined, appKit.signal)
}
