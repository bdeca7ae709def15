import { decodeFunctionData, erc20Abi, isAddressEqual, zeroAddress, type Hex } from 'viem'
import { SWAP_ROUTERS } from './swapsConstants'
import { SwapMessages, type SwapMessage } from './swapsMessages'
import { swapRouterAbi } from './swapsRouterAbi'
import { isNativeToken, NATIVE_TOKEN_ADDRESS } from './swapsRules'
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

/** 1inch's `Address` (a uint256): the low 160 bits are the address, the high bits the router's flags. */
const LOW_160_BITS = (1n << 160n) - 1n
const addressIn = (packed: bigint) => `0x${(packed & LOW_160_BITS).toString(16).padStart(40, '0')}`
/** SwapDescription.flags bit 0: the router may fill part of the amount, so the minimum received would no longer hold for the whole sale. */
const PARTIAL_FILL = 1n

/** What a decoded router call trades; null where the function does not carry it (paid by value, or routed by the pools). */
type Trade = {
  readonly sellsNative: boolean
  readonly amountIn: bigint | null
  readonly tokenIn: string | null
  readonly tokenOut: string | null
  /** Who is paid; null: the caller (msg.sender), which is the visitor's own account sending it. */
  readonly to: string | null
  readonly amountOutMin: bigint
}

/** Reads the trade out of a 1inch Aggregation Router V6 call; any other function is unreadable. */
function tradeOf(data: Hex): Trade | undefined {
  let call: ReturnType<typeof decodeFunctionData<typeof swapRouterAbi>>
  try {
    call = decodeFunctionData({ abi: swapRouterAbi, data })
  } catch {
    return undefined
  }
  switch (call.functionName) {
    case 'swap': {
      const [, desc] = call.args
      // The router pays a zero dstReceiver's share to the caller.
      const to = isAddressEqual(desc.dstReceiver, zeroAddress) ? null : desc.dstReceiver
      // A partial fill guarantees no part of the minimum received for the whole sale.
      const amountOutMin = (desc.flags & PARTIAL_FILL) === 0n ? desc.minReturnAmount : 0n
      return {
        sellsNative: same(desc.srcToken, NATIVE_TOKEN_ADDRESS),
        amountIn: desc.amount,
        tokenIn: desc.srcToken,
        tokenOut: desc.dstToken,
        to,
        amountOutMin,
      }
    }
    case 'unoswap':
    case 'unoswap2':
    case 'unoswap3': {
      const [token, amount, minReturn] = call.args
      return { sellsNative: false, amountIn: amount, tokenIn: addressIn(token), tokenOut: null, to: null, amountOutMin: minReturn }
    }
    case 'unoswapTo':
    case 'unoswapTo2':
    case 'unoswapTo3': {
      const [to, token, amount, minReturn] = call.args
      return { sellsNative: false, amountIn: amount, tokenIn: addressIn(token), tokenOut: null, to: addressIn(to), amountOutMin: minReturn }
    }
    case 'ethUnoswap':
    case 'ethUnoswap2':
    case 'ethUnoswap3': {
      // The amount sold is the transaction's value, checked before.
      const [minReturn] = call.args
      return { sellsNative: true, amountIn: null, tokenIn: null, tokenOut: null, to: null, amountOutMin: minReturn }
    }
    case 'ethUnoswapTo':
    case 'ethUnoswapTo2':
    case 'ethUnoswapTo3': {
      const [to, minReturn] = call.args
      return { sellsNative: true, amountIn: null, tokenIn: null, tokenOut: null, to: addressIn(to), amountOutMin: minReturn }
    }
  }
}

/**
 * Checks a built swap against the quote the visitor accepted before the wallet is asked (issue 24):
 * same network, a known router, the calldata (decoded with the 1inch V6 router ABI) selling exactly
 * the quoted amount of the quoted token (for the quoted token, where the call names it) to the
 * visitor's own account with at least the minimum received shown, and as value the amount sold for
 * a native sale, 0 otherwise. A unoswap call routes through pools and names no bought token: its
 * minimum received is what the visitor is guaranteed.
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
  const fromAmount = BigInt(quote.fromAmount)
  if (!checkValue(tx, sellsNative ? fromAmount : 0n)) return refuse(SwapMessages.REFUSED_VALUE)
  const trade = tradeOf(tx.data as Hex)
  if (!trade) return refuse(SwapMessages.REFUSED_UNREADABLE)
  // SPEC §9: the quote less 1% slippage is the least the visitor accepted.
  if (trade.amountOutMin < BigInt(quote.minimumReceived)) return refuse(SwapMessages.REFUSED_MINIMUM)
  if (trade.sellsNative !== sellsNative) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.amountIn !== null && trade.amountIn !== fromAmount) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.tokenIn !== null && !same(trade.tokenIn, addressOf(quote.sell))) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.tokenOut !== null && !same(trade.tokenOut, addressOf(quote.buy))) return refuse(SwapMessages.REFUSED_TRADE)
  if (trade.to !== null && !same(trade.to, userAddress)) return refuse(SwapMessages.REFUSED_RECIPIENT)
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
