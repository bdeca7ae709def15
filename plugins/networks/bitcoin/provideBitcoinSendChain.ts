import { SendChainUnavailableError, type SendChain, type SendChainContext } from '../../features/send/sendChain'
import { loadBitcoinLibrary, MissingBitcoinLibraryError } from './bitcoinLibraries'
import { bitcoinSendChain } from './bitcoinSendChain'

/**
 * Send's chain code on bip122 (a `SendChainProvider`), loaded by `bitcoinNetworks()` with `import()`
 * on the first Bitcoin send: @scure/btc-signer is an optional peer, reached from this entry only. A
 * missing peer is the integrator's to fix: the console names the package, and the visitor reads that
 * sending on Bitcoin is not available on the site.
 */
export async function provideBitcoinSendChain(context: SendChainContext): Promise<SendChain> {
  const library = await loadBitcoinLibrary().catch((error: unknown) => {
    if (error instanceof MissingBitcoinLibraryError) {
      context.ctx.logger.error(error.shortMessage, error.cause)
      throw new SendChainUnavailableError(undefined, 'bip122')
    }
    throw error
  })
  return bitcoinSendChain(context, library)
}
