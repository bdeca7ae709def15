import { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A transaction as AppKit's Solana provider takes one: web3.js's legacy or versioned kind. */
export type AnyTransaction = Transaction | VersionedTransaction

const isVersioned = (transaction: AnyTransaction): transaction is VersionedTransaction => 'version' in transaction

/**
 * The transaction's wire bytes, base64, as the Solana connector's requests carry them (SPEC §3):
 * a legacy transaction unsigned yet, so without its signatures checked.
 */
export function encodeTransaction(transaction: AnyTransaction): string {
  const bytes = isVersioned(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return btoa(Array.from(bytes, byte => String.fromCharCode(byte)).join(''))
}

/** The wallet's signed bytes back as the kind the app handed in, as AppKit's provider returns them. */
export function decodeTransaction<T extends AnyTransaction>(like: T, base64: string): T {
  const bytes = Uint8Array.from(atob(base64), char => char.charCodeAt(0))
  return (isVersioned(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}
