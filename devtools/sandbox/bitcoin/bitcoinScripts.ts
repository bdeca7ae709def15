import { Address, OutScript } from '@scure/btc-signer'
import { BITCOIN_DUST_RELAY_FEE_RATE, BITCOIN_REGTEST_NETWORK } from './bitcoinSandboxConstants'

/** Esplora's names for output script types. */
export type EsploraScriptType = 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'nonstandard'

const ESPLORA_TYPES: Record<string, EsploraScriptType> = { pkh: 'p2pkh', sh: 'p2sh', wpkh: 'v0_p2wpkh', wsh: 'v0_p2wsh', tr: 'v1_p2tr' }

const OP_RETURN = 0x6a

/** Bitcoin Core's `-datacarriersize`: an OP_RETURN output script of at most 83 bytes is standard. */
const MAX_OP_RETURN_SCRIPT = 83

/** An output script's type and, for the standard payable types, its regtest address. */
export function describeScript(script: Uint8Array): { type: EsploraScriptType; address?: string } {
  if (script[0] === OP_RETURN) return { type: script.length <= MAX_OP_RETURN_SCRIPT ? 'op_return' : 'nonstandard' }
  try {
    const decoded = OutScript.decode(script)
    const type = ESPLORA_TYPES[decoded.type]
    if (!type) return { type: 'nonstandard' }
    return { type, address: Address(BITCOIN_REGTEST_NETWORK).encode(decoded) }
  } catch {
    return { type: 'nonstandard' }
  }
}

/** The output script a regtest address pays to; undefined for anything that is not one. */
export function scriptOfAddress(address: string): Uint8Array | undefined {
  try {
    return OutScript.encode(Address(BITCOIN_REGTEST_NETWORK).decode(address))
  } catch {
    return undefined
  }
}

const compactSizeLength = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/**
 * Bitcoin Core's `GetDustThreshold` at the default dust relay fee (3 sat/vB): an output is dust when
 * spending it would cost more than it holds. The cost is the output's size plus the size of the input
 * that spends it (148 bytes, or 67 vbytes for a witness program). P2PKH 546, P2SH 540, P2WPKH 294,
 * P2WSH and P2TR 330 sats.
 */
export function dustThreshold(script: Uint8Array): bigint {
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const isWitnessProgram =
    script.length >= 4 && script.length <= 42 && (script[0] === 0x00 || (script[0]! >= 0x51 && script[0]! <= 0x60)) && script[1] === script.length - 2
  const spendSize = isWitnessProgram ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt((outputSize + spendSize) * BITCOIN_DUST_RELAY_FEE_RATE)
}
