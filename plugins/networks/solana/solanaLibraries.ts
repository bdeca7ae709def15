import type * as SplToken from '@solana/spl-token'
import type * as SolanaWeb3 from '@solana/web3.js'
import { VestibuleError } from 'vestibule/plugin'

/** The optional peers a Solana send builds its transactions with. */
export interface SolanaLibraries {
  readonly web3: typeof SolanaWeb3
  readonly splToken: typeof SplToken
}

/** The packages a host with a Solana network installs beside vestibule, for Send to build transactions. */
const SOLANA_SEND_PEERS = ['@solana/web3.js', '@solana/spl-token', 'buffer'] as const

/**
 * A Solana send was asked for on a page whose bundle lacks a peer it needs: the host did not
 * install it. Vite puts a module that throws "Could not resolve … Is it installed?" in place of a
 * missing optional peer; a page loading unbundled modules gets "Failed to resolve module specifier".
 */
export class MissingSolanaLibrariesError extends VestibuleError {
  override name = 'MissingSolanaLibrariesError'
  constructor(cause: unknown) {
    super(`Sending on Solana needs ${SOLANA_SEND_PEERS.join(', ')} installed beside vestibule (npm install ${SOLANA_SEND_PEERS.join(' ')})`, {
      category: 'INVALID_APP_CONFIGURATION',
    })
    // Kept beside the message, not in it: the console line says what to install, the bundler's words follow it.
    this.cause = cause
  }
}

const MISSING_MODULE = /could not resolve|is it installed|cannot find (module|package)|failed to resolve module specifier/i

/** How each peer is loaded: `import()` in the page, replaced in a unit test. */
export interface SolanaLoaders {
  readonly buffer: () => Promise<{ Buffer?: unknown; default?: { Buffer?: unknown } }>
  readonly web3: () => Promise<typeof SolanaWeb3>
  readonly splToken: () => Promise<typeof SplToken>
}

const IMPORTS: SolanaLoaders = {
  buffer: () => import('buffer'),
  web3: () => import('@solana/web3.js'),
  splToken: () => import('@solana/spl-token'),
}

/**
 * Loads the optional peers a Solana send needs, as whole modules with `import()`. A static named
 * import would make every host's bundler resolve them, and an EVM-only app (no Solana packages
 * installed) would fail to build: Vite stands in an empty module for a missing optional peer, and
 * a named import from it is a build error. Only a page with a Solana network installs and loads them.
 * A missing peer rejects with `MissingSolanaLibrariesError`; any other failure (a chunk that did
 * not download) rejects as it came.
 */
export async function loadSolanaLibraries(load: SolanaLoaders = IMPORTS): Promise<SolanaLibraries> {
  try {
    // @solana/spl-token encodes its instructions with the global `Buffer` that Node has and browsers
    // lack (the Solana wallet-adapter docs ask dapps for the same polyfill): set where missing, before
    // spl-token evaluates.
    const scope = globalThis as { Buffer?: unknown }
    if (scope.Buffer === undefined) {
      // `buffer` is CommonJS: depending on the bundler its exports sit on the namespace or its default.
      const buffer = await load.buffer()
      scope.Buffer = buffer.Buffer ?? buffer.default?.Buffer
    }
    const [web3, splToken] = await Promise.all([load.web3(), load.splToken()])
    return { web3, splToken }
  } catch (error) {
    throw error instanceof Error && MISSING_MODULE.test(error.message) ? new MissingSolanaLibrariesError(error) : error
  }
}
