import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/**
 * The Bitcoin Wallet Standard features (github.com/ExodusMovement/bitcoin-wallet-standard, as
 * Exodus, Phantom and OKX implement them), declared here: the package is not a dependency.
 */
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction'

export type BitcoinAddressPurpose = 'payment' | 'ordinals'
export type BitcoinSigHashFlag = 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY'

export type BitcoinConnectInput = { readonly purposes?: readonly BitcoinAddressPurpose[] }
export type BitcoinSignMessageInput = { readonly account: WalletAccount; readonly message: Uint8Array }
export type BitcoinSignMessageOutput = { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }
export type BitcoinInputToSign = { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: BitcoinSigHashFlag }
export type BitcoinSignTransactionInput = { readonly psbt: Uint8Array; readonly inputsToSign: readonly BitcoinInputToSign[]; readonly chain?: IdentifierString }
export type BitcoinSignAndSendTransactionInput = BitcoinSignTransactionInput & { readonly chain: IdentifierString }

export type SandboxBitcoinWalletFeatures = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input?: BitcoinConnectInput) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (...inputs: readonly BitcoinSignMessageInput[]) => Promise<readonly BitcoinSignMessageOutput[]>
  }
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
  readonly [BitcoinSignAndSendTransaction]: {
    readonly version: '1.0.0'
    readonly signAndSendTransaction: (...inputs: readonly BitcoinSignAndSendTransactionInput[]) => Promise<readonly { readonly txId: string }[]>
  }
}

/** SIGHASH flags by name (BIP-143/BIP-341 values). */
export const SIGHASH_VALUES: Record<BitcoinSigHashFlag, number> = {
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
}
