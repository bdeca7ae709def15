import type { LedgerBlock, LedgerOutput, LedgerTransaction } from './bitcoinLedgerTypes'

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** Esplora's `status` of a transaction. */
export function toEsploraStatus(block: LedgerBlock | undefined) {
  return block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false }
}

function toEsploraOutput(output: LedgerOutput) {
  return {
    scriptpubkey: hexOf(output.script),
    scriptpubkey_type: output.scriptType,
    ...(output.address ? { scriptpubkey_address: output.address } : {}),
    value: Number(output.value),
  }
}

/** A ledger transaction in the JSON shape Esplora (blockstream.info, mempool.space) answers `/tx/:txid` with. */
export function toEsploraTransaction(tx: LedgerTransaction) {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map(input => ({
      txid: input.txid,
      vout: input.vout,
      prevout: input.prevout ? toEsploraOutput(input.prevout) : null,
      scriptsig: hexOf(input.scriptSig),
      witness: input.witness.map(hexOf),
      is_coinbase: tx.coinbase,
      sequence: input.sequence,
    })),
    vout: tx.outputs.map(toEsploraOutput),
    size: tx.size,
    weight: tx.weight,
    fee: Number(tx.fee),
    status: toEsploraStatus(tx.block),
  }
}

/** An unspent output in the shape of Esplora's `/address/:address/utxo`. */
export function toEsploraUtxo(output: LedgerOutput, block: LedgerBlock | undefined) {
  return { txid: output.txid, vout: output.vout, status: toEsploraStatus(block), value: Number(output.value) }
}
