import { build } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sizeOf } from '../../../scripts/bundle.mjs'
import type { BuiltFile } from '../../../scripts/buildPage.mjs'

const WALLET_ENTRY = fileURLToPath(new URL('../wallet/installSandboxWallet.ts', import.meta.url))

export type BuildSandboxWalletParameters = { outfile: string; minify?: boolean }

/**
 * Bundles the sandbox wallet's browser entry into one classic script (IIFE), so
 * a page can load it with a plain `<script>` before the app and the wallet is
 * announced before any dapp code runs.
 *
 * @example
 * await buildSandboxWallet({ outfile: '.cache/sandbox/wallet/sandbox-wallet.js' })
 */
export async function buildSandboxWallet({ outfile, minify = false }: BuildSandboxWalletParameters): Promise<BuiltFile> {
  const path = resolve(outfile)
  await build({
    entryPoints: [WALLET_ENTRY],
    outfile: path,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    sourcemap: minify ? false : 'linked',
    logLevel: 'silent',
    legalComments: 'none',
  })
  return { path, ...sizeOf(await readFile(path)) }
}
