import type { Transaction } from '@scure/btc-signer'
import { TransactionMismatchError } from '../../features/send/sendChain'
import type { BitcoinLibrary } from './bitcoinLibraries'
import { dustLimitOf, feeAt, transferVsize } from './bitcoinTransactionSize'

export interface ExpectedBitcoinTransfer {
  /** The sender's payment script: every input spends it, the change returns to it. */
  readonly senderScript: Uint8Array
  readonly receiverScript: Uint8Array
  /** Sats the receiver gets, as the preview showed. */
  readonly value: bigint
  /** sat/vB, as the preview showed. */
  readonly feeRate: number
  /** Sats: the fee the preview showed; the transaction may pay less, never more. */
  readonly maxFee?: bigint | undefined
}

function mismatch(what: string): never {
  throw new TransactionMismatchError(`The transaction to sign differs from the preview: ${what}.`)
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * The money rule for a BTC send: the PSBT about to go to the wallet is decoded (@scure/btc-signer)
 * and must move exactly what the preview showed. Every input spends the sender's own payment
 * address; the first output pays the receiver the amount, in sats; a second one, if any, is the
 * change back to the sender's own address and above its dust limit; nothing else. The fee (inputs
 * minus outputs) pays the previewed rate for the transaction's size, no more than the fee shown,
 * and where there is no change it holds at most what a change output could not (dust). Returns the
 * decoded transaction and its fee.
 *
 * @example
 * const { tx, fee } = verifyBitcoinPsbt(library, psbt, { senderScript, receiverScript, value: 10_000_000n, feeRate: 5, maxFee: 705n })
 */
export function verifyBitcoinPsbt(library: BitcoinLibrary, psbt: Uint8Array, expected: ExpectedBitcoinTransfer): { tx: Transaction; fee: bigint } {
  let tx: Transaction
  try {
    tx = library.Transaction.fromPSBT(psbt)
  } catch (error) {
    mismatch(`not a PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
  if (tx.inputsLength === 0) mismatch('no input')
  let valueIn = 0n
  for (let index = 0; index < tx.inputsLength; index++) {
    const { witnessUtxo } = tx.getInput(index)
    if (!witnessUtxo || !sameBytes(witnessUtxo.script, expected.senderScript)) mismatch(`input ${index} does not spend your payment address`)
    valueIn += witnessUtxo.amount
  }
  if (tx.outputsLength === 0 || tx.outputsLength > 2) mismatch(`${tx.outputsLength} outputs, where the receiver and at most your change are paid`)
  const receiver = tx.getOutput(0)
  if (!sameBytes(receiver.script, expected.receiverScript)) mismatch('receiver')
  if (receiver.amount !== expected.value) mismatch(`amount (${receiver.amount} sats, not ${expected.value})`)
  let valueOut = expected.value
  const change = tx.outputsLength === 2 ? tx.getOutput(1) : undefined
  if (change) {
    if (!sameBytes(change.script, expected.senderScript)) mismatch('the change does not go back to your payment address')
    if (change.amount === undefined || change.amount < dustLimitOf(expected.senderScript)) mismatch('the change is dust')
    valueOut += change.amount
  }
  const fee = valueIn - valueOut
  const scripts = [expected.receiverScript.length, ...(change ? [expected.senderScript.length] : [])]
  const required = feeAt(transferVsize(tx.inputsLength, scripts), expected.feeRate)
  if (fee < required) mismatch(`fee (${fee} sats, below the ${expected.feeRate} sat/vB rate)`)
  // With change, the fee is exactly the rate's; without, the rest too small for a change output goes to it.
  const ceiling = change
    ? required
    : feeAt(transferVsize(tx.inputsLength, [...scripts, expected.senderScript.length]), expected.feeRate) + dustLimitOf(expected.senderScript)
  if (fee > ceiling) mismatch(`fee (${fee} sats, above the ${expected.feeRate} sat/vB rate)`)
  if (expected.maxFee !== undefined && fee > expected.maxFee) mismatch(`fee (${fee} sats, above the ${expected.maxFee} sats shown)`)
  return { tx, fee }
}

/**
 * After the wallet signed: its PSBT is decoded again and must be the transaction that was checked
 * (same inputs, same outputs, so the same txid), every input signed; it is finalized here when the
 * wallet left that to the dapp. Returns the transaction ready to broadcast.
 */
export function verifySignedPsbt(library: BitcoinLibrary, checked: Transaction, signedPsbt: Uint8Array): Transaction {
  let signed: Transaction
  try {
    signed = library.Transaction.fromPSBT(signedPsbt)
  } catch (error) {
    mismatch(`the wallet answered no PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
  if (signed.inputsLength !== checked.inputsLength) mismatch('the wallet changed the inputs')
  if (signed.outputsLength !== checked.outputsLength) mismatch('the wallet changed the outputs')
  for (let index = 0; index < checked.outputsLength; index++) {
    const [before, after] = [checked.getOutput(index), signed.getOutput(index)]
    if (!sameBytes(before.script, after.script) || before.amount !== after.amount) mismatch(`the wallet changed output ${index}`)
  }
  for (let index = 0; index < checked.inputsLength; index++) {
    const [before, after] = [checked.getInput(index), signed.getInput(index)]
    if (!sameBytes(before.txid, after.txid) || before.index !== after.index) mismatch(`the wallet changed input ${index}`)
  }
  if (!signed.isFinal) {
    try {
      signed.finalize()
    } catch (error) {
      mismatch(`the wallet did not sign every input (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  if (signed.id !== checked.id) mismatch('the signed transaction is another transaction')
  return signed
}
