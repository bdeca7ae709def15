import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { pubSchnorr } from '@scure/btc-signer/utils.js'
import type { BitcoinSandboxAddress } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import type { LedgerOutput } from '../../../../devtools/sandbox/bitcoin/bitcoinLedgerTypes'

export type Payment = { script: Uint8Array; amount: bigint }

/** An unsigned transaction spending `coins` of `from` to `payments`. */
export function unsignedSpend(
  from: BitcoinSandboxAddress,
  coins: readonly Pick<LedgerOutput, 'txid' | 'vout' | 'value'>[],
  payments: readonly Payment[],
): Transaction {
  const tx = new Transaction({ allowUnknownOutputs: true })
  for (const coin of coins)
    tx.addInput({
      txid: hex.decode(coin.txid),
      index: coin.vout,
      witnessUtxo: { script: from.script, amount: coin.value },
      ...(from.addressType === 'p2tr' ? { tapInternalKey: pubSchnorr(from.privateKey) } : {}),
    })
  for (const payment of payments) tx.addOutput(payment)
  return tx
}

/** The same spend, signed by `from`'s key and finalized, as raw hex. */
export function signedSpend(
  from: BitcoinSandboxAddress,
  coins: readonly Pick<LedgerOutput, 'txid' | 'vout' | 'value'>[],
  payments: readonly Payment[],
): string {
  const tx = unsignedSpend(from, coins, payments)
  tx.sign(from.privateKey)
  tx.finalize()
  return tx.hex
}
