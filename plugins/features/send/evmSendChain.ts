import { encodeFunctionData, erc20Abi, formatUnits, numberToHex, type Address } from 'viem'
import * as z from 'zod/mini'
import { FailedOnChainError, poll, type SendChain, type SendChainContext } from './sendChain'
import { requestWallet } from './requestWallet'
import type { SendToken } from './sendState'
import { verifyEvmTransaction } from './verifyEvmTransaction'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const receiptSchema = z.nullable(z.object({ status: hex, transactionHash: hex }))

/**
 * The transaction of a send: the value itself for the native coin; for an ERC-20, a call of the
 * token contract's `transfer(to, value)` carrying no value.
 */
function transactionOf(from: string, to: string, token: SendToken, value: bigint): { from: string; to: string; value?: string; data?: string } {
  if (token.id === 'native') return { from, to, value: numberToHex(value) }
  return { from, to: token.id, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Address, value] }) }
}

/**
 * Sends on eip155, native or ERC-20 `transfer`: `eth_estimateGas` × `eth_gasPrice` as the fee,
 * `eth_sendTransaction` through the wallet with the gas limit the preview estimated (the visitor
 * confirmed that fee), the receipt as the end: status 0 is a transaction that landed and failed.
 */
export function evmSendChain({ ctx, network, rpc }: SendChainContext): SendChain {
  const chainId = Number(network.caipNetworkId.split(':')[1])
  return {
    async estimateFee({ from, to, token, value }) {
      const [gas, price] = await Promise.all([
        rpc.request('eth_estimateGas', [transactionOf(from, to, token, value)]).then(r => BigInt(hex.parse(r))),
        rpc.request('eth_gasPrice', []).then(r => BigInt(hex.parse(r))),
      ])
      const raw = gas * price
      return { fee: formatUnits(raw, network.nativeCurrency.decimals), raw, gas }
    },
    async send({ from, to, token, value, gas, check }) {
      // `chainId` binds it to the preview's chain: an EIP-1193 wallet on another chain refuses it.
      const transaction = { ...transactionOf(from, to, token, value), chainId: numberToHex(chainId), ...(gas === undefined ? {} : { gas: numberToHex(gas) }) }
      verifyEvmTransaction(transaction, { from, to, token, value, chainId })
      check?.()
      const result = await requestWallet(ctx, 'eip155', 'eth_sendTransaction', [transaction])
      return z
        .string()
        .check(z.regex(/^0x[0-9a-fA-F]{64}$/))
        .parse(result)
    },
    async waitFor(txId) {
      const receipt = await poll(async () => receiptSchema.parse(await rpc.request('eth_getTransactionReceipt', [txId])) ?? undefined, 1_000, ctx.signal)
      if (receipt.status !== '0x1') throw new FailedOnChainError(txId)
    },
    explorerUrl(txId) {
      const explorer = network.blockExplorers?.default?.url
      return explorer ? `${explorer.replace(/\/$/, '')}/tx/${txId}` : null
    },
  }
}
