import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, type Transaction } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'

/** The output an input spends, as the ledger holds it. */
export type SpentOutput = { script: Uint8Array; value: bigint }

/** SIGHASH_ALL, NONE, SINGLE, each optionally with ANYONECANPAY (BIP-143, BIP-341). */
const ECDSA_SIGHASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const SCHNORR_SIGHASH_TYPES = new Set([0x00, ...ECDSA_SIGHASH_TYPES])

/**
 * Checks input `index` of `tx` against the output it spends and returns why it fails, or undefined
 * when the signature is valid. The sandbox has no script interpreter: it verifies the two spends its
 * wallets make, P2WPKH (BIP-143 ECDSA, low-S as Core's policy requires) and P2TR key path (BIP-341
 * Schnorr), with the signature hashes @scure/btc-signer computes; any other spend is refused.
 */
export function verifyInputSignature(tx: Transaction, index: number, spent: readonly SpentOutput[]): string | undefined {
  const input = tx.getInput(index)
  const prevout = spent[index]!
  const witness = input.finalScriptWitness ?? []
  const decoded = decodeScript(prevout.script)
  if (!decoded) return 'spends a non-standard output, which the sandbox ledger cannot verify'
  if (input.finalScriptSig && input.finalScriptSig.length > 0) return 'a native SegWit spend must have an empty scriptSig'
  try {
    if (decoded.type === 'wpkh') {
      if (witness.length !== 2) return `a P2WPKH spend needs a witness of [signature, public key], got ${witness.length} item(s)`
      const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
      if (publicKey.length !== 33) return 'the witness public key is not a compressed key'
      if (!equalBytes(hash160(publicKey), decoded.hash)) return "the witness public key does not hash to the spent output's program"
      const hashType = signature[signature.length - 1]!
      if (!ECDSA_SIGHASH_TYPES.has(hashType)) return `sighash type ${hashType} is not standard`
      const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
      const digest = tx.preimageWitnessV0(index, scriptCode, hashType, prevout.value)
      const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1))
      if (parsed.hasHighS()) return 'the signature has a high S value (non-canonical, BIP-146)'
      return secp256k1.verify(parsed, digest, publicKey, { prehash: false, lowS: true }) ? undefined : 'the ECDSA signature does not verify'
    }
    if (decoded.type === 'tr') {
      if (witness.length !== 1) return `only key-path Taproot spends are verified (a witness of one signature), got ${witness.length} item(s)`
      const signature = witness[0]!
      if (signature.length !== 64 && signature.length !== 65) return `a Schnorr signature is 64 or 65 bytes, got ${signature.length}`
      const hashType = signature.length === 65 ? signature[64]! : 0
      if (signature.length === 65 && hashType === 0) return 'a 65-byte Schnorr signature must not carry sighash type 0'
      if (!SCHNORR_SIGHASH_TYPES.has(hashType)) return `sighash type ${hashType} is not valid`
      const digest = tx.preimageWitnessV1(
        index,
        spent.map(output => output.script),
        hashType,
        spent.map(output => output.value),
      )
      return schnorr.verify(signature.subarray(0, 64), digest, decoded.pubkey) ? undefined : 'the Schnorr signature does not verify'
    }
  } catch (error) {
    return `the signature cannot be checked: ${error instanceof Error ? error.message : String(error)}`
  }
  return `spends a ${decoded.type} output; the sandbox ledger verifies P2WPKH and P2TR key-path spends only`
}

function decodeScript(script: Uint8Array) {
  try {
    return OutScript.decode(script)
  } catch {
    return undefined
  }
}
