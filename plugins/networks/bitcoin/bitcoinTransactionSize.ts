/**
 * Sizes of the transactions a Bitcoin send builds (BIP-141 weight, vbytes), computed before anything
 * is signed: the fee is the rate times the size. No library: the coin selection and its unit tests
 * run on plain numbers.
 */

/** Bitcoin Core's `-dustrelayfee` default (3,000 sat/kvB): the rate each output type's dust limit follows from. */
const DUST_RELAY_FEE_RATE = 3

/** An input spending a P2WPKH output: outpoint 36, empty scriptSig 1, sequence 4 (non-witness bytes). */
const P2WPKH_INPUT_BYTES = 41
/**
 * Its witness: item count 1, signature push 1 + 72 (a low-S DER signature is at most 71 bytes, plus the
 * sighash byte), key push 1 + 33. An upper bound: the fee paid per vbyte is never below the rate.
 */
const P2WPKH_WITNESS_BYTES = 108

const compactSizeLength = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/** An output's bytes: amount 8, script length, script. */
const outputBytes = (scriptLength: number) => 8 + compactSizeLength(scriptLength) + scriptLength

/**
 * The virtual size of a transaction spending `inputCount` P2WPKH outputs to outputs whose scripts are
 * `outputScriptLengths` long, signed: version 4, counts, inputs, outputs, locktime 4 at four weight
 * units a byte; the segwit marker and flag and the witnesses at one.
 *
 * @example
 * transferVsize(1, [22, 22]) // 141: one P2WPKH input paying a P2WPKH receiver and P2WPKH change
 */
export function transferVsize(inputCount: number, outputScriptLengths: readonly number[]): number {
  const base =
    4 +
    compactSizeLength(inputCount) +
    inputCount * P2WPKH_INPUT_BYTES +
    compactSizeLength(outputScriptLengths.length) +
    outputScriptLengths.reduce((sum, length) => sum + outputBytes(length), 0) +
    4
  const witness = 2 + inputCount * P2WPKH_WITNESS_BYTES
  return Math.ceil((base * 4 + witness) / 4)
}

/** The fee of `vsize` vbytes at `feeRate` sat/vB, rounded up to a whole sat (what a node compares with). */
export function feeAt(vsize: number, feeRate: number): bigint {
  return BigInt(Math.ceil(vsize * feeRate))
}

/** A witness program (segwit v0 to v16): `OP_n <2 to 40 bytes>`. */
function isWitnessProgram(script: Uint8Array): boolean {
  return script.length >= 4 && script.length <= 42 && (script[0] === 0x00 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2
}

/**
 * Bitcoin Core's `GetDustThreshold` at the default dust relay fee: an output is dust, and refused by
 * every node's policy, when spending it would cost more than it holds. P2PKH 546, P2SH 540, P2WPKH
 * 294, P2WSH and P2TR 330 sats.
 *
 * @example
 * dustLimitOf(p2wpkhScript) // 294n
 */
export function dustLimitOf(script: Uint8Array): bigint {
  const spendBytes = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt((outputBytes(script.length) + spendBytes) * DUST_RELAY_FEE_RATE)
}
