import type * as BtcSigner from '@scure/btc-signer'
import { VestibuleError } from 'vestibule/plugin'

/** The optional peer a Bitcoin send builds and decodes its PSBTs with. */
export type BitcoinLibrary = typeof BtcSigner

/** The package a host with a Bitcoin network installs beside vestibule, for Send (and `sendTransfer`) to build transactions. */
const BITCOIN_SEND_PEERS = ['@scure/btc-signer'] as const

/** A Bitcoin send was asked for on a page whose bundle lacks `@scure/btc-signer`: the host did not install it. */
export class MissingBitcoinLibraryError extends VestibuleError {
  override name = 'MissingBitcoinLibraryError'
  constructor(cause: unknown) {
    super(`Sending on Bitcoin needs ${BITCOIN_SEND_PEERS.join(', ')} installed beside vestibule (npm install ${BITCOIN_SEND_PEERS.join(' ')})`, {
      category: 'INVALID_APP_CONFIGURATION',
    })
    this.cause = cause
  }
}

const MISSING_MODULE = /could not resolve|is it installed|cannot find (module|package)|failed to resolve module specifier/i

/**
 * Loads `@scure/btc-signer` as a whole module with `import()`, on the first Bitcoin send: a static
 * named import would make the bundler of a Bitcoin host that only signs messages (no btc-signer
 * installed) fail, and an EVM-only host never reaches this entry at all. A missing package rejects
 * with `MissingBitcoinLibraryError`; any other failure (a chunk that did not download) as it came.
 */
export async function loadBitcoinLibrary(load: () => Promise<BitcoinLibrary> = () => import('@scure/btc-signer')): Promise<BitcoinLibrary> {
  try {
    return await load()
  } catch (error) {
    throw error instanceof Error && MISSING_MODULE.test(error.message) ? new MissingBitcoinLibraryError(error) : error
  }
}
