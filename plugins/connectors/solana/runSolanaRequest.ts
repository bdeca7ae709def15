import { formatIssues, parseWith } from 'vestibule/validation'
import bs58 from 'bs58'
import { ThrownMessages, UserMessages, VestibuleError, type CaipNetworkId } from 'vestibule/plugin'
import { toWalletChain } from './solanaChains'
import { solanaRequestSchemas, toWalletCommitment, type SolanaMethod } from './solanaRequestSchemas'
import { featureOf, type StandardWallet, type StandardWalletAccount } from './solanaWalletTypes'

const fromBase64 = (text: string) => Uint8Array.from(atob(text), char => char.charCodeAt(0))
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))

/** A wallet that lacks the feature a method needs answers as EIP-1193's 4200 would. */
class UnsupportedMethodError extends VestibuleError {
  constructor(method: string) {
    super(`The wallet does not support ${method}`, { code: 4200 })
  }
}

/**
 * Runs one of the four Solana sign methods (SPEC §6 not-safe methods) on a Wallet Standard wallet:
 * params are checked (SPEC §3 payloads), bytes decoded, the wallet's feature called, and its answer
 * returned as JSON (signatures base58, transactions base64). `solana_signAllTransactions` is the
 * standard's `signTransaction` with several inputs.
 *
 * @example
 * await runSolanaRequest(wallet, account, 'solana:localnet', 'solana_signAndSendTransaction', [{ transaction, sendOptions: { skipPreflight: false } }])
 * // { signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW' }
 */
export async function runSolanaRequest(
  wallet: StandardWallet,
  account: StandardWalletAccount,
  caipNetworkId: CaipNetworkId | null,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  if (!Object.hasOwn(solanaRequestSchemas, method)) throw new VestibuleError(UserMessages.RPC_NOT_ALLOWED, { details: method })
  const solanaMethod = method as SolanaMethod
  const parsed = parseWith(solanaRequestSchemas[solanaMethod], params[0])
  if (!parsed.success) throw new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { details: `${method} params: ${formatIssues(parsed.issues)}` })
  const input = parsed.data as Record<string, unknown>
  const chain = caipNetworkId ? toWalletChain(caipNetworkId) : undefined

  switch (solanaMethod) {
    case 'solana_signMessage': {
      const feature = featureOf(wallet, 'solana:signMessage')
      if (!feature) throw new UnsupportedMethodError(method)
      const [output] = await feature.signMessage({ account, message: bs58.decode(input.message as string) })
      return { signature: bs58.encode(output!.signature) }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions': {
      const feature = featureOf(wallet, 'solana:signTransaction')
      if (!feature) throw new UnsupportedMethodError(method)
      const transactions = solanaMethod === 'solana_signTransaction' ? [input.transaction as string] : (input.transactions as string[])
      const outputs = await feature.signTransaction(...transactions.map(t => ({ account, transaction: fromBase64(t), ...(chain ? { chain } : {}) })))
      const signed = outputs.map(o => toBase64(o.signedTransaction))
      return solanaMethod === 'solana_signTransaction' ? { transaction: signed[0] } : { transactions: signed }
    }
    case 'solana_signAndSendTransaction': {
      const feature = featureOf(wallet, 'solana:signAndSendTransaction')
      if (!feature) throw new UnsupportedMethodError(method)
      if (!chain) throw new VestibuleError(UserMessages.NETWORK_NOT_FOUND)
      const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = (input.sendOptions ?? {}) as Record<string, never>
      const options = {
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(preflightCommitment ? { preflightCommitment: toWalletCommitment(preflightCommitment) } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      }
      const [output] = await feature.signAndSendTransaction({ account, chain, transaction: fromBase64(input.transaction as string), options })
      return { signature: bs58.encode(output!.signature) }
    }
  }
}
