import { SendChainUnavailableError, type SendChain, type SendChainContext } from '../../features/send/sendChain'
import { loadSolanaLibraries, MissingSolanaLibrariesError } from './solanaLibraries'
import { solanaSendChain } from './solanaSendChain'

/**
 * Send's chain code on solana (a `SendChainProvider`), loaded by `solanaNetworks()` with `import()`
 * on the first Solana send: web3.js and spl-token are optional peers, reached from this entry only.
 * A missing peer is the integrator's to fix: the console names the packages, and the visitor reads
 * that sending on Solana is not available on the site.
 */
export async function provideSolanaSendChain(context: SendChainContext): Promise<SendChain> {
  const libraries = await loadSolanaLibraries().catch((error: unknown) => {
    if (error instanceof MissingSolanaLibrariesError) {
      context.ctx.logger.error(error.shortMessage, error.cause)
      throw new SendChainUnavailableError()
    }
    throw error
  })
  return solanaSendChain(context, libraries)
}
