// Issue 3 budgets, measured on a built host page that renders the connect button:
// - initial JavaScript, React and ReactDOM excluded: at most 60 KB gzip, with no WalletConnect,
//   Solana or devtools code in it;
// - click on the connect button to the Connect view painted, in headless Chromium: median ≤ 30 ms;
// - requests to hosts other than the configured ones before the modal opens: 0.
import path from 'node:path'
import { tmpdir } from 'node:os'
import type { Metafile } from 'esbuild'
import { chromium } from 'playwright-core'
import { bundle, formatBytes, sizeOf, ROOT } from '../scripts/bundle.mjs'
import { startDemo } from '../devtools/sandbox/startDemo'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'

const ENTRY = 'bench/pages/connectButtonPage.tsx'
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler']
const FORBIDDEN = ['@walletconnect/', '@solana/', 'devtools/panel', 'devtools/index']

/** Outputs the entry reaches through static imports: what loads before a visitor clicks. */
function initialOutputs(metafile: Metafile, entry: string): string[] {
  const seen = new Set([entry])
  const queue = [entry]
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const imported of metafile.outputs[next]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external && !seen.has(imported.path)) {
        seen.add(imported.path)
        queue.push(imported.path)
      }
    }
  }
  return [...seen]
}

async function initialSize() {
  const { result } = await bundle({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outdir: path.join(tmpdir(), 'vestibule-bench-initial'),
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: REACT,
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  const metafile = result.metafile!
  const entryOutput = Object.keys(metafile.outputs).find(out => metafile.outputs[out]!.entryPoint === ENTRY)!
  const initial = initialOutputs(metafile, entryOutput)
  let gzip = 0
  let raw = 0
  for (const out of initial) {
    const file = result.outputFiles!.find(f => f.path === path.resolve(ROOT, out))!
    const size = sizeOf(file.contents)
    gzip += size.gzipBytes
    raw += size.bytes
  }
  const lazy = Object.keys(metafile.outputs).filter(out => out.endsWith('.js') && !initial.includes(out)).length
  const inputs = initial.flatMap(out => Object.keys(metafile.outputs[out]!.inputs))
  const forbidden = inputs.filter(input => FORBIDDEN.some(f => input.includes(f)))
  return { gzip, raw, files: initial.length, lazy, forbidden }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function clickToPaint(runs: number) {
  const demo = await startDemo({ port: 0, entry: path.join(ROOT, ENTRY), minify: true, approval: 'auto' })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
  const allowed = new Set([new URL(demo.pageUrl).host, new URL(demo.sandbox.apiUrl).host, ...demo.sandbox.chains.map(c => new URL(c.rpcUrl).host)])
  const timings: number[] = []
  let outside = 0
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      page.on('request', request => {
        // data: and blob: URLs never leave the page (a blob URL holds an image already fetched from the API).
        if (!allowed.has(new URL(request.url()).host) && !/^(data|blob):/.test(request.url())) outside += 1
      })
      await page.goto(demo.pageUrl)
      const button = page.getByRole('button', { name: 'Connect Wallet' })
      await button.waitFor()
      // A visitor clicks on a settled page: the measure is the modal's, not the page's start-up.
      await page.waitForLoadState('networkidle')
      // Script strings, not functions: the TypeScript runner would add helpers the page lacks.
      // The rAF is requested inside the click task, so it runs at the start of the very next frame;
      // a message posted from it is handled right after that frame is painted. If the dialog is
      // not in the DOM by then, the next frame is tried. The script ends with `undefined`, or
      // evaluate would await the pending promise.
      await page.evaluate(`{
        window.__painted = new Promise(resolve => {
          document.addEventListener('click', event => {
            window.__clickedAt = event.timeStamp
            const frame = () => requestAnimationFrame(() => {
              const dialog = document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('[role="dialog"]')
              if (!dialog?.checkVisibility({ visibilityProperty: true })) return frame()
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now())
              channel.port2.postMessage(0)
            })
            frame()
          }, { capture: true, once: true })
        })
        undefined
      }`)
      await button.click()
      timings.push(await page.evaluate<number>('window.__painted.then(painted => painted - window.__clickedAt)'))
      await context.close()
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
  return { median: median(timings), min: Math.min(...timings), max: Math.max(...timings), runs, outside }
}

const size = await initialSize()
console.log(`initial JS for a connect-button page, React excluded: ${formatBytes(size.gzip)} gzip (${formatBytes(size.raw)} raw, ${size.files} files; ${size.lazy} lazy chunks) — budget 60 KB gzip`)
console.log(`WalletConnect, Solana or devtools modules in the initial JS: ${size.forbidden.length === 0 ? 'none' : size.forbidden.join(', ')}`)
const timing = await clickToPaint(21)
console.log(`click on the connect button to the Connect view painted: median ${timing.median.toFixed(1)} ms (min ${timing.min.toFixed(1)}, max ${timing.max.toFixed(1)}, ${timing.runs} runs) — budget 30 ms`)
console.log(`requests to hosts other than the configured ones before the modal opened: ${timing.outside} — budget 0`)
