import { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { formatUnits } from 'viem'
import * as z from 'zod/mini'
import { FailedOnChainError, poll, type SendChain, type SendChainContext } from './sendChain'
import { requestWallet } from './requestWallet'

const statusesSchema = z.object({
  value: z.array(z.nullable(z.object({ err: z.unknown(), confirmationStatus: z.optional(z.nullable(z.string())) }))),
})

/**
 * Native transfers on solana: a SystemProgram transfer built with web3.js on the latest blockhash,
 * the fee from `getFeeForMessage`, `solana_signAndSendTransaction` through the wallet (SPEC §3 send
 * options: preflight on, confirmed), and `getSignatureStatuses` until it is confirmed.
 */
export function solanaSendChain({ ctx, network, rpc }: SendChainContext): SendChain {
  // web3.js reads (blockhash, fee) on the network's own endpoint; no WebSocket is opened.
  const connection = new Connection(network.rpcUrls.default.http[0]!, { commitment: 'confirmed', disableRetryOnRateLimit: true })
  const build = async (from: string, to: string, value: bigint) => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(from),
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports: value })],
    }).compileToV0Message()
    return new VersionedTransaction(message)
  }
  return {
    async estimateFee({ from, to, value }) {
      const transaction = await build(from, to, value)
      const { value: lamports } = await connection.getFeeForMessage(transaction.message)
      const raw = BigInt(lamports ?? 5_000)
      return { fee: formatUnits(raw, network.nativeCurrency.decimals), raw }
    },
    async send({ from, to, value }) {
      const transaction = await build(from, to, value)
      const serialized = btoa(Array.from(transaction.serialize(), byte => String.fromCharCode(byte)).join(''))
      const result = await requestWallet(ctx, 'solana', 'solana_signAndSendTransaction', [
        { transaction: serialized, pubkey: from, sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed' } },
      ])
      return z.object({ signature: z.string().check(z.minLength(32)) }).parse(result).signature
    },
    async waitFor(txId) {
      const status = await poll(
        async () => {
          const { value } = statusesSchema.parse(await rpc.request('getSignatureStatuses', [[txId], { searchTransactionHistory: true }]))
          const status = value[0]
          return status && (status.err !== null || status.confirmationStatus !== 'processed') ? status : undefined
        },
        1_000,
        ctx.signal,
      )
      if (status.err !== null && status.err !== undefined) throw new FailedOnChainError(txId)
    },
    explorerUrl(txId) {
      const explorer = network.blockExplorers?.default?.url
      if (!explorer) return null
      const url = new URL(explorer)
      url.pathname = `/tx/${txId}`
      return url.toString()
    },
  }
}
