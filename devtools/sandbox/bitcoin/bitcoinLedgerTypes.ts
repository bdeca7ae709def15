import type { EsploraScriptType } from './bitcoinScripts'

/** A transaction output the ledger created, spent or not. */
export type LedgerOutput = {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  scriptType: EsploraScriptType
  address?: string
  /** The transaction (mempool or mined) that spends it. */
  spentBy?: { txid: string; vin: number }
}

export type LedgerInput = {
  /** Undefined for the coinbase. */
  prevout?: LedgerOutput
  txid: string
  vout: number
  sequence: number
  scriptSig: Uint8Array
  witness: Uint8Array[]
}

export type LedgerBlock = { height: number; hash: string; previousHash: string; time: number; txids: string[] }

export type LedgerTransaction = {
  txid: string
  hex: string
  version: number
  locktime: number
  coinbase: boolean
  inputs: LedgerInput[]
  outputs: LedgerOutput[]
  size: number
  weight: number
  vsize: number
  fee: bigint
  /** Set once mined. */
  block?: LedgerBlock
}

/** Esplora's `chain_stats` / `mempool_stats` of an address. */
export type AddressStats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number }

/** Confirmation targets (blocks) to fee rates (sat/vB), as Esplora's `/fee-estimates` answers. */
export type FeeEstimates = Record<string, number>
