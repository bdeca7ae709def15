import { hex } from '@scure/base'
import type { Transaction } from '@scure/btc-signer'
import { selectUTXO } from '@scure/btc-signer/utxo.js'
import type { BitcoinSandboxAddress } from '../bitcoin/bitcoinSandboxAccounts'
import { BITCOIN_REGTEST_NETWORK } from '../bitcoin/bitcoinSandboxConstants'
import type { EsploraUtxo } from './esploraClient'

export type TransferRecipient = { address: string; amount: bigint }

export type BuildTransferParameters = {
  from: BitcoinSandboxAddress
  recipients: readonly TransferRecipient[]
  utxos: readonly EsploraUtxo[]
  /** sat/vB. */
  feeRate: number
}

/**
 * Builds the transaction a `sendTransfer` pays with: coins of the payment (P2WPKH) address chosen
 * by @scure/btc-signer's selection at the chain's fee rate, change back to the same address.
 * Unsigned: the wallet signs once the user approved what it shows.
 */
export function buildTransfer({ from, recipients, utxos, feeRate }: BuildTransferParameters): { tx: Transaction; fee: bigint } {
  const inputs = utxos.map(utxo => ({ txid: hex.decode(utxo.txid), index: utxo.vout, witnessUtxo: { script: from.script, amount: BigInt(utxo.value) } }))
  const selected = selectUTXO(
    inputs,
    recipients.map(({ address, amount }) => ({ address, amount })),
    'default',
    { feePerByte: BigInt(feeRate), changeAddress: from.address, network: BITCOIN_REGTEST_NETWORK, createTx: true, bip69: false },
  )
  if (!selected?.tx || selected.fee === undefined) throw new Error('Insufficient funds: the payment address cannot cover the amount and the fee')
  return { tx: selected.tx as Transaction, fee: selected.fee }
}
