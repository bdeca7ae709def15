// Send and the Solana adapter against the connect-button page's first download (issue 13):
// 1. EVM-only page, Send on (the default) vs off: same esbuild options; budget 0 bytes gzip, the
//    'off' page's own `features: { send: false }` literal aside. The catalogue's Send record (a
//    name and import thunks, in every build since the catalogue is static) is measured too.
// 2. No Solana, Wallet Standard or Send module in any EVM-only first download.
// 3. A page configuring a Solana network: its first download holds the connector and network
//    entries only (no @solana/, @wallet-standard/, bs58), and in Chromium the wallet code is
//    requested after the page's first paint.
import { formatBytes } from '../scripts/bundle.mjs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { startBenchSite } from './lib/benchSite'
import { initialSize } from './lib/initialSize'

const SOLANA_OR_SEND = [
  '@solana/',
  '@wallet-standard/',
  'bs58',
  'plugins/features/send/',
  'react/features/send/',
  'plugins/connectors/solana/',
  'plugins/networks/solana/',
]
const SOLANA_RUNTIME = ['@solana/', '@wallet-standard/', 'bs58', 'watchSolanaWallets', 'runSolanaRequest', 'fetchSolBalance']

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL')
let failed = false

const on = await initialSize('bench/pages/connectButtonPage.tsx')
const off = await initialSize('bench/pages/sendOffPage.tsx')
const delta = on.gzip - off.gzip
console.log(`EVM-only connect-button page, initial JS gzip (React external): Send on ${formatBytes(on.gzip)}, off ${formatBytes(off.gzip)}`)
console.log(`delta from enabling Send: ${delta} bytes gzip (budget 0) — ${verdict(delta <= 0)}`)
failed ||= delta > 0

const inputsOf = async (entry: string) => {
  const { bundle, ROOT } = await import('../scripts/bundle.mjs')
  const path = await import('node:path')
  const { tmpdir } = await import('node:os')
  const { initialOutputs } = await import('./lib/initialSize')
  const { result } = await bundle({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outdir: path.join(tmpdir(), 'vestibule-bench-solana'),
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler'],
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  const metafile = result.metafile!
  const out = Object.keys(metafile.outputs).find(o => metafile.outputs[o]!.entryPoint === entry)!
  return initialOutputs(metafile, out).flatMap(o => Object.keys(metafile.outputs[o]!.inputs))
}
const evmInitial = (await inputsOf('bench/pages/connectButtonPage.tsx')).filter(input => SOLANA_OR_SEND.some(f => input.includes(f)))
console.log(
  `Solana modules and Send's record, plugin or views in the EVM-only first download (the catalogue loads on intent): ${evmInitial.length} (budget 0) — ${verdict(evmInitial.length === 0)}${evmInitial.length ? `: ${evmInitial.join(', ')}` : ''}`,
)
failed ||= evmInitial.length > 0

const solanaPage = await initialSize('bench/pages/solanaConnectButtonPage.tsx')
const solanaInitial = (await inputsOf('bench/pages/solanaConnectButtonPage.tsx')).filter(input => SOLANA_RUNTIME.some(f => input.includes(f)))
console.log(`Solana page, initial JS gzip: ${formatBytes(solanaPage.gzip)} (+${solanaPage.gzip - on.gzip} bytes for the connector and network entries)`)
console.log(
  `Solana runtime modules in its first download: ${solanaInitial.length} (budget 0) — ${verdict(solanaInitial.length === 0)}${solanaInitial.length ? `: ${solanaInitial.join(', ')}` : ''}`,
)
failed ||= solanaInitial.length > 0

// In Chromium: when the Solana wallet code is requested, against the page's first paint.
const site = await startBenchSite({ solana: 'bench/pages/solanaConnectButtonPage.tsx' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  const page = await (await browser.newContext()).newPage()
  await page.goto(site.pages.solana.url)
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0)
  // The connector asks for the wallet chunk after the first frame; wait until it has.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some(r => /watchSolanaWallets/.test(r.name)), undefined, { timeout: 10_000 })
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]!.startTime
    const chunk = performance.getEntriesByType('resource').find(r => /watchSolanaWallets/.test(r.name))!.startTime
    return { paint, chunk }
  })
  const after = timing.chunk >= timing.paint
  console.log(
    `Solana wallet chunk requested at ${timing.chunk.toFixed(1)} ms, first paint at ${timing.paint.toFixed(1)} ms — after first paint: ${verdict(after)}`,
  )
  failed ||= !after
} finally {
  await browser.close()
  await site.stop()
}
if (failed) process.exitCode = 1
