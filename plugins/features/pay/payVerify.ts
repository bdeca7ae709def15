import { decodeFunctionData, erc20Abi, isAddressEqual, parseUnits } from 'viem'
import { PayMessages, type PayMismatch } from './payConstants'
import type { PayParameters } from './payState'

/** The transaction as the wallet would receive it (`eth_sendTransaction`'s first param). */
export interface PayTransaction {
  readonly to: string
  readonly data?: string | undefined
  /** Hex quantity. */
  readonly value?: string | undefined
}

/** What the chain says, read just before signing, independently of the request. */
export interface PaySigningFacts {
  /** The network the wallet says it is on (its `eth_chainId`), as CAIP-2. */
  readonly walletNetwork: string
  /** The asset's decimals as the chain has them: the token's `decimals()`, or the network's native decimals. */
  readonly decimals: number
}

const sameAddress = (a: string, b: string) => {
  try {
    return isAddressEqual(a as `0x${string}`, b as `0x${string}`)
  } catch {
    return false
  }
}

/**
 * Why the wallet must not be asked to sign `transaction` for the payment the visitor saw
 * (`request`: chain, token, receiver, amount), or undefined when it matches (issue 24, verify
 * before signing). The transaction is decoded as the wallet would read it: a native transfer's
 * `to` and `value`, an ERC-20 `transfer(to, amount)` decoded from its calldata with viem.
 *
 * @example
 * payTransactionProblem({ to: '0xToken', data: transferCalldata, value: '0x0' }, request, { walletNetwork: 'eip155:8453', decimals: 6 })
 */
export function payTransactionProblem(transaction: PayTransaction, request: PayParameters, facts: PaySigningFacts): PayMismatch | undefined {
  if (facts.walletNetwork !== request.network) return PayMessages.WRONG_CHAIN
  // Decimals the host gave that the chain does not have: the amount signed would not be the amount shown.
  if (facts.decimals !== request.decimals) return PayMessages.WRONG_AMOUNT
  const expected = parseUnits(request.amount.trim(), request.decimals)
  const value = BigInt(transaction.value ?? '0x0')
  const data = transaction.data ?? '0x'
  if (request.asset === 'native') {
    // A call instead of a plain transfer moves something else than the coin shown.
    if (data !== '0x') return PayMessages.WRONG_TOKEN
    if (!sameAddress(transaction.to, request.recipient)) return PayMessages.WRONG_RECEIVER
    return value === expected ? undefined : PayMessages.WRONG_AMOUNT
  }
  if (!sameAddress(transaction.to, request.asset)) return PayMessages.WRONG_TOKEN
  if (value !== 0n) return PayMessages.WRONG_AMOUNT
  let call: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` })
  } catch {
    return PayMessages.WRONG_RECEIVER
  }
  // Only `transfer` pays the receiver from the visitor's balance; `approve`, `transferFrom`… do something else.
  if (call.functionName !== 'transfer') return PayMessages.WRONG_RECEIVER
  const [to, amount] = call.args
  if (!sameAddress(to, request.recipient)) return PayMessages.WRONG_RECEIVER
  return amount === expected ? undefined : PayMessages.WRONG_AMOUNT
}

/** The first value of any of `names` in the URL's query. */
const queryValue = (url: URL, names: readonly string[]) => names.map(name => url.searchParams.get(name)).find(value => value !== null) ?? undefined

/**
 * Why an exchange's deposit page must not be opened for the payment the visitor saw, or undefined:
 * its URL names the receiver and the amount it will pay (as exchanges' pay links do), and they must
 * be the visitor's; a network or asset it names must be the payment's too.
 *
 * @example
 * payUrlProblem('https://exchange.example/deposit?recipient=0x…&amount=25&network=eip155:8453&asset=0x…', request)
 */
export function payUrlProblem(url: string, request: PayParameters): PayMismatch | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return PayMessages.WRONG_RECEIVER
  }
  const receiver = queryValue(parsed, ['recipient', 'address', 'walletAddress'])
  if (!receiver || !sameAddress(receiver, request.recipient)) return PayMessages.WRONG_RECEIVER
  const network = queryValue(parsed, ['network'])
  if (network !== undefined && network !== request.network) return PayMessages.WRONG_CHAIN
  const asset = queryValue(parsed, ['asset'])
  if (asset !== undefined && (request.asset === 'native' ? asset !== 'native' : !sameAddress(asset, request.asset))) return PayMessages.WRONG_TOKEN
  const amount = queryValue(parsed, ['amount', 'presetCryptoAmount'])
  if (amount === undefined || !/^\d+(\.\d+)?$/.test(amount)) return PayMessages.WRONG_AMOUNT
  try {
    return parseUnits(amount, request.decimals) === parseUnits(request.amount.trim(), request.decimals) ? undefined : PayMessages.WRONG_AMOUNT
  } catch {
    return PayMessages.WRONG_AMOUNT
  }
}
