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
  // Reduced at once: the slice has decided whether this request fetches (SPEC §9 cache, retry delay).
  const request = appKit.dispatch({ type: 'portfolio/balances-requested', payload: { caipAddress, force } })
  const entry = appKit.getState().slices.portfolio?.balances[caipAddress]
  if (entry?.status === 'ready') return Promise.resolve(tokenList(entry.balances))
  if (entry?.status === 'error') return Promise.reject(new VestibuleError(entry.error ?? 'Token Balance Unavailable'))
  // The answer comes from an HTTP call, never within this dispatch: waiting from here misses nothing.
  return awaitOutcome<GetTokenBalancesReturnType>(
    appKit.events$,
    () => request,
    event => {
      if (event.type === 'portfolio/balances-fetched' && event.payload.caipAddress === caipAddress) return { value: tokenList(event.payload.balances) }
      if (event.type === 'portfolio/balances-failed' && event.payload.caipAddress === caipAddress)
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
    undefined,
    appKit.signal,
  )
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
export function getTransactionHistory(
  appKit: ActionContext,
  { caipAddress, cursor = null, force }: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  if (!appKit.getState().slices.portfolio) return notInstalled()
  const network = caipAddress.split(':').slice(0, 2).join(':')
  const request = appKit.dispatch({ type: 'portfolio/history-requested', payload: { caipAddress, cursor, force } })
  const entry = appKit.getState().slices.portfolio?.history[caipAddress]
  // Not marked for a fetch: a fresh first page (SPEC §9 cache) is the answer; a later page is not the one the list points to.
  if (entry?.status === 'ready' && cursor === null) return Promise.resolve({ transactions: visibleTransactions(entry.transactions, network), next: entry.next })
  if (entry?.status === 'error') return Promise.reject(new VestibuleError(entry.error ?? 'Failed to fetch transactions'))
  if (entry?.status !== 'loading' || entry.loadingCursor !== cursor)
    return Promise.reject(new VestibuleError('Failed to fetch transactions', { details: `No page at cursor ${cursor} is pending for ${caipAddress}.` }))
  return awaitOutcome<GetTransactionHistoryReturnType>(
    appKit.events$,
    () => request,
    event => {
      if (event.type === 'portfolio/history-fetched' && event.payload.caipAddress === caipAddress && event.payload.cursor === cursor)
        return { value: { transactions: visibleTransactions(event.payload.transactions, network), next: event.payload.next } }
      if (event.type === 'portfolio/history-failed' && event.payload.caipAddress === caipAddress && event.payload.cursor === cursor)
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
    undefined,
    appKit.signal,
  )
}
