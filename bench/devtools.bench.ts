// Issue 6 budgets, printed:
// - replay of a 10,000-event exported log into a fresh instance's log (every state kept, as the
//   panel's replay does): median < 100 ms;
// - panel open with 50,000 events recorded, click to the virtualised list painted, in headless
//   Chromium: median < 200 ms;
// - bytes the devtools entry adds to a host bundle that does not import it: 0. The library is built
//   twice, with and without the `./devtools` entry, and the connect-button host page is bundled
//   against each build; the two host bundles must be byte for byte the same.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { chromium } from 'playwright-core'
import { internalsOf } from '../core/logKit'
import { exportLog } from '../core/appkit/exportLog'
import { importLog } from '../core/log/importLog'
import { reducerForLog } from '../core/log/replay'
import { createReplaySession } from '../devtools/panel/model/createReplaySession'
import { stateHash } from '../devtools/panel/logic/stateHash'
import { DEVTOOLS_TAG } from '../devtools/panel/mountDevtools'
import { bundle, formatBytes, libraryBuildOptions, libraryEntries, ROOT } from '../scripts/bundle.mjs'
import { buildAndServePage, CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { benchInstance, workload } from './benchFixtures'
import { median } from './lib/stats'

function replayFigure() {
  const { appKit } = benchInstance(10_000)
  for (let i = 0; internalsOf(appKit).log.size < 10_000; i++) appKit.dispatch(workload(i))
  const doc = importLog(JSON.stringify(exportLog(appKit)))
  const live = stateHash(appKit.getState())
  const last = doc.events[doc.events.length - 1]!.meta.seq
  const times: number[] = []
  // Three warm-up runs (the JIT), then 15 measured; the first run's final state is checked.
  for (let run = -3; run < 15; run++) {
    const start = performance.now()
    const session = createReplaySession(doc, reducerForLog(doc, internalsOf(appKit).slices()), appKit.plugins())
    const ms = performance.now() - start
    if (run >= 0) times.push(ms)
    if (run === -3 && stateHash(session.log.stateAfter(last)) !== live) throw new Error('the replayed final state hash differs from the live one')
  }
  appKit.destroy()
  return { events: doc.events.length, median: median(times), max: Math.max(...times), hash: live }
}

async function panelOpenFigure(events: number, runs: number) {
  const site = await buildAndServePage({ entry: 'bench/pages/devtoolsPage.tsx', minify: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
  const timings: number[] = []
  let shown = ''
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.goto(`${site.url}?events=${events}`)
      await page.waitForFunction('window.__ready === true', undefined, { timeout: 120_000 })
      await page.waitForLoadState('networkidle')
      // As in hostPage.bench.ts: from the click to the frame painted with the list's rows in it. A
      // script string, ending with `undefined` so evaluate does not await the pending promise.
      await page.evaluate(`{
        window.__painted = new Promise(resolve => {
          document.addEventListener('click', event => {
            window.__clickedAt = event.timeStamp
            const frame = () => requestAnimationFrame(() => {
              const row = document.querySelector('vestibule-devtools')?.shadowRoot?.querySelector('[role="listbox"] [role="option"]')
              if (!row) return frame()
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now())
              channel.port2.postMessage(0)
            })
            frame()
          }, { capture: true, once: true })
        })
        undefined
      }`)
      await page.getByRole('button', { name: 'Open Vestibule devtools' }).click()
      timings.push(await page.evaluate<number>('window.__painted.then(painted => painted - window.__clickedAt)'))
      shown = await page
        .getByRole('region', { name: 'Vestibule devtools' })
        .getByText(/^\d+ events$/)
        .innerText()
      await context.close()
    }
  } finally {
    await browser.close()
    await site.close()
  }
  return { median: median(timings), min: Math.min(...timings), max: Math.max(...timings), runs, shown }
}

/** Resolves the host page's imports of the library's source entries to a built library instead. */
function builtLibrary(dist: string, entries: readonly { source: string; output: string }[]): Plugin {
  const bySource = new Map(entries.map(entry => [path.join(ROOT, entry.source.replace(/\.tsx?$/, '')), path.join(dist, entry.output)]))
  return {
    name: 'built-library',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, args => {
        const target =
          bySource.get(path.resolve(args.resolveDir, args.path).replace(/\/index$/, '/index')) ??
          bySource.get(path.join(path.resolve(args.resolveDir, args.path), 'index'))
        return target ? { path: target } : undefined
      })
    },
  }
}

async function hostBundleBytes(dist: string, entries: readonly { source: string; output: string }[]) {
  const { result } = await bundle({
    absWorkingDir: ROOT,
    entryPoints: ['bench/pages/connectButtonPage.tsx'],
    outdir: path.join(dist, 'host'),
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
    plugins: [builtLibrary(dist, entries)],
  })
  const files = result.outputFiles!.filter(file => file.path.endsWith('.js'))
  const inputs = Object.keys(result.metafile!.inputs)
  if (!inputs.some(input => input.includes(path.relative(ROOT, dist)) || input.startsWith(dist)))
    throw new Error('the host page was not bundled against the built library')
  return {
    bytes: files.reduce((sum, file) => sum + file.contents.length, 0),
    contents: files
      .map(file => file.text)
      .sort()
      .join('\n'),
  }
}

async function buildLibrary(dist: string, entries: readonly { source: string }[]) {
  await bundle({
    ...libraryBuildOptions(entries, dist),
    minify: true,
    write: true,
    logLevel: 'error',
  })
}

async function hostBundleFigure() {
  const { entries } = libraryEntries()
  const withDevtools = entries
  const withoutDevtools = entries.filter(entry => entry.subpath !== './devtools')
  if (withDevtools.length === withoutDevtools.length) throw new Error('package.json exports no ./devtools entry')
  // Inside the repository (.cache/ is ignored), so the built chunks find their dependencies.
  await mkdir(path.join(ROOT, '.cache'), { recursive: true })
  const root = await mkdtemp(path.join(ROOT, '.cache', 'devtools-bench-'))
  try {
    // The same folder for both builds, one after the other: chunk names hash their inputs' paths.
    const dist = path.join(root, 'dist')
    const hostAgainst = async (entries: typeof withDevtools) => {
      await rm(dist, { recursive: true, force: true })
      await buildLibrary(dist, entries)
      return hostBundleBytes(dist, entries)
    }
    const withHost = await hostAgainst(withDevtools)
    const withoutHost = await hostAgainst(withoutDevtools)
    // The devtools entry changes how the library splits code it shares with the views (so chunk
    // names and minified names may move), not what a host that does not import it gets.
    const panelMarkers = [DEVTOOLS_TAG, 'Vestibule devtools', 'vd-bg-selected']
    const leaked = panelMarkers.filter(marker => withHost.contents.includes(marker))
    return { with: withHost.bytes, without: withoutHost.bytes, identical: withHost.contents === withoutHost.contents, leaked }
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

const replayed = replayFigure()
console.log(
  `replay of ${replayed.events.toLocaleString('en-US')} events into a fresh instance's log (devtools import): median ${replayed.median.toFixed(1)} ms, max ${replayed.max.toFixed(1)} ms (budget < 100 ms); final state hash ${replayed.hash} equals the live one`,
)
const opened = await panelOpenFigure(50_000, 5)
console.log(
  `devtools panel open with 50,000 events, click to the list painted: median ${opened.median.toFixed(1)} ms (min ${opened.min.toFixed(1)}, max ${opened.max.toFixed(1)}, ${opened.runs} runs; the panel showed "${opened.shown}") — budget 200 ms`,
)
const host = await hostBundleFigure()
console.log(
  `connect-button host bundle built against the library with the ./devtools entry: ${formatBytes(host.with)}; without it: ${formatBytes(host.without)}; ` +
    `devtools bytes added: ${host.with - host.without} (${host.identical ? 'byte for byte identical' : 'same code, arranged in other chunks'}; panel code in it: ${host.leaked.length === 0 ? 'none' : host.leaked.join(', ')}) — budget 0`,
)
