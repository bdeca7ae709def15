import { catchError, debounceTime, defer, exhaustMap, filter, finalize, from, interval, merge, of, switchMap } from 'rxjs'
import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { serializeError, type CaipNetwork, type EventInput, type PluginContext, type VestibuleState } from 'vestibule/plugin'
import type { RpcClient } from 'vestibule/rpc'
import { swapsApi } from './swapsApi'
import { QUOTE_DEBOUNCE_MS, QUOTE_REFRESH_MS, RECEIPT_POLL_MS, RECEIPT_RETRY_FIRST_MS, RECEIPT_RETRY_MAX_MS, RECEIPT_TIMEOUT_MS } from './swapsConstants'
import { SwapFlowError, SwapMessages } from './swapsMessages'
import { formatBaseUnits, isAllowanceEnough, isNativeToken, minimumReceived, NATIVE_TOKEN_ADDRESS, parseSwapAmount, priceImpactPercent } from './swapsRules'
import { transactionReceiptSchema } from './swapsSchemas'
import { initialSwapsState, quoteKeyOf, type SwapQuote, type SwapsState, type SwapToken } from './swapsState'
import { checkApproveTransaction, checkSwapTransaction, type BuiltTransaction, type CheckTransactionReturnType } from './swapsVerify'
import { WalletRequestError, WalletTimeoutError, walletRequest } from './walletRequest'

/** Gas a one-hop swap costs, for the fee shown beside a quote (the built transaction carries the real estimate). */
const SWAP_GAS_ESTIMATE = 150_000n

const swapsOf = (state: VestibuleState): SwapsState => state.slices.swaps ?? initialSwapsState

/** The connected eip155 address and network, when the view has something to swap with. */
function activeAccount(state: VestibuleState): { address: string; network: CaipNetwork } | undefined {
  const account = state.accounts.eip155
  const network = state.options?.networks.find(candidate => candidate.caipNetworkId === state.activeCaipNetworkId)
  if (account?.status !== 'connected' || !account.address || !network) return undefined
  return { address: account.address, network }
}

/**
 * The swaps plugin's work, a chunk of its own: the token list and balances when the view opens,
 * quotes debounced as the visitor types and refreshed while the view is open, and the swap itself
 * (approval when the allowance is short, a fresh check of the quote, the built transaction signed
 * in the wallet, the receipt waited for, balances read again).
 */
export function startSwaps(ctx: PluginContext) {
  const api = swapsApi(ctx.http.blockchainApi)
  const rpcClients = new Map<string, Promise<RpcClient>>()
  const rpcFor = (network: CaipNetwork) => {
    let client = rpcClients.get(network.caipNetworkId)
    if (!client) {
      client = import('vestibule/rpc').then(({ createRpcClient }) =>
        createRpcClient({ endpoints: [...new Set([...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])])] }),
      )
      rpcClients.set(network.caipNetworkId, client)
    }
    return client
  }

  async function readBalances(network: CaipNetwork, address: string, tokens: readonly SwapToken[]): Promise<Record<string, string>> {
    const rpc = await rpcFor(network)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as `0x${string}`] })
    const entries = await Promise.all(
      tokens.map(async token => {
        // The native coin (listed as 0xeeee…) is the account's own balance, not a contract's.
        if (isNativeToken(token.address))
          return [token.address, BigInt(await rpc.request<`0x${string}`>('eth_getBalance', [address, 'latest'])).toString()] as const
        const result = await rpc.request<`0x${string}`>('eth_call', [{ to: token.address.split(':')[2], data }, 'latest'])
        return [token.address, decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result }).toString()] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  async function refreshBalances(): Promise<EventInput | undefined> {
    const account = activeAccount(ctx.getState())
    const { tokens } = swapsOf(ctx.getState())
    if (!account || tokens.length === 0) return undefined
    return { type: 'swaps/balances-fetched', payload: { balances: await readBalances(account.network, account.address, tokens) } }
  }

  async function opened(payload: { caipNetworkId: string; address: string; sell?: string; buy?: string }): Promise<EventInput[]> {
    try {
      const { tokens } = await api.tokens(payload.caipNetworkId)
      const list: SwapToken[] = tokens.map(token => ({ ...token, eip2612: token.eip2612 ?? false }))
      const find = (wanted: string | undefined) =>
        wanted ? list.find(token => token.symbol.toLowerCase() === wanted.toLowerCase() || token.address.toLowerCase() === wanted.toLowerCase()) : undefined
      const events: EventInput[] = [{ type: 'swaps/tokens-fetched', payload: { caipNetworkId: payload.caipNetworkId, tokens: list } }]
      const current = swapsOf(ctx.getState())
      const sell = find(payload.sell)?.address ?? (current.sell && find(current.sell) ? current.sell : (list[0]?.address ?? null))
      const buy = find(payload.buy)?.address ?? (current.buy && find(current.buy) ? current.buy : (list.find(token => token.address !== sell)?.address ?? null))
      events.push({ type: 'swaps/form-changed', payload: { sell, buy } })
      const account = activeAccount(ctx.getState())
      if (account) events.push({ type: 'swaps/balances-fetched', payload: { balances: await readBalances(account.network, account.address, list) } })
      return events
    } catch (error) {
      return [{ type: 'swaps/tokens-failed', payload: { caipNetworkId: payload.caipNetworkId, error: serializeError(error) } }]
    }
  }

  /** The quote for the current form, or nothing when the form cannot be quoted (the view says why). */
  async function fetchQuote(signal: AbortSignal): Promise<EventInput | undefined> {
    const state = ctx.getState()
    const swaps = swapsOf(state)
    const account = activeAccount(state)
    const sell = swaps.tokens.find(token => token.address === swaps.sell)
    const buy = swaps.tokens.find(token => token.address === swaps.buy)
    if (!account || !sell || !buy || sell.address === buy.address) return undefined
    const balance = swaps.balances[sell.address]
    const amount = parseSwapAmount(swaps.amount, sell.decimals, balance === undefined ? undefined : BigInt(balance))
    if (!amount.ok) return undefined
    const key = quoteKeyOf(swaps)
    try {
      const native = `${account.network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
      const [quotes, allowance, gasPrice, prices] = await Promise.all([
        api.quote({ amount: amount.value.toString(), userAddress: account.address, from: sell.address, to: buy.address }, signal),
        // The native coin is sent as the swap's value: nothing to approve.
        isNativeToken(sell.address) ? null : api.allowance(sell.address, account.address, signal),
        api.gasPrice(account.network.caipNetworkId, signal),
        // Prices only decorate the quote (impact, fee in USD): without them it still stands.
        api.prices([sell.address, buy.address, native], ctx.options.projectId ?? '', signal).catch(() => ({ fungibles: [] })),
      ])
      const toAmount = BigInt(quotes.quotes[0]!.toAmount)
      const priceOf = (symbol: string) => prices.fungibles.find(fungible => fungible.symbol === symbol)?.price
      const sellPrice = priceOf(sell.symbol)
      const buyPrice = priceOf(buy.symbol)
      const nativePrice = priceOf(account.network.nativeCurrency.symbol)
      const amountIn = Number(formatBaseUnits(amount.value, sell.decimals))
      const amountOut = Number(formatBaseUnits(toAmount, buy.decimals))
      const feeWei = SWAP_GAS_ESTIMATE * BigInt(gasPrice.standard)
      const networkFee = formatBaseUnits(feeWei, account.network.nativeCurrency.decimals)
      const quote: SwapQuote = {
        key,
        caipNetworkId: account.network.caipNetworkId,
        address: account.address,
        sell: sell.address,
        buy: buy.address,
        fromAmount: amount.value.toString(),
        toAmount: toAmount.toString(),
        minimumReceived: minimumReceived(toAmount).toString(),
        rate: String(amountOut / amountIn),
        priceImpact: sellPrice !== undefined && buyPrice !== undefined ? priceImpactPercent(amountIn * sellPrice, amountOut * buyPrice) : null,
        networkFee,
        networkFeeUsd: nativePrice === undefined ? null : Number(networkFee) * nativePrice,
        allowanceEnough: allowance === null || isAllowanceEnough(BigInt(allowance.allowance), swaps.amount, sell.decimals),
        fetchedAt: ctx.now(),
      }
      return { type: 'swaps/quote-fetched', payload: { quote } }
    } catch (error) {
      if (signal.aborted) return undefined
      return { type: 'swaps/quote-failed', payload: { key, error: serializeError(error) } }
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (ctx.signal.aborted) return reject(ctx.signal.reason)
      const timer = setTimeout(resolve, ms)
      ctx.signal.addEventListener('abort', () => (clearTimeout(timer), reject(ctx.signal.reason)), { once: true })
    })

  /**
   * Follows a sent transaction by its hash until its receipt is read (issue 24: exactly once). A
   * failed read is retried with SPEC §9's backoff (1 s doubling up to 30 s), never taken for a
   * failed swap; past RECEIPT_TIMEOUT_MS the outcome is reported unknown and the hash is still followed.
   */
  async function waitForReceipt(network: CaipNetwork, hash: string): Promise<'success' | 'reverted'> {
    const rpc = await rpcFor(network)
    const deadline = ctx.now() + RECEIPT_TIMEOUT_MS
    let retryMs = RECEIPT_RETRY_FIRST_MS
    let unknown = false
    for (;;) {
      let wait: number
      try {
        const receipt = transactionReceiptSchema.parse(await rpc.request('eth_getTransactionReceipt', [hash]))
        if (receipt) return receipt.status === '0x1' ? 'success' : 'reverted'
        retryMs = RECEIPT_RETRY_FIRST_MS
        wait = unknown ? RECEIPT_RETRY_MAX_MS : RECEIPT_POLL_MS
      } catch (error) {
        ctx.logger.warn('A transaction receipt read failed; trying again.', error)
        wait = retryMs
        retryMs = Math.min(retryMs * 2, RECEIPT_RETRY_MAX_MS)
      }
      if (!unknown && ctx.now() >= deadline) {
        unknown = true
        ctx.dispatch({ type: 'swaps/swap-unknown', payload: { hash, error: serializeError(new SwapFlowError(SwapMessages.OUTCOME_UNKNOWN)) } })
      }
      await sleep(wait)
    }
  }

  /** A built transaction that differs from the accepted quote is refused here: the wallet never sees it. */
  function refuseUnless(check: CheckTransactionReturnType): void {
    if (check.ok) return
    const error = new SwapFlowError(check.message)
    // An analytics error event (SPEC §8 errors): a tampered or wrong answer of the convert API.
    ctx.reportError(error)
    throw error
  }

  /** Sends a checked transaction from the wallet; the network and account must still be the quote's. */
  async function send(from: string, network: CaipNetwork, tx: BuiltTransaction & { eip155: { gas: string } }, value: bigint): Promise<string> {
    const now = activeAccount(ctx.getState())
    if (!now || now.network.caipNetworkId !== network.caipNetworkId || now.address.toLowerCase() !== from.toLowerCase())
      throw new SwapFlowError(SwapMessages.ACCOUNT_CHANGED)
    const params = [{ from, to: tx.to.split(':')[2] ?? tx.to, data: tx.data, gas: `0x${BigInt(tx.eip155.gas).toString(16)}`, value: `0x${value.toString(16)}` }]
    try {
      return await walletRequest<string>(ctx, 'eth_sendTransaction', params)
    } catch (error) {
      if (!(error instanceof WalletTimeoutError)) throw error
      // The wallet may still send it: say so, keep the button off, and follow its late answer.
      ctx.dispatch({ type: 'swaps/swap-unknown', payload: { error: serializeError(new SwapFlowError(SwapMessages.WALLET_TIMEOUT)) } })
      return (await error.late) as string
    }
  }

  async function swap(key: string): Promise<EventInput[]> {
    const state = ctx.getState()
    const swaps = swapsOf(state)
    const quote = swaps.quote
    const account = activeAccount(state)
    // SPEC: a stale quote is never signed. Stale: for another form, or older than the refresh period.
    if (!quote || quote.key !== key || key !== quoteKeyOf(swaps) || ctx.now() - quote.fetchedAt > QUOTE_REFRESH_MS) {
      return [failed(new SwapFlowError(SwapMessages.QUOTE_EXPIRED)), { type: 'swaps/quote-requested', payload: { key: quoteKeyOf(swaps) } }]
    }
    // A quote is bound to the network and account it was made for.
    if (
      !account ||
      account.network.caipNetworkId !== swaps.caipNetworkId ||
      account.network.caipNetworkId !== quote.caipNetworkId ||
      account.address.toLowerCase() !== quote.address.toLowerCase()
    ) {
      return [failed(new SwapFlowError(SwapMessages.ACCOUNT_CHANGED))]
    }
    const { address, network } = account
    const checked = { quote, caipNetworkId: network.caipNetworkId, userAddress: address }
    const events: EventInput[] = []
    let hash: string | undefined
    try {
      if (!quote.allowanceEnough) {
        const approve = await api.buildApprove({ userAddress: address, from: quote.sell, to: quote.buy, amount: quote.fromAmount })
        refuseUnless(checkApproveTransaction({ ...checked, tx: approve.tx }))
        const approvalHash = await send(address, network, approve.tx, 0n)
        ctx.dispatch({ type: 'swaps/approval-sent', payload: { hash: approvalHash } })
        if ((await waitForReceipt(network, approvalHash)) !== 'success') throw new SwapFlowError(SwapMessages.APPROVAL_FAILED)
        ctx.dispatch({ type: 'swaps/approval-confirmed', payload: { hash: approvalHash } })
      }
      // The pool may have moved while the visitor read the quote: check it before asking to sign.
      const fresh = await api.quote({ amount: quote.fromAmount, userAddress: address, from: quote.sell, to: quote.buy })
      if (BigInt(fresh.quotes[0]!.toAmount) < BigInt(quote.minimumReceived)) {
        return [failed(new SwapFlowError(SwapMessages.PRICE_MOVED)), { type: 'swaps/quote-requested', payload: { key } }]
      }
      const built = await api.buildSwap({
        amount: quote.fromAmount,
        from: quote.sell,
        to: quote.buy,
        userAddress: address,
        projectId: ctx.options.projectId ?? '',
      })
      refuseUnless(checkSwapTransaction({ ...checked, tx: built.tx }))
      hash = await send(address, network, built.tx, isNativeToken(quote.sell) ? BigInt(quote.fromAmount) : 0n)
      ctx.dispatch({ type: 'swaps/swap-sent', payload: { hash } })
      if ((await waitForReceipt(network, hash)) !== 'success') throw new SwapFlowError(SwapMessages.SWAP_REVERTED)
      events.push({ type: 'swaps/swap-succeeded', payload: { hash } })
    } catch (error) {
      events.push(failed(error, hash))
    }
    const balances = await refreshBalances().catch(() => undefined)
    if (balances) events.push(balances)
    return events
  }

  function failed(error: unknown, hash?: string): EventInput {
    const serialized = error instanceof WalletRequestError ? error.serialized : serializeError(error)
    return { type: 'swaps/swap-failed', payload: hash ? { error: serialized, hash } : { error: serialized } }
  }

  const isOpenOnSwap = () => {
    const { modal } = ctx.getState()
    return modal.isOpen && modal.view === 'Swap'
  }

  ctx.effect(events$ => {
    const typed = events$.pipe(
      filter(event => event.type === 'swaps/form-changed'),
      debounceTime(QUOTE_DEBOUNCE_MS),
    )
    const asked = events$.pipe(filter(event => event.type === 'swaps/quote-requested' || event.type === 'swaps/balances-fetched'))
    // While the view is open, a shown quote is asked for again before it goes stale; one in flight is left to finish.
    const refresh = interval(QUOTE_REFRESH_MS / 2).pipe(
      filter(() => isOpenOnSwap() && swapsOf(ctx.getState()).stage === 'idle' && swapsOf(ctx.getState()).quoteStatus === 'ready'),
    )
    return merge(typed, asked, refresh).pipe(
      // A newer ask supersedes the one in flight: its requests are aborted, its answer never shown.
      switchMap(() =>
        defer(() => {
          const controller = new AbortController()
          return from(fetchQuote(controller.signal)).pipe(finalize(() => controller.abort()))
        }),
      ),
      filter((event): event is EventInput => event !== undefined),
    )
  })
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'swaps/opened'),
      switchMap(event => from(opened((event as Extract<typeof event, { type: 'swaps/opened' }>).payload))),
      switchMap(events => from(events)),
    ),
  )
  ctx.effect(events$ =>
    events$.pipe(
      filter(event => event.type === 'swaps/swap-requested'),
      exhaustMap(event =>
        from(swap((event as Extract<typeof event, { type: 'swaps/swap-requested' }>).payload.key)).pipe(catchError(error => of([failed(error)]))),
      ),
      switchMap(events => from(events)),
    ),
  )
  return () => {
    for (const client of rpcClients.values()) void client.then(rpc => rpc.destroy())
  }
}
