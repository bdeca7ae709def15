import { decodeFunctionData, erc20Abi, hexToBigInt, isAddressEqual, type Address, type Hex } from 'viem'
import { TransactionMismatchError } from './sendChain'
import type { SendToken } from './sendState'

/** An eip155 transaction as Send hands it to the wallet (`eth_sendTransaction` parameters). */
export interface EvmSendTransaction {
  readonly from: string
  readonly to: string
  readonly value?: string
  readonly data?: string
  readonly chainId?: string
}

export interface VerifyEvmTransactionParameters {
  readonly from: string
  readonly to: string
  readonly token: SendToken
  readonly value: bigint
  /** The chain of the preview, as a number. */
  readonly chainId: number
}

function mismatch(what: string): never {
  throw new TransactionMismatchError(`The transaction to sign differs from the preview: ${what}.`)
}

/**
 * The money rule for a Send on eip155: the transaction about to be signed is decoded and must be
 * exactly what the preview showed. The native coin: `value` to the receiver, no calldata. An
 * ERC-20: no value, a call of the token contract whose calldata decodes (viem, the ERC-20 ABI) as
 * `transfer(receiver, amount)`. Both: from the account, on the preview's chain. Throws
 * `TransactionMismatchError` naming the first difference.
 *
 * @example
 * verifyEvmTransaction({ from, to: susd, data: '0xa9059cbb…', chainId: '0x7a69' }, { from, to: bob, token: susdToken, value: 12_500_000n, chainId: 31337 })
 */
export function verifyEvmTransaction(transaction: EvmSendTransaction, expected: VerifyEvmTransactionParameters): void {
  const same = (a: string, b: string) => /^0x[0-9a-fA-F]{40}$/.test(a) && /^0x[0-9a-fA-F]{40}$/.test(b) && isAddressEqual(a as Address, b as Address)
  if (!same(transaction.from, expected.from)) mismatch('sender')
  if (transaction.chainId === undefined || hexToBigInt(transaction.chainId as Hex) !== BigInt(expected.chainId)) mismatch('chain')
  const value = transaction.value === undefined ? 0n : hexToBigInt(transaction.value as Hex)
  if (expected.token.id === 'native') {
    if (!same(transaction.to, expected.to)) mismatch('receiver')
    if (value !== expected.value) mismatch('amount')
    if (transaction.data !== undefined && transaction.data !== '0x') mismatch('calldata on a native transfer')
    return
  }
  if (!same(transaction.to, expected.token.id)) mismatch('token contract')
  if (value !== 0n) mismatch('value on a token transfer')
  let call: { functionName: string; args?: readonly unknown[] } | undefined
  try {
    call = decodeFunctionData({ abi: erc20Abi, data: (transaction.data ?? '0x') as Hex })
  } catch {
    call = undefined
  }
  if (!call) mismatch('calldata that is not an ERC-20 call')
  const [receiver, amount] = call.args ?? []
  if (call.functionName !== 'transfer') mismatch(`${call.functionName} instead of transfer`)
  if (typeof receiver !== 'string' || !same(receiver, expected.to)) mismatch('receiver')
  if (amount !== expected.value) mismatch('amount')
}
