import { serializeError, UserMessages, VestibuleError, type EventInput, type PluginContext, type VestibuleEvent } from 'vestibule/plugin'
import { fetchBalances, fetchHistory } from './fetchPortfolio'
import { BALANCE_NAMESPACES, HISTORY_NAMESPACES } from './portfolioConstants'
import { splitAccountId } from './portfolioRules'

type Handled = 'portfolio/balances-requested' | 'portfolio/history-requested'

/**
 * The portfolio's fetching: answers the requests the slice marked 'loading' (SPEC §9 cache), one
 * fetch per account at a time (a forced balance request that comes meanwhile is fetched after it).
 * A failure becomes SPEC §8's message ('Token Balance Unavailable', 'Failed to fetch
 * transactions'), its cause kept in the details.
 */
export function startPortfolio(ctx: PluginContext): (event: VestibuleEvent<Handled>) => Promise<EventInput | undefined> {
  const running = new Set<string>()
  const failure = (message: string, cause: unknown) => serializeError(new VestibuleError(message, { cause }))

  const balances = async (caipAddress: string): Promise<EventInput> => {
    const account = splitAccountId(caipAddress)
    try {
      if (!account || !(BALANCE_NAMESPACES as readonly string[]).includes(account.namespace)) throw new VestibuleError(UserMessages.UNSUPPORTED_CHAIN)
      const list = await fetchBalances(ctx.http.blockchainApi, ctx.logger, {
        address: account.address,
        caipNetworkId: account.caipNetworkId,
        signal: ctx.signal,
      })
      return { type: 'portfolio/balances-fetched', payload: { caipAddress, balances: list } }
    } catch (error) {
      return { type: 'portfolio/balances-failed', payload: { caipAddress, error: failure(UserMessages.TOKEN_BALANCE_UNAVAILABLE, error) } }
    }
  }

  const history = async (caipAddress: string, cursor: string | null): Promise<EventInput> => {
    const account = splitAccountId(caipAddress)
    try {
      if (!account || !(HISTORY_NAMESPACES as readonly string[]).includes(account.namespace)) throw new VestibuleError(UserMessages.UNSUPPORTED_CHAIN)
      const page = await fetchHistory(ctx.http.blockchainApi, ctx.logger, {
        address: account.address,
        caipNetworkId: account.caipNetworkId,
        cursor,
        signal: ctx.signal,
      })
      return { type: 'portfolio/history-fetched', payload: { caipAddress, cursor, ...page } }
    } catch (error) {
      return { type: 'portfolio/history-failed', payload: { caipAddress, cursor, error: failure(UserMessages.TRANSACTIONS_FETCH_FAILED, error) } }
    }
  }

  // A forced request while its fetch runs (assets that moved: a transaction landed) is fetched again
  // after it: the running fetch may have read the world before the change.
  const again = new Set<string>()
  const once = async (key: string, run: () => Promise<EventInput>, force = false): Promise<EventInput | undefined> => {
    if (running.has(key)) return void (force && again.add(key))
    running.add(key)
    try {
      let answer = await run()
      while (again.delete(key) && !ctx.signal.aborted) {
        ctx.dispatch(answer)
        answer = await run()
      }
      return answer
    } finally {
      running.delete(key)
    }
  }

  return async event => {
    const portfolio = ctx.getState().slices.portfolio
    const { caipAddress } = event.payload
    if (event.type === 'portfolio/balances-requested') {
      if (portfolio?.balances[caipAddress]?.status !== 'loading') return undefined
      return once(`balances ${caipAddress}`, () => balances(caipAddress), event.payload.force)
    }
    const entry = portfolio?.history[caipAddress]
    if (entry?.status !== 'loading') return undefined
    const cursor = entry.loadingCursor
    return once(`history ${caipAddress}`, () => history(caipAddress, cursor))
  }
}
