import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { RawOldTx } from '@scure/btc-signer/script.js'
import { concatBytes, equalBytes, hash160, pubSchnorr, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { scriptOfAddress } from './bitcoinScripts'
import { verifyInputSignature } from './verifyInputSignature'

/**
 * Bitcoin message signatures, the two kinds wallets produce (sats-connect `signMessage` protocol
 * `BIP322` or `ECDSA`): BIP-322 "simple" (a witness over a virtual transaction, for P2WPKH and
 * P2TR) and the legacy "Bitcoin Signed Message" compact ECDSA signature (BIP-137 headers). Both
 * signing and verifying use @scure/btc-signer's transaction code and @noble/curves; browser-safe.
 */

const toBytes = (message: string | Uint8Array) => (typeof message === 'string' ? new TextEncoder().encode(message) : message)
const hexOf = (bytes: Uint8Array) => Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('')

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message`. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  return tagSchnorr('BIP0322-signed-message', toBytes(message))
}

/** BIP-322's `to_spend` virtual transaction id for `script` and `message`. */
function toSpendTxid(script: Uint8Array, message: string | Uint8Array): string {
  const raw = RawOldTx.encode({
    version: 0,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    lockTime: 0,
  })
  return hexOf(sha256x2(raw).reverse())
}

/** BIP-322's `to_sign` virtual transaction, unsigned: it spends `to_spend` and pays nothing (OP_RETURN). */
function toSign(script: Uint8Array, message: string | Uint8Array, extra: { tapInternalKey?: Uint8Array; finalScriptWitness?: Uint8Array[] } = {}): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  // The output first: a signed input freezes the outputs.
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  tx.addInput({ txid: toSpendTxid(script, message), index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...extra })
  return tx
}

/**
 * Signs `message` for `address` (P2WPKH or P2TR key path) with BIP-322's simple form: the base64
 * of the `to_sign` witness.
 *
 * @example
 * signBip322(account.payment.address, 'Hello World', account.payment.privateKey) // 'AkcwRAIg…'
 */
export function signBip322(address: string, message: string | Uint8Array, privateKey: Uint8Array): string {
  const script = scriptOfAddress(address)
  if (!script) throw new Error(`not a regtest address: ${address}`)
  const type = OutScript.decode(script).type
  if (type !== 'wpkh' && type !== 'tr') throw new Error(`BIP-322 simple signing covers P2WPKH and P2TR addresses, not ${type}`)
  const tx = toSign(script, message, type === 'tr' ? { tapInternalKey: pubSchnorr(privateKey) } : {})
  tx.signIdx(privateKey, 0)
  tx.finalizeIdx(0)
  return base64.encode(RawWitness.encode(tx.getInput(0).finalScriptWitness!))
}

/**
 * Verifies a BIP-322 simple signature: the witness must spend `to_spend` for `address` with a valid
 * signature over SIGHASH_ALL (or Taproot's default). Returns why it fails, or undefined when valid.
 */
export function verifyBip322(
  address: string,
  message: string | Uint8Array,
  signature: string,
  scriptOf: (address: string) => Uint8Array | undefined = scriptOfAddress,
): string | undefined {
  const script = scriptOf(address)
  if (!script) return `not an address of this chain: ${address}`
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(base64.decode(signature))
  } catch {
    return 'the signature is not a base64 BIP-322 witness'
  }
  const last = witness[0]
  const hashType = last && last.length !== 64 ? last[last.length - 1] : 0x00
  if (hashType !== 0x01 && hashType !== 0x00) return 'BIP-322 simple signatures sign with SIGHASH_ALL'
  const tx = toSign(script, message, { finalScriptWitness: witness })
  return verifyInputSignature(tx, 0, [{ script, value: 0n }])
}

/** The legacy message digest: double SHA-256 of the "Bitcoin Signed Message:\n" prefix and the message, each length-prefixed. */
export function legacyMessageHash(message: string | Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  const bytes = toBytes(message)
  return sha256x2(concatBytes(prefix, compactSize(bytes.length), bytes))
}

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/** BIP-137 header bases: compressed P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39 (plus the recovery id). */
const HEADER_BASE = { pkh: 31, 'sh-wpkh': 35, wpkh: 39 } as const

/**
 * Signs `message` the legacy way (ECDSA over the "Bitcoin Signed Message" digest, 65-byte compact
 * recoverable signature with a BIP-137 header, base64), for a P2WPKH address, as wallets do for
 * sats-connect's `protocol: 'ECDSA'`.
 */
export function signLegacyMessage(address: string, message: string | Uint8Array, privateKey: Uint8Array): string {
  const script = scriptOfAddress(address)
  if (!script || OutScript.decode(script).type !== 'wpkh')
    throw new Error('ECDSA message signing is for P2WPKH (payment) addresses; sign a P2TR address with BIP-322')
  const signature = secp256k1.sign(legacyMessageHash(message), privateKey, { prehash: false, lowS: true })
  return base64.encode(concatBytes(Uint8Array.of(HEADER_BASE.wpkh + signature.recovery), signature.toCompactRawBytes()))
}

/** Verifies a legacy signature: the key it recovers must be the one `address` (P2PKH or P2WPKH) pays to. Returns why it fails, or undefined. */
export function verifyLegacyMessage(
  address: string,
  message: string | Uint8Array,
  signature: string,
  scriptOf: (address: string) => Uint8Array | undefined = scriptOfAddress,
): string | undefined {
  const script = scriptOf(address)
  if (!script) return `not an address of this chain: ${address}`
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signature)
  } catch {
    return 'the signature is not base64'
  }
  if (bytes.length !== 65) return `a compact signature is 65 bytes, got ${bytes.length}`
  const header = bytes[0]!
  if (header < 27 || header > 42) return `header byte ${header} is not a BIP-137 header`
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    const recovered = secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(recovery).recoverPublicKey(legacyMessageHash(message))
    publicKey = recovered.toRawBytes(compressed)
  } catch {
    return 'no public key recovers from the signature'
  }
  const decoded = OutScript.decode(script)
  if ((decoded.type === 'wpkh' || decoded.type === 'pkh') && equalBytes(hash160(publicKey), decoded.hash)) return undefined
  return 'the signature was made by another key than the address pays to'
}
