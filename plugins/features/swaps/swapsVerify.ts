import { decodeFunctionData, erc20Abi, isAddressEqual, type Hex } from 'viem'
import { SWAP_ROUTERS } from './swapsConstants'
import { SwapMessages, type SwapMessage } from './swapsMessages'
import { swapRouterAbi } from './swapsRouterAbi'
import { isNativeToken } from './swapsRules'
import type { SwapQuote } from './swapsState'

/** A transaction the convert API built (build-transaction, build-approve), as validated at the boundary. */
export interface BuiltTransaction {
  /** CAIP-10 of the contract called. */
  readonly to: string
  readonly data: string
  /** Wei sent with it; the API names it `amount` (build-transaction) or `value` (build-approve). */
  readonly amount?: string | undefined
  readonly value?: string | undefined
}

export interface CheckTransactionParameters {
  /** The quote the visitor accepted: tokens (CAIP-10), amount sold and minimum received, in base units. */
  readonly quote: Pick<SwapQuote, 'sell' | 'buy' | 'fromAmount' | 'minimumReceived'>
  /** CAIP-2 of the network the quote is for. */
  readonly caipNetworkId: string
  readonly userAddress: string
  readonly tx: BuiltTransaction
  /** Contracts allowed as router/spender on this chain; default SWAP_ROUTERS. */
  readonly routers?: Readonly<Record<number, readonly string[]>>
}

export type CheckTransactionReturnType = { readonly ok: true } | { readonly ok: false; readonly message: SwapMessage }

const refuse = (message: SwapMessage): CheckTransactionReturnType => ({ ok: false, message })
const OK: CheckTransactionReturnType = { ok: true }

const addressOf = (caip10: string) => caip10.split(':')[2] as Hex
const same = (a: string, b: string) => {
  try {
    return isAddressEqual(a as Hex, b as Hex)
  } catch {
    return false
  }
}

/** The chain part of a CAIP-10 address must be the quote's network; the callee one of its listed routers. */
function checkTarget(parameters: CheckTransactionParameters): { chainId: number; routers: readonly string[] } | CheckTransactionReturnType {
  const [namespace, reference] = parameters.tx.to.split(':')
  if (`${namespace}:${reference}` !== parameters.caipNetworkId) return refuse(SwapMessages.REFUSED_CHAIN)
  const chainId = Number(reference)
  return { chainId, routers: (parameters.routers ?? SWAP_ROUTERS)[chainId] ?? [] }
}

/** Every wei amount the API gave must be `expected`; none given means 0. */
function checkValue(tx: BuiltTransaction, expected: bigint): boolean {
  const given = [tx.amount, tx.value].filter((value): value is string => value !== undefined)
  return given.length === 0 ? expected === 0n : given.every(value => BigInt(value) === expected)
}

/**
 * Checks a built swap against the quote the visitor accepted before the wallet is asked (issue 24):
 * same network, a known router, the calldata (decoded with the router ABI) selling exactly the
 * quoted amount of the quoted token for the quoted token to the visitor's own account with at
 * least the minimum received shown, and as value the amount sold for a native sell, 0 otherwise.
 *
 * @example
 * const check = checkSwapTransaction({ quote, caipNetworkId: 'eip155:8453', userAddress, tx: built.tx })
 * if (!check.ok) throw new SwapFlowError(check.message)
 */
export function checkSwapTransaction(parameters: CheckTransactionParameters): CheckTransactionReturnType {
  const target = checkTarget(parameters)
  if ('ok' in target) return target
  const { quote, tx, userAddress } = parameters
  const router = addressOf(tx.to)
  if (!target.routers.some(known => same(known, router))) return refuse(SwapMessages.REFUSED_ROUTER)
  const sellsNative = isNativeToken(quote.sell)
  const buysNative = isNativeToken(quote.buy)
  const fromAmount = BigInt(quote.fromAmount)
  if (!checkValue(tx, sellsNative ? fromAmount : 0n)) return refuse(SwapMessages.REFUSED_VALUE)
  let call: ReturnType<typeof decodeFunctionData<typeof swapRouterAbi>>
  try {
    call = decodeFunctionData({ abi: swapRouterAbi, data: tx.data as Hex })
  } catch {
    return refuse(SwapMessages.REFUSED_UNREADABLE)
  }
  const sell = addressOf(quote.sell)
  const buy = addressOf(quote.buy)
  let trade: { amountIn: bigint | null; amountOutMin: bigint; tokenIn: string | null; tokenOut: string | null; to: string }
  switch (call.functionName) {
    case 'swapExactTokensForTokens': {
      const [amountIn, amountOutMin, tokenIn, tokenOut, to] = call.args
      if (sellsNative || buysNative) return refuse(SwapMessages.REFUSED_TRADE)
      trade = { amountIn, amountOutMin, tokenIn, tokenOut, to }
      break
    }
    case 'swapExactETHForTokens': {
      const [amountOutMin, tokenOut, to] = call.args
      if (!sellsNative || buysNative) return refuse(SwapMessages.REFUSED_TRADE)
      // The amount sold is the transaction's value, checked above.
      trade = { amountIn: null, amountOutMin, tokenIn: null, tokenOut, to }
      break
    }
    case 'swapExactTokensForETH': {
      const [amountIn, amountOutMin, tokenIn, to] = call.args
      if (sellsNative || !buysNative) return refuse(SwapMessages.REFUSED_TRADE)
      trade = { amountIn, amountOutMin, tokenIn, tokenOut: null, to }
      break
    }
  }
  if (trade.amountIn !== null && trade.amountIn !== fromAmount) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.tokenIn !== null && !same(trade.tokenIn, sell)) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.tokenOut !== null && !same(trade.tokenOut, buy)) return refuse(SwapMessages.REFUSED_TRADE)
  if (!same(trade.to, userAddress)) return refuse(SwapMessages.REFUSED_RECIPIENT)
  // SPEC §9: the quote less 1% slippage is the least the visitor accepted.
  if (trade.amountOutMin < BigInt(quote.minimumReceived)) return refuse(SwapMessages.REFUSED_MINIMUM)
  return OK
}

/**
 * Checks a built approval: on the quote's network, a call of the sold token's own `approve`, for a
 * listed router as spender, for exactly the amount sold (never unlimited), sending no value.
 *
 * @example
 * const check = checkApproveTransaction({ quote, caipNetworkId: 'eip155:8453', userAddress, tx: approve.tx })
 */
export function checkApproveTransaction(parameters: CheckTransactionParameters): CheckTransactionReturnType {
  const target = checkTarget(parameters)
  if ('ok' in target) return target
  const { quote, tx } = parameters
  if (isNativeToken(quote.sell) || !same(addressOf(tx.to), addressOf(quote.sell))) return refuse(SwapMessages.REFUSED_APPROVAL_TARGET)
  if (!checkValue(tx, 0n)) return refuse(SwapMessages.REFUSED_VALUE)
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex })
  } catch {
    return refuse(SwapMessages.REFUSED_UNREADABLE)
  }
  if (call.functionName !== 'approve') return refuse(SwapMessages.REFUSED_UNREADABLE)
  const [spender, amount] = call.args
  if (!target.routers.some(known => same(known, spender))) return refuse(SwapMessages.REFUSED_APPROVAL_TARGET)
  if (amount !== BigInt(quote.fromAmount)) return refuse(SwapMessages.REFUSED_APPROVAL_AMOUNT)
  return OK
}
