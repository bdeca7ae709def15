import type { PublicKey, TransactionInstruction } from '@solana/web3.js'
import { formatUnits } from 'viem'
import * as z from 'zod/mini'
import { FailedOnChainError, OffCurveReceiverError, poll, type SendChain, type SendChainContext } from '../../features/send/sendChain'
import { requestWallet } from '../../features/send/requestWallet'
import { landedStatus } from './landedStatus'
import type { SolanaLibraries } from './solanaLibraries'
import type { SendToken } from '../../features/send/sendState'
import { verifySolanaInstructions } from './verifySolanaInstructions'

/** `getTokenAccountsByOwner` with `jsonParsed`: the SPL token accounts of an owner. */
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      pubkey: z.string(),
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string(), decimals: z.number(), uiAmountString: z.string() }) }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * Transfers on solana: a SystemProgram transfer (SOL) or an SPL `transferChecked` between associated
 * token accounts, the receiver's created if missing (tokens), built with web3.js on the latest blockhash,
 * the fee from `getFeeForMessage`, `solana_signAndSendTransaction` through the wallet (SPEC §3 send
 * options: preflight on, confirmed), and `getSignatureStatuses` until it is confirmed. web3.js and
 * spl-token are optional peers, handed in by `loadSolanaLibraries`.
 */
export function solanaSendChain({ ctx, network, rpc }: SendChainContext, { web3, splToken }: SolanaLibraries): SendChain {
  const { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } = web3
  const { TOKEN_PROGRAM_ID, createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } = splToken
  // web3.js reads (blockhash, fee) on the network's own endpoint; no WebSocket is opened.
  const connection = new Connection(network.rpcUrls.default.http[0]!, { commitment: 'confirmed', disableRetryOnRateLimit: true })
  const instructionsFor = (from: PublicKey, to: PublicKey, token: SendToken, value: bigint): TransactionInstruction[] => {
    // SOL may go to any account, a program address too (a multisig vault is one): the lamports land
    // on it and its program or owner moves them (a token account's come back when it is closed).
    if (token.id === 'native') return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: value })]
    // Tokens go to the receiver's associated token account, whose owner must be able to sign: an
    // address off the curve (a token account, a program address pasted as the receiver) has no key,
    // so the tokens would be stuck. Refused before anything is built or reaches the wallet.
    if (!PublicKey.isOnCurve(to.toBytes())) throw new OffCurveReceiverError(`${to.toBase58()} is off the ed25519 curve: not a wallet that can own tokens`)
    const mint = new PublicKey(token.id)
    const destination = getAssociatedTokenAddressSync(mint, to, false)
    return [
      createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, from), mint, destination, from, value, token.decimals),
    ]
  }
  const build = async (from: string, to: string, token: SendToken, value: bigint) => {
    // The instructions first: a receiver they refuse costs no network read. Decoded and checked
    // against what the visitor confirmed before anything reaches the wallet.
    const instructions = instructionsFor(new PublicKey(from), new PublicKey(to), token, value)
    verifySolanaInstructions(instructions, { from, to, token, value }, { web3, splToken })
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: new PublicKey(from), recentBlockhash: blockhash, instructions }).compileToV0Message()
    return new VersionedTransaction(message)
  }
  return {
    async estimateFee({ from, to, token, value }) {
      const transaction = await build(from, to, token, value)
      const { value: lamports } = await connection.getFeeForMessage(transaction.message)
      const raw = BigInt(lamports ?? 5_000)
      return { fee: formatUnits(raw, network.nativeCurrency.decimals), raw }
    },
    async send({ from, to, token, value, check }) {
      const transaction = await build(from, to, token, value)
      check?.()
      const serialized = btoa(Array.from(transaction.serialize(), byte => String.fromCharCode(byte)).join(''))
      const result = await requestWallet(ctx, 'solana', 'solana_signAndSendTransaction', [
        { transaction: serialized, pubkey: from, sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed' } },
      ])
      return z.object({ signature: z.string().check(z.minLength(32)) }).parse(result).signature
    },
    async waitFor(txId) {
      const status = await poll(() => landedStatus(rpc, txId), 1_000, ctx.signal)
      if (status.err !== null && status.err !== undefined) throw new FailedOnChainError(txId)
    },
    async readTokens(owner) {
      const { value } = tokenAccountsSchema.parse(
        await rpc.request('getTokenAccountsByOwner', [owner, { programId: TOKEN_PROGRAM_ID.toBase58() }, { encoding: 'jsonParsed', commitment: 'confirmed' }]),
      )
      // SPEC §5: token balances with zero decimals are dropped; so are empty accounts.
      return value
        .map(({ account }) => account.data.parsed.info)
        .filter(info => info.tokenAmount.decimals > 0 && info.tokenAmount.amount !== '0')
        .map(info => ({
          id: info.mint,
          symbol: `${info.mint.slice(0, 4)}…${info.mint.slice(-4)}`,
          decimals: info.tokenAmount.decimals,
          balance: info.tokenAmount.uiAmountString,
        }))
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
