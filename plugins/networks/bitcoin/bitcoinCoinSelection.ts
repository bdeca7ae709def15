import { VestibuleError } from 'vestibule/plugin'
import { dustLimitOf, feeAt, transferVsize } from './bitcoinTransactionSize'

/** An unspent output of the sender's payment address, as Esplora's `/address/:a/utxo` lists it. */
export interface SpendableCoin {
  readonly txid: string
  readonly vout: number
  /** Sats. */
  readonly value: bigint
  readonly confirmed: boolean
}

export interface CoinSelection {
  readonly inputs: readonly SpendableCoin[]
  /** Sats back to the sender's own address; 0n when the rest is too small to be an output (dust) and goes to the fee. */
  readonly change: bigint
  /** Sats: inputs minus the amount and the change. */
  readonly fee: bigint
  /** The signed transaction's virtual size, an upper bound. */
  readonly vsize: number
}

export interface SelectCoinsParameters {
  readonly coins: readonly SpendableCoin[]
  /** Sats to the receiver. */
  readonly value: bigint
  /** sat/vB. */
  readonly feeRate: number
  readonly receiverScript: Uint8Array
  /** The sender's own payment script: where the change goes. */
  readonly changeScript: Uint8Array
}

/** The coins cannot pay the amount and the fee. `available` is what they hold, `needed` what one more coin would have had to make up. */
export class InsufficientCoinsError extends VestibuleError {
  override name = 'InsufficientCoinsError'
  constructor(
    readonly available: bigint,
    readonly needed: bigint,
  ) {
    super(`The coins hold ${available} sats; the amount and the fee need ${needed}`)
  }
}

/** Confirmed coins first (a chain of unconfirmed ones can be stuck), then the largest, then by outpoint, so the choice is the same at the preview and at the send. */
function order(a: SpendableCoin, b: SpendableCoin): number {
  if (a.confirmed !== b.confirmed) return a.confirmed ? -1 : 1
  if (a.value !== b.value) return a.value > b.value ? -1 : 1
  return a.txid === b.txid ? a.vout - b.vout : a.txid < b.txid ? -1 : 1
}

/**
 * Picks the coins a send spends: largest first (confirmed before unconfirmed) until they pay the
 * amount and the fee at `feeRate` for the transaction they make. The change goes back to the
 * sender's address when it is above its dust limit; below it, it is left to the fee (a node would
 * refuse the output), so a send never makes dust. Deterministic: the preview's fee is the send's.
 *
 * @example
 * selectCoins({ coins, value: 10_000_000n, feeRate: 5, receiverScript, changeScript })
 * // { inputs: [1 BTC coin], change: 89_999_295n, fee: 705n, vsize: 141 }
 */
export function selectCoins({ coins, value, feeRate, receiverScript, changeScript }: SelectCoinsParameters): CoinSelection {
  const sorted = [...coins].sort(order)
  const inputs: SpendableCoin[] = []
  let sum = 0n
  let needed = value
  for (const coin of sorted) {
    inputs.push(coin)
    sum += coin.value
    const vsizeWithChange = transferVsize(inputs.length, [receiverScript.length, changeScript.length])
    const feeWithChange = feeAt(vsizeWithChange, feeRate)
    const change = sum - value - feeWithChange
    if (change >= dustLimitOf(changeScript)) return { inputs, change, fee: feeWithChange, vsize: vsizeWithChange }
    const vsize = transferVsize(inputs.length, [receiverScript.length])
    const fee = feeAt(vsize, feeRate)
    if (sum >= value + fee) return { inputs, change: 0n, fee: sum - value, vsize }
    needed = value + fee
  }
  throw new InsufficientCoinsError(sum, needed)
}
