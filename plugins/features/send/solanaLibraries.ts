import type * as SplToken from '@solana/spl-token'
import type * as SolanaWeb3 from '@solana/web3.js'

/** The optional peers a Solana send builds its transactions with. */
export interface SolanaLibraries {
  readonly web3: typeof SolanaWeb3
  readonly splToken: typeof SplToken
}

/**
 * Loads the optional peers a Solana send needs, as whole modules with `import()`. A static named
 * import would make every host's bundler resolve them, and an EVM-only app (no Solana packages
 * installed) would fail to build: Vite stands in an empty module for a missing optional peer, and
 * a named import from it is a build error. Only a page with a Solana network installs and loads them.
 */
export async function loadSolanaLibraries(): Promise<SolanaLibraries> {
  // @solana/spl-token encodes its instructions with the global `Buffer` that Node has and browsers
  // lack (the Solana wallet-adapter docs ask dapps for the same polyfill): set where missing, before
  // spl-token evaluates.
  const scope = globalThis as { Buffer?: unknown }
  if (scope.Buffer === undefined) {
    // `buffer` is CommonJS: depending on the bundler its exports sit on the namespace or its default.
    const buffer: { Buffer?: unknown; default?: { Buffer?: unknown } } = await import('buffer')
    scope.Buffer = buffer.Buffer ?? buffer.default?.Buffer
  }
  const [web3, splToken] = await Promise.all([import('@solana/web3.js'), import('@solana/spl-token')])
  return { web3, splToken }
}
