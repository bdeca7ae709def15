import { featureLookup } from '../walletStandard/featureLookup'

/**
 * The parts of a Wallet Standard wallet (github.com/wallet-standard) the Solana connector uses,
 * written structurally so the library's types do not depend on the standard's packages: a wallet
 * is checked feature by feature at run time (`hasFeature`) before it is called.
 */
export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array | readonly number[]
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

export interface StandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

export interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardWalletAccount[] }>
}
export interface DisconnectFeature {
  disconnect(): Promise<void>
}
export interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly StandardWalletAccount[] }) => void): () => void
}
export interface SignMessageFeature {
  signMessage(...inputs: { account: StandardWalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]>
}
export interface SignTransactionFeature {
  signTransaction(
    ...inputs: { account: StandardWalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
export interface SignAndSendTransactionFeature {
  signAndSendTransaction(
    ...inputs: {
      account: StandardWalletAccount
      transaction: Uint8Array
      chain: string
      options?: { skipPreflight?: boolean; preflightCommitment?: 'processed' | 'confirmed' | 'finalized'; maxRetries?: number; minContextSlot?: number }
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

export interface SolanaFeatures {
  'standard:connect': ConnectFeature
  'standard:disconnect': DisconnectFeature
  'standard:events': EventsFeature
  'solana:signMessage': SignMessageFeature
  'solana:signTransaction': SignTransactionFeature
  'solana:signAndSendTransaction': SignAndSendTransactionFeature
}

/** The method the connector calls on each feature. */
const METHOD_OF: { readonly [K in keyof SolanaFeatures]: keyof SolanaFeatures[K] } = {
  'standard:connect': 'connect',
  'standard:disconnect': 'disconnect',
  'standard:events': 'on',
  'solana:signMessage': 'signMessage',
  'solana:signTransaction': 'signTransaction',
  'solana:signAndSendTransaction': 'signAndSendTransaction',
}

/** The feature `name` of `wallet`, if it has one with the method the connector calls. */
export const featureOf = featureLookup<SolanaFeatures>(METHOD_OF)

/** A wallet the connector lists: it signs on a Solana chain and can connect. */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return wallet.chains.some(chain => chain.startsWith('solana:')) && featureOf(wallet, 'standard:connect') !== undefined
}
