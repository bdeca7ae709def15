import type { TransactionInstruction } from '@solana/web3.js'
import { TransactionMismatchError } from '../../features/send/sendChain'
import type { SolanaLibraries } from './solanaLibraries'
import type { SendToken } from '../../features/send/sendState'

export interface VerifySolanaInstructionsParameters {
  readonly from: string
  readonly to: string
  readonly token: SendToken
  readonly value: bigint
}

function mismatch(what: string): never {
  throw new TransactionMismatchError(`The transaction to sign differs from the preview: ${what}.`)
}

/**
 * The money rule for a Send on solana: the instructions about to be signed are decoded (web3.js,
 * spl-token) and must move exactly what the preview showed. SOL: one SystemProgram transfer from
 * the account to the receiver of the amount. A token: one `transferChecked` of the mint, with its
 * decimals, from the account's associated token account, signed by the account, to the receiver's
 * associated token account (which only the idempotent create of that account may precede).
 */
export function verifySolanaInstructions(
  instructions: readonly TransactionInstruction[],
  expected: VerifySolanaInstructionsParameters,
  { web3, splToken }: SolanaLibraries,
): void {
  const { PublicKey, SystemInstruction, SystemProgram } = web3
  const from = new PublicKey(expected.from)
  const to = new PublicKey(expected.to)
  if (expected.token.id === 'native') {
    const [transfer, ...rest] = instructions
    if (!transfer || rest.length > 0 || !transfer.programId.equals(SystemProgram.programId)) mismatch('not a single SOL transfer')
    let decoded: ReturnType<typeof SystemInstruction.decodeTransfer> | undefined
    try {
      decoded = SystemInstruction.decodeTransfer(transfer)
    } catch {
      decoded = undefined
    }
    if (!decoded) mismatch('not a SOL transfer')
    if (!decoded.fromPubkey.equals(from)) mismatch('sender')
    if (!decoded.toPubkey.equals(to)) mismatch('receiver')
    if (decoded.lamports !== expected.value) mismatch('amount')
    return
  }
  const mint = new PublicKey(expected.token.id)
  const transfers = instructions.filter(instruction => instruction.programId.equals(splToken.TOKEN_PROGRAM_ID))
  const others = instructions.filter(
    instruction => !instruction.programId.equals(splToken.TOKEN_PROGRAM_ID) && !instruction.programId.equals(splToken.ASSOCIATED_TOKEN_PROGRAM_ID),
  )
  if (transfers.length !== 1 || others.length > 0) mismatch('not a single token transfer')
  let decoded: ReturnType<typeof splToken.decodeTransferCheckedInstruction> | undefined
  try {
    decoded = splToken.decodeTransferCheckedInstruction(transfers[0]!)
  } catch {
    decoded = undefined
  }
  if (!decoded) mismatch('not a token transfer')
  const { keys, data } = decoded
  if (!keys.mint.pubkey.equals(mint) || data.decimals !== expected.token.decimals) mismatch('token')
  if (!keys.owner.pubkey.equals(from) || !keys.source.pubkey.equals(splToken.getAssociatedTokenAddressSync(mint, from))) mismatch('sender')
  if (!keys.destination.pubkey.equals(splToken.getAssociatedTokenAddressSync(mint, to, false))) mismatch('receiver')
  if (data.amount !== expected.value) mismatch('amount')
}
