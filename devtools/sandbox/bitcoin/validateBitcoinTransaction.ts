import { Transaction } from '@scure/btc-signer'
import { BitcoinLedgerRefusal } from './bitcoinLedgerRefusal'
import { describeScript, dustThreshold } from './bitcoinScripts'
import { BITCOIN_MAX_FEE_RATE, BITCOIN_MIN_RELAY_FEE_RATE } from './bitcoinSandboxConstants'
import type { LedgerOutput } from './bitcoinLedgerTypes'
import { verifyInputSignature } from './verifyInputSignature'

export type ValidateBitcoinTransactionParameters = {
  hex: string
  /** The output an outpoint names (mined or in the mempool), spent or not. */
  outputOf: (txid: string, vout: number) => LedgerOutput | undefined
  /** Where a transaction id is already: mined, in the mempool, or unknown. */
  statusOf: (txid: string) => 'mined' | 'mempool' | undefined
  minRelayFeeRate?: number
  maxFeeRate?: number
}

export type ValidatedTransaction = { tx: Transaction; spent: LedgerOutput[]; fee: bigint }

const HEX = /^(?:[0-9a-fA-F]{2})+$/

/**
 * Decides whether the ledger accepts a raw transaction, as a node's mempool would: parsed with
 * @scure/btc-signer, every input known and unspent (a spend already in the mempool is a conflict: no
 * replacement), every signature valid, outputs standard and above their dust limit, the fee at least
 * the minimum relay fee and not above the maximum fee rate. Throws a BitcoinLedgerRefusal naming
 * Core's reason and what was wrong.
 */
export function validateBitcoinTransaction({
  hex,
  outputOf,
  statusOf,
  minRelayFeeRate = BITCOIN_MIN_RELAY_FEE_RATE,
  maxFeeRate = BITCOIN_MAX_FEE_RATE,
}: ValidateBitcoinTransactionParameters): ValidatedTransaction {
  if (!HEX.test(hex)) throw new BitcoinLedgerRefusal('TX decode failed', 'the body is not a raw transaction in hex', -22)
  let tx: Transaction
  try {
    tx = Transaction.fromRaw(Uint8Array.from(Buffer.from(hex, 'hex')), { allowUnknownOutputs: true, disableScriptCheck: true })
  } catch (error) {
    throw new BitcoinLedgerRefusal('TX decode failed', error instanceof Error ? error.message : String(error), -22)
  }
  if (tx.inputsLength === 0) throw new BitcoinLedgerRefusal('bad-txns-vin-empty', 'the transaction has no inputs')
  if (tx.outputsLength === 0) throw new BitcoinLedgerRefusal('bad-txns-vout-empty', 'the transaction has no outputs')
  const known = statusOf(tx.id)
  if (known === 'mempool') throw new BitcoinLedgerRefusal('txn-already-in-mempool', `${tx.id} is already in the mempool`, -27)
  if (known === 'mined') throw new BitcoinLedgerRefusal('txn-already-known', `${tx.id} is already in a block`, -27)

  const seen = new Set<string>()
  const spent = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index)
    const txid = Buffer.from(input.txid!).toString('hex')
    const outpoint = `${txid}:${input.index}`
    if (seen.has(outpoint)) throw new BitcoinLedgerRefusal('bad-txns-inputs-duplicate', `input ${index} spends ${outpoint} twice`)
    seen.add(outpoint)
    const output = outputOf(txid, input.index!)
    if (!output) throw new BitcoinLedgerRefusal('bad-txns-inputs-missingorspent', `input ${index} spends ${outpoint}, which the ledger does not know`, -25)
    if (output.spentBy) {
      const where = statusOf(output.spentBy.txid) === 'mempool' ? 'txn-mempool-conflict' : 'bad-txns-inputs-missingorspent'
      throw new BitcoinLedgerRefusal(
        where,
        `input ${index} spends ${outpoint}, already spent by ${output.spentBy.txid}${where === 'txn-mempool-conflict' ? ' in the mempool' : ''}`,
        where === 'txn-mempool-conflict' ? -26 : -25,
      )
    }
    return output
  })

  for (let index = 0; index < tx.outputsLength; index++) {
    const { script, amount } = tx.getOutput(index)
    const { type } = describeScript(script!)
    if (type === 'nonstandard') throw new BitcoinLedgerRefusal('scriptpubkey', `output ${index} pays to a non-standard script`)
    if (type === 'op_return') continue
    const dust = dustThreshold(script!)
    if (amount! < dust) throw new BitcoinLedgerRefusal('dust', `output ${index} pays ${amount} sats to a ${type} script, below its dust limit of ${dust} sats`)
  }

  const valueIn = spent.reduce((sum, output) => sum + output.value, 0n)
  const valueOut = Array.from({ length: tx.outputsLength }, (_, index) => tx.getOutput(index).amount!).reduce((sum, amount) => sum + amount, 0n)
  if (valueIn < valueOut) throw new BitcoinLedgerRefusal('bad-txns-in-belowout', `value in (${valueIn}) < value out (${valueOut})`)

  for (let index = 0; index < tx.inputsLength; index++) {
    const failure = verifyInputSignature(tx, index, spent)
    if (failure) throw new BitcoinLedgerRefusal('mandatory-script-verify-flag-failed', `input ${index}: ${failure}`)
  }

  const fee = valueIn - valueOut
  const required = BigInt(Math.ceil(tx.vsize * minRelayFeeRate))
  if (fee < required)
    throw new BitcoinLedgerRefusal(
      'min relay fee not met',
      `${fee} < ${required} (the fee pays ${(Number(fee) / tx.vsize).toFixed(2)} sat/vB for ${tx.vsize} vB; the minimum relay fee rate is ${minRelayFeeRate} sat/vB)`,
    )
  const rate = Number(fee) / tx.vsize
  if (rate > maxFeeRate)
    throw new BitcoinLedgerRefusal(
      'max-fee-exceeded',
      `the fee pays ${rate.toFixed(2)} sat/vB (${fee} sats for ${tx.vsize} vB), above the maximum fee rate of ${maxFeeRate} sat/vB`,
    )
  return { tx, spent, fee }
}
