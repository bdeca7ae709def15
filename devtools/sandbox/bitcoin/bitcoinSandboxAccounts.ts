import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { BITCOIN_REGTEST_NETWORK, BITCOIN_SANDBOX_ACCOUNT_COUNT, BITCOIN_SANDBOX_SEED } from './bitcoinSandboxConstants'

/** What an address is for, in the words sats-connect and the Wallet Standard's `bitcoin:connect` use. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export type BitcoinSandboxAddress = {
  purpose: BitcoinAddressPurpose
  /** `p2wpkh` for payment, `p2tr` (key path, BIP-86 style: no script tree) for ordinals. */
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Hex: the compressed key (33 bytes) for p2wpkh, the x-only internal key (32 bytes) for p2tr, as Xverse reports them. */
  publicKey: string
  /** The output script the address pays to. */
  script: Uint8Array
  privateKey: Uint8Array
}

export type BitcoinSandboxAccount = { index: number; payment: BitcoinSandboxAddress; ordinals: BitcoinSandboxAddress }

const toHex = (bytes: Uint8Array) => Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('')

/**
 * The 32-byte secret of sandbox account `index` for `purpose`: sha256 of a fixed, public text (the
 * test seed, the purpose, the index), so the ledger and the wallet derive the same keys without
 * sharing a file. A secp256k1 secret from sha256 is out of range with negligible probability.
 */
export function bitcoinSandboxSecret(index: number, purpose: BitcoinAddressPurpose): Uint8Array {
  return sha256(new TextEncoder().encode(`${BITCOIN_SANDBOX_SEED}/bitcoin/${purpose}/${index}`))
}

/**
 * Sandbox account `index`: a P2WPKH payment address and a P2TR ordinals address on regtest.
 *
 * @example
 * bitcoinSandboxAccount(0).payment.address // 'bcrt1q…'
 */
export function bitcoinSandboxAccount(index: number): BitcoinSandboxAccount {
  if (!Number.isInteger(index) || index < 0 || index >= BITCOIN_SANDBOX_ACCOUNT_COUNT)
    throw new RangeError(`account index must be 0 to ${BITCOIN_SANDBOX_ACCOUNT_COUNT - 1}`)
  const paymentKey = bitcoinSandboxSecret(index, 'payment')
  const paymentPublic = pubECDSA(paymentKey)
  const payment = p2wpkh(paymentPublic, BITCOIN_REGTEST_NETWORK)
  const ordinalsKey = bitcoinSandboxSecret(index, 'ordinals')
  const ordinalsPublic = pubSchnorr(ordinalsKey)
  const ordinals = p2tr(ordinalsPublic, undefined, BITCOIN_REGTEST_NETWORK)
  return {
    index,
    payment: {
      purpose: 'payment',
      addressType: 'p2wpkh',
      address: payment.address!,
      publicKey: toHex(paymentPublic),
      script: payment.script,
      privateKey: paymentKey,
    },
    ordinals: {
      purpose: 'ordinals',
      addressType: 'p2tr',
      address: ordinals.address!,
      publicKey: toHex(ordinalsPublic),
      script: ordinals.script,
      privateKey: ordinalsKey,
    },
  }
}

/** Every funded sandbox account. */
export function bitcoinSandboxAccounts(): BitcoinSandboxAccount[] {
  return Array.from({ length: BITCOIN_SANDBOX_ACCOUNT_COUNT }, (_, index) => bitcoinSandboxAccount(index))
}
