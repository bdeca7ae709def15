import { featureLookup } from '../walletStandard/featureLookup'

// The Bitcoin Wallet Standard (github.com/ExodusMovement/bitcoin-wallet-standard, as Exodus,
// Phantom and OKX implement it), as far as the connector calls it: declared here, the package is
// not a dependency.

export interface BitcoinWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

export interface BitcoinStandardWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly BitcoinWalletAccount[]
}

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A signed message's format: BIP-322 (simple), or the legacy ECDSA signature (`signmessage`). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

export interface BitcoinFeatures {
  'bitcoin:connect': { connect(input?: { purposes?: readonly BitcoinAddressPurpose[] }): Promise<{ accounts: readonly BitcoinWalletAccount[] }> }
  'bitcoin:signMessage': {
    /**
     * Ours, not the standard's: the message formats a wallet we wrap signs (sats-connect's BIP-322
     * and ECDSA). A standard wallet has none and signs BIP-322, the standard's format.
     */
    readonly protocols?: readonly BitcoinMessageProtocol[]
    signMessage(
      ...inputs: { account: BitcoinWalletAccount; message: Uint8Array; protocol?: BitcoinMessageProtocol }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: { psbt: Uint8Array; inputsToSign: { account: BitcoinWalletAccount; signingIndexes: readonly number[]; sigHash?: string }[]; chain?: string }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  'bitcoin:signAndSendTransaction': {
    signAndSendTransaction(
      ...inputs: { psbt: Uint8Array; inputsToSign: { account: BitcoinWalletAccount; signingIndexes: readonly number[]; sigHash?: string }[]; chain: string }[]
    ): Promise<readonly { txId: string }[]>
  }
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': { on(event: 'change', listener: (properties: { accounts?: readonly BitcoinWalletAccount[] }) => void): () => void }
}

const METHOD_OF: { readonly [K in keyof BitcoinFeatures]: keyof BitcoinFeatures[K] } = {
  'bitcoin:connect': 'connect',
  'bitcoin:signMessage': 'signMessage',
  'bitcoin:signTransaction': 'signTransaction',
  'bitcoin:signAndSendTransaction': 'signAndSendTransaction',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
}

/** The feature `name` of `wallet`, if it has one with the method the connector calls. */
export const featureOf = featureLookup<BitcoinFeatures>(METHOD_OF)

/** A wallet the connector lists: it names a Bitcoin chain and can connect. */
export function isBitcoinWallet(wallet: BitcoinStandardWallet): boolean {
  return wallet.chains.some(chain => chain.startsWith('bitcoin:')) && featureOf(wallet, 'bitcoin:connect') !== undefined
}
