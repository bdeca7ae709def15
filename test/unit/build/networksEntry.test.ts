import { expect } from 'chai'
import { build } from 'esbuild'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'

/** A host's bundle of one import from `vestibule/networks` (the sources, through tsconfig's paths), production-minded. */
async function bundleHost(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'ts' },
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.outputFiles[0]!.text
}

describe('vestibule/networks in a host bundle', function () {
  this.timeout(60_000)

  it('keeps only the chains the host imports (viem chains and ours are tree-shaken)', async () => {
    const js = await bundleHost("import { mainnet } from 'vestibule/networks'\nconsole.log(mainnet)")
    expect(js).to.include('"Ethereum"')
    for (const other of ['Arbitrum One', 'OP Mainnet', 'Solana Devnet', 'Bitcoin Testnet', 'solscan']) expect(js, other).not.to.include(other)
  })

  it('keeps a Solana network without any Solana package', async () => {
    const js = await bundleHost("import { solana } from 'vestibule/networks'\nconsole.log(solana)")
    expect(js).to.include('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(js).not.to.include('"Ethereum"')
    expect(js).not.to.match(/@solana\//)
  })
})
