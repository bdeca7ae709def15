import * as splToken from '@solana/spl-token'
import * as web3 from '@solana/web3.js'
import { expect } from 'chai'
import { TransactionMismatchError } from '../../../../../plugins/features/send/sendChain'
import type { SendToken } from '../../../../../plugins/features/send/sendState'
import { verifySolanaInstructions } from '../../../../../plugins/networks/solana/verifySolanaInstructions'

const { Keypair, SystemProgram } = web3
const libraries = { web3, splToken }
const from = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const mallory = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const sol: SendToken = { id: 'native', symbol: 'SOL', decimals: 9, balance: '2' }
const sbx: SendToken = { id: mint.toBase58(), symbol: 'SBX', decimals: 6, balance: '1000' }
const ata = (owner: web3.PublicKey) => splToken.getAssociatedTokenAddressSync(mint, owner)
const tokenTransfer = (receiver: web3.PublicKey, amount: bigint, decimals = 6) => [
  splToken.createAssociatedTokenAccountIdempotentInstruction(from, ata(receiver), receiver, mint),
  splToken.createTransferCheckedInstruction(ata(from), mint, ata(receiver), from, amount, decimals),
]

function refusal(run: () => void): string {
  try {
    run()
  } catch (error) {
    expect(error).to.be.instanceOf(TransactionMismatchError)
    return (error as Error).message
  }
  return 'accepted'
}

describe('verifySolanaInstructions (what the wallet signs is what the preview showed)', () => {
  it('accepts the SOL transfer and the token transfer the preview describes', () => {
    const transfer = [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 100n })]
    expect(refusal(() => verifySolanaInstructions(transfer, { from: from.toBase58(), to: to.toBase58(), token: sol, value: 100n }, libraries))).to.equal(
      'accepted',
    )
    expect(
      refusal(() =>
        verifySolanaInstructions(tokenTransfer(to, 2_500_000n), { from: from.toBase58(), to: to.toBase58(), token: sbx, value: 2_500_000n }, libraries),
      ),
    ).to.equal('accepted')
  })

  it('refuses another receiver, amount or decimals, and anything added', () => {
    const expected = { from: from.toBase58(), to: to.toBase58(), token: sbx, value: 2_500_000n }
    expect(refusal(() => verifySolanaInstructions(tokenTransfer(mallory, 2_500_000n), expected, libraries))).to.match(/receiver/)
    expect(refusal(() => verifySolanaInstructions(tokenTransfer(to, 2_500_001n), expected, libraries))).to.match(/amount/)
    expect(refusal(() => verifySolanaInstructions(tokenTransfer(to, 2_500_000n, 9), expected, libraries))).to.match(/token/)
    const extra = [...tokenTransfer(to, 2_500_000n), SystemProgram.transfer({ fromPubkey: from, toPubkey: mallory, lamports: 1n })]
    expect(refusal(() => verifySolanaInstructions(extra, expected, libraries))).to.match(/single token transfer/)
    const solExpected = { from: from.toBase58(), to: to.toBase58(), token: sol, value: 100n }
    expect(
      refusal(() => verifySolanaInstructions([SystemProgram.transfer({ fromPubkey: from, toPubkey: mallory, lamports: 100n })], solExpected, libraries)),
    ).to.match(/receiver/)
    expect(
      refusal(() => verifySolanaInstructions([SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 101n })], solExpected, libraries)),
    ).to.match(/amount/)
  })
})
