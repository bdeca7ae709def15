import { Script } from '@scure/btc-signer'
import { RawOldTx } from '@scure/btc-signer/script.js'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { bitcoinSandboxAccounts } from './bitcoinSandboxAccounts'
import { BITCOIN_SANDBOX_FUNDING } from './bitcoinSandboxConstants'
import { describeScript } from './bitcoinScripts'
import type { AddressStats, FeeEstimates, LedgerBlock, LedgerOutput, LedgerTransaction } from './bitcoinLedgerTypes'
import { validateBitcoinTransaction } from './validateBitcoinTransaction'

export type CreateBitcoinLedgerParameters = {
  /** Block times come from here (ms); default Date.now. */
  now?: () => number
  /** Default 1 sat/vB, Bitcoin Core's. */
  minRelayFeeRate?: number
}

export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>

/** Blocks a regtest node mines at start (`generatetoaddress 101`) so that the first coinbase is spendable. */
const STARTING_HEIGHT = 101

/** What `/fee-estimates` answers until a test sets other rates: a quiet chain, 1 sat/vB past a few blocks. */
export const DEFAULT_FEE_ESTIMATES: FeeEstimates = { '1': 5, '2': 4, '3': 3, '6': 2, '12': 1.5, '144': 1, '504': 1, '1008': 1 }

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const txidOf = (raw: Uint8Array) => hexOf(sha256x2(raw).reverse())

function toOutput(txid: string, vout: number, script: Uint8Array, value: bigint): LedgerOutput {
  const { type, address } = describeScript(script)
  return { txid, vout, value, script, scriptType: type, ...(address ? { address } : {}) }
}

/**
 * A regtest-like Bitcoin chain in memory: blocks, a mempool and the UTXO set, with the sandbox
 * accounts funded by the coinbase of block 1 (treated as mature, as after `generatetoaddress 101`).
 * `submit` validates a raw transaction (validateBitcoinTransaction) and puts it in the mempool;
 * `mine` puts the whole mempool into the next block. Mined blocks pay no coinbase: nobody needs it.
 *
 * @example
 * const ledger = createBitcoinLedger()
 * const txid = ledger.submit(signedHex) // throws BitcoinLedgerRefusal with Core's reason
 * ledger.mine()
 */
export function createBitcoinLedger(parameters: CreateBitcoinLedgerParameters = {}) {
  const now = parameters.now ?? Date.now
  const blocks: LedgerBlock[] = []
  const transactions = new Map<string, LedgerTransaction>()
  const outputs = new Map<string, LedgerOutput>()
  const mempool: string[] = []
  let feeEstimates: FeeEstimates = { ...DEFAULT_FEE_ESTIMATES }
  const outpoint = (txid: string, vout: number) => `${txid}:${vout}`

  const appendBlock = (txids: string[]): LedgerBlock => {
    const previous = blocks.at(-1)
    const height = previous ? previous.height + 1 : 0
    const previousHash = previous?.hash ?? '00'.repeat(32)
    const time = Math.floor(now() / 1000)
    // Not a real header (there is no proof of work): a unique hash over what the block holds.
    const hash = hexOf(sha256x2(Buffer.from(`${previousHash}/${height}/${time}/${txids.join(',')}`)).reverse())
    const block = { height, hash, previousHash, time, txids }
    blocks.push(block)
    for (const txid of txids) transactions.get(txid)!.block = block
    return block
  }

  const record = (transaction: LedgerTransaction) => {
    transactions.set(transaction.txid, transaction)
    for (const output of transaction.outputs) outputs.set(outpoint(output.txid, output.vout), output)
    transaction.inputs.forEach((input, vin) => {
      if (input.prevout) input.prevout.spentBy = { txid: transaction.txid, vin }
    })
  }

  // Block 0, then block 1 whose coinbase funds every sandbox account, then empty blocks up to 101.
  appendBlock([])
  const funding = bitcoinSandboxAccounts().flatMap(account => [
    ...Array.from({ length: BITCOIN_SANDBOX_FUNDING.paymentCoins }, () => ({
      amount: BITCOIN_SANDBOX_FUNDING.paymentCoinSats,
      script: account.payment.script,
    })),
    { amount: BITCOIN_SANDBOX_FUNDING.ordinalsSats, script: account.ordinals.script },
  ])
  const coinbaseRaw = RawOldTx.encode({
    version: 2,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode([1, 'OP_0']), sequence: 0xffffffff }],
    outputs: funding,
    lockTime: 0,
  })
  const coinbaseId = txidOf(coinbaseRaw)
  record({
    txid: coinbaseId,
    hex: hexOf(coinbaseRaw),
    version: 2,
    locktime: 0,
    coinbase: true,
    inputs: [{ txid: '00'.repeat(32), vout: 0xffffffff, sequence: 0xffffffff, scriptSig: Script.encode([1, 'OP_0']), witness: [] }],
    outputs: funding.map(({ amount, script }, vout) => toOutput(coinbaseId, vout, script, amount)),
    size: coinbaseRaw.length,
    weight: coinbaseRaw.length * 4,
    vsize: coinbaseRaw.length,
    fee: 0n,
  })
  appendBlock([coinbaseId])
  while (blocks.length <= STARTING_HEIGHT) appendBlock([])

  const statusOf = (txid: string) => {
    const transaction = transactions.get(txid)
    return transaction ? (transaction.block ? 'mined' : 'mempool') : undefined
  }

  /** Outputs paying `address` (spent or not) and inputs spending from it, for the address routes. */
  const touching = (address: string) =>
    [...transactions.values()].filter(tx => tx.outputs.some(o => o.address === address) || tx.inputs.some(i => i.prevout?.address === address))

  const stats = (address: string, mined: boolean): AddressStats => {
    const selected = touching(address).filter(tx => (tx.block !== undefined) === mined)
    const funded = selected.flatMap(tx => tx.outputs.filter(o => o.address === address))
    const spent = selected.flatMap(tx => tx.inputs.filter(i => i.prevout?.address === address).map(i => i.prevout!))
    return {
      funded_txo_count: funded.length,
      funded_txo_sum: Number(funded.reduce((sum, o) => sum + o.value, 0n)),
      spent_txo_count: spent.length,
      spent_txo_sum: Number(spent.reduce((sum, o) => sum + o.value, 0n)),
      tx_count: selected.length,
    }
  }

  return {
    tipHeight: () => blocks.at(-1)!.height,
    tip: () => blocks.at(-1)!,
    block: (hashOrHeight: string | number) => blocks.find(block => block.hash === hashOrHeight || block.height === hashOrHeight),

    /** Validates and accepts a raw transaction into the mempool; returns its txid. Throws BitcoinLedgerRefusal. */
    submit(hex: string): string {
      const { tx, spent, fee } = validateBitcoinTransaction({
        hex: hex.trim(),
        outputOf: (txid, vout) => outputs.get(outpoint(txid, vout)),
        statusOf,
        ...(parameters.minRelayFeeRate === undefined ? {} : { minRelayFeeRate: parameters.minRelayFeeRate }),
      })
      const txid = tx.id
      const raw = tx.toBytes(true, true)
      record({
        txid,
        hex: hexOf(raw),
        version: tx.version,
        locktime: tx.lockTime,
        coinbase: false,
        inputs: spent.map((prevout, index) => {
          const input = tx.getInput(index)
          return {
            prevout,
            txid: prevout.txid,
            vout: prevout.vout,
            sequence: input.sequence ?? 0xffffffff,
            scriptSig: input.finalScriptSig ?? new Uint8Array(),
            witness: input.finalScriptWitness ?? [],
          }
        }),
        outputs: Array.from({ length: tx.outputsLength }, (_, vout) => toOutput(txid, vout, tx.getOutput(vout).script!, tx.getOutput(vout).amount!)),
        size: raw.length,
        weight: tx.weight,
        vsize: tx.vsize,
        fee,
      })
      mempool.push(txid)
      return txid
    },

    /** Mines the next block with every mempool transaction, in arrival order (parents before children). */
    mine(): LedgerBlock {
      return appendBlock(mempool.splice(0))
    },

    mempool: (): readonly string[] => [...mempool],
    transaction: (txid: string) => transactions.get(txid),

    /** Unspent outputs paying `address`, mined and in the mempool (Esplora lists both), oldest first. */
    utxosOf(address: string): LedgerOutput[] {
      return [...outputs.values()].filter(output => output.address === address && !output.spentBy)
    },

    /** Esplora's chain_stats and mempool_stats. */
    statsOf: (address: string) => ({ chain_stats: stats(address, true), mempool_stats: stats(address, false) }),

    /** Transactions paying or spending `address`: mempool first, then mined, newest first (Esplora's order). */
    transactionsOf(address: string): LedgerTransaction[] {
      const list = touching(address)
      const pending = list.filter(tx => !tx.block).reverse()
      const mined = list.filter(tx => tx.block).sort((a, b) => b.block!.height - a.block!.height)
      return [...pending, ...mined]
    },

    /** Confirmed plus mempool balance in sats. */
    balanceOf(address: string): bigint {
      return this.utxosOf(address).reduce((sum, output) => sum + output.value, 0n)
    },

    feeEstimates: (): FeeEstimates => ({ ...feeEstimates }),
    setFeeEstimates(next: FeeEstimates): void {
      feeEstimates = { ...next }
    },
  }
}
