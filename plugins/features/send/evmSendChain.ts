import { formatUnits, numberToHex } from 'viem'
import * as z from 'zod/mini'
import { FailedOnChainError, poll, type SendChain, type SendChainContext } from './sendChain'
import { requestWallet } from './requestWallet'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const receiptSchema = z.nullable(z.object({ status: hex, transactionHash: hex }))

/** Native transfers on eip155: `eth_estimateGas` × `eth_gasPrice` as the fee, `eth_sendTransaction` through the wallet, the receipt as the end. */
export function evmSendChain({ ctx, network, rpc }: SendChainContext): SendChain {
  return {
    async estimateFee({ from, to, value }) {
      const [gas, price] = await Promise.all([
        rpc.request('eth_estimateGas', [{ from, to, value: numberToHex(value) }]).then(r => BigInt(hex.parse(r))),
        rpc.request('eth_gasPrice', []).then(r => BigInt(hex.parse(r))),
      ])
      const raw = gas * price
      return { fee: formatUnits(raw, network.nativeCurrency.decimals), raw }
    },
    async send({ from, to, value }) {
      const result = await requestWallet(ctx, 'eip155', 'eth_sendTransaction', [{ from, to, value: numberToHex(value) }])
      return z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)).parse(result)
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
