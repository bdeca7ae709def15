import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { expect } from 'chai'
import { bitcoinSandboxAccount } from '../../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { SendRefusedError, TransactionMismatchError } from '../../../../../plugins/features/send/sendChain'
import { SendMessages } from '../../../../../plugins/features/send/sendMessages'
import { receiverScriptOf, senderScriptOf } from '../../../../../plugins/networks/bitcoin/bitcoinAddressNetwork'
import { bitcoinRegtest } from '../../../../../plugins/networks/bitcoin/bitcoinNetworkDefinitions'
import { verifyBitcoinPsbt, verifySignedPsbt } from '../../../../../plugins/networks/bitcoin/verifyBitcoinPsbt'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)
const regtest = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:1' })
const COIN = 100_000_000n
const txid = (n: number) => hex.decode(n.toString(16).padStart(64, '0'))

/** A PSBT as the send builds it: the sender's coins in, the receiver then the change out. */
function psbtOf(options: { inputs?: { script: Uint8Array; amount: bigint }[]; outputs: { script: Uint8Array; amount: bigint }[] }): {
  tx: btc.Transaction
  psbt: Uint8Array
} {
  const tx = new btc.Transaction()
  for (const [index, input] of (options.inputs ?? [{ script: me.payment.script, amount: COIN }]).entries())
    tx.addInput({ txid: txid(index + 1), index: 0, witnessUtxo: input })
  for (const output of options.outputs) tx.addOutput(output)
  return { tx, psbt: tx.toPSBT() }
}

// One P2WPKH input, receiver and change: 141 vB; at 5 sat/vB, 705 sats.
const expected = { senderScript: me.payment.script, receiverScript: friend.payment.script, value: 10_000_000n, feeRate: 5, maxFee: 705n }
const good = () =>
  psbtOf({
    outputs: [
      { script: friend.payment.script, amount: 10_000_000n },
      { script: me.payment.script, amount: COIN - 10_000_000n - 705n },
    ],
  })

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).to.be.instanceOf(TransactionMismatchError)
    return (error as Error).message
  }
  throw new Error('expected a TransactionMismatchError')
}

describe('Bitcoin send: the PSBT is checked against the preview before and after the wallet signs', () => {
  it('accepts the receiver paid the amount in sats, the change back to the payment address and the fee at the previewed rate', () => {
    const { psbt } = good()
    expect(verifyBitcoinPsbt(btc, psbt, expected).fee).to.equal(705n)
  })

  it('refuses another receiver, another amount, change elsewhere, an extra output or an input not from the sender, saying which', () => {
    const change = { script: me.payment.script, amount: COIN - 10_000_000n - 705n }
    expect(
      refusal(() => verifyBitcoinPsbt(btc, psbtOf({ outputs: [{ script: friend.ordinals.script, amount: 10_000_000n }, change] }).psbt, expected)),
    ).to.match(/receiver/)
    expect(
      refusal(() =>
        verifyBitcoinPsbt(
          btc,
          psbtOf({
            outputs: [
              { script: friend.payment.script, amount: 10_000_001n },
              { ...change, amount: change.amount - 1n },
            ],
          }).psbt,
          expected,
        ),
      ),
    ).to.match(/amount/)
    expect(
      refusal(() =>
        verifyBitcoinPsbt(
          btc,
          psbtOf({
            outputs: [
              { script: friend.payment.script, amount: 10_000_000n },
              { ...change, script: friend.payment.script },
            ],
          }).psbt,
          expected,
        ),
      ),
    ).to.match(/change/)
    const three = [
      { script: friend.payment.script, amount: 10_000_000n },
      { ...change, amount: change.amount - 10_000n },
      { script: friend.ordinals.script, amount: 10_000n },
    ]
    expect(refusal(() => verifyBitcoinPsbt(btc, psbtOf({ outputs: three }).psbt, expected))).to.match(/3 outputs/)
    const foreign = psbtOf({
      inputs: [{ script: friend.payment.script, amount: COIN }],
      outputs: [{ script: friend.payment.script, amount: 10_000_000n }, change],
    })
    expect(refusal(() => verifyBitcoinPsbt(btc, foreign.psbt, expected))).to.match(/input 0/)
  })

  it('refuses a fee below the rate, above it, or above the fee the preview showed', () => {
    const withFee = (fee: bigint) =>
      psbtOf({
        outputs: [
          { script: friend.payment.script, amount: 10_000_000n },
          { script: me.payment.script, amount: COIN - 10_000_000n - fee },
        ],
      }).psbt
    expect(refusal(() => verifyBitcoinPsbt(btc, withFee(704n), expected))).to.match(/below the 5 sat\/vB rate/)
    expect(refusal(() => verifyBitcoinPsbt(btc, withFee(706n), expected))).to.match(/above the 5 sat\/vB rate/)
    expect(refusal(() => verifyBitcoinPsbt(btc, withFee(705n), { ...expected, maxFee: 700n }))).to.match(/above the 700 sats shown/)
    // No change: the rest under the dust limit may go to the fee, no more.
    const noChange = (fee: bigint) =>
      psbtOf({ inputs: [{ script: me.payment.script, amount: 10_000_000n + fee }], outputs: [{ script: friend.payment.script, amount: 10_000_000n }] }).psbt
    expect(verifyBitcoinPsbt(btc, noChange(800n), { ...expected, maxFee: undefined }).fee).to.equal(800n)
    expect(refusal(() => verifyBitcoinPsbt(btc, noChange(2_000n), { ...expected, maxFee: undefined }))).to.match(/above the 5 sat\/vB rate/)
  })

  it("after signing: takes the wallet's signed PSBT (finalizing it if the wallet did not), refuses one whose outputs changed or left unsigned", () => {
    const { tx, psbt } = good()
    const signedByWallet = btc.Transaction.fromPSBT(psbt)
    signedByWallet.sign(me.payment.privateKey)
    const signed = verifySignedPsbt(btc, tx, signedByWallet.toPSBT())
    expect(signed.isFinal).to.equal(true)
    expect(signed.id).to.equal(tx.id)

    const altered = btc.Transaction.fromPSBT(psbt)
    altered.updateOutput(0, { amount: 9_000_000n })
    altered.sign(me.payment.privateKey)
    expect(refusal(() => verifySignedPsbt(btc, tx, altered.toPSBT()))).to.match(/changed output 0/)
    expect(refusal(() => verifySignedPsbt(btc, tx, psbt))).to.match(/did not sign/)
  })

  it('checks addresses against the network: a mainnet address on regtest, junk, a Taproot receiver (paid), a sender that is not P2WPKH', () => {
    const refusedWith = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        expect(error).to.be.instanceOf(SendRefusedError)
        return (error as SendRefusedError).shortMessage
      }
      throw new Error('expected a SendRefusedError')
    }
    const mainnet = btc.p2wpkh(hex.decode(me.payment.publicKey), btc.NETWORK).address!
    expect(mainnet.startsWith('bc1q')).to.equal(true)
    expect(refusedWith(() => receiverScriptOf(btc, mainnet, regtest))).to.equal(SendMessages.BITCOIN_ADDRESS_OTHER_NETWORK)
    expect(refusedWith(() => receiverScriptOf(btc, 'bcrt1qnotanaddress', regtest))).to.equal(SendMessages.INVALID_BITCOIN_ADDRESS)
    expect(hex.encode(receiverScriptOf(btc, friend.ordinals.address, regtest))).to.equal(hex.encode(friend.ordinals.script))
    expect(hex.encode(senderScriptOf(btc, me.payment.address, regtest))).to.equal(hex.encode(me.payment.script))
    expect(refusedWith(() => senderScriptOf(btc, me.ordinals.address, regtest))).to.equal(SendMessages.BITCOIN_SENDER_UNSUPPORTED)
  })
})
