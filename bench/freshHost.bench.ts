// Issue 11, the Connect-button budget in a fresh host, as the issue measured it: the package is
// built and packed, the tarball installed into an empty project beside Vite (npm adds the peers
// React and viem), and two pages are built there by Vite with its defaults: the connect-button
// page written against the installed package (bench/pages/connectButtonPage.tsx) and the bare
// React page (bench/pages/bareReactPage.tsx). Served from loopback with the sandbox's config, as
// hostPage.bench.ts serves the same pages built by esbuild.
// Budget: the Connect button visible ≤ 1.3× the bare page (medians). Needs the npm registry.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT } from '../scripts/bundle.mjs'
import { startSandbox } from '../devtools/sandbox/startSandbox'
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPageServer, type PageServer } from '../test/browser/harness'
import { benchPageBody } from './lib/benchSite'
import { buildLibrary } from './lib/buildLibrary'
import { buttonVisible } from './lib/buttonVisible'
import { installInto, pack } from './lib/installFootprint'
import { describeTimings, median } from './lib/stats'
import { verdict } from './lib/verdict'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const VISIBLE_RATIO_BUDGET = 1.3
/** The Vite a new React project gets today (`npm create vite`). */
const VITE = 'vite@8'
const PAGES = {
  bare: 'bench/pages/bareReactPage.tsx',
  connect: 'bench/pages/connectButtonPage.tsx',
} as const
type PageName = keyof typeof PAGES

function run(command: string, args: readonly string[], cwd: string): void {
  const result = spawnSync(command, [...args], { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

const work = mkdtempSync(path.join(tmpdir(), 'vestibule-fresh-host-'))
const sandbox = await startSandbox()
const servers: PageServer[] = []
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  buildLibrary()
  const { tarball } = pack(ROOT, work)
  const host = path.join(work, 'host')
  installInto(host, [tarball, VITE])
  const version = (name: string): string => JSON.parse(readFileSync(path.join(host, 'node_modules', name, 'package.json'), 'utf8')).version

  // The pages keep their place relative to bench/pages/sandboxAppKitOptions.ts, which they import.
  const body = benchPageBody(sandbox)
  const copy = (relative: string) => {
    mkdirSync(path.dirname(path.join(host, relative)), { recursive: true })
    copyFileSync(path.join(ROOT, relative), path.join(host, relative))
  }
  copy('bench/pages/sandboxAppKitOptions.ts')
  for (const [name, entry] of Object.entries(PAGES)) {
    copy(entry)
    writeFileSync(
      path.join(host, `${name}.html`),
      `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8"><title>Vestibule bench page</title></head>\n  <body>\n    ${body}\n    <script type="module" src="/${entry}"></script>\n  </body>\n</html>\n`,
    )
  }
  writeFileSync(
    path.join(host, 'vite.config.mjs'),
    `export default { logLevel: 'error', build: { rollupOptions: { input: ${JSON.stringify(Object.fromEntries(Object.keys(PAGES).map(name => [name, `${name}.html`])))} } } }\n`,
  )
  run(path.join(host, 'node_modules/.bin/vite'), ['build'], host)

  const out = path.join(host, 'dist')
  const urls = {} as Record<PageName, string>
  for (const name of Object.keys(PAGES) as PageName[]) {
    const server = await startPageServer({ dir: out, html: readFileSync(path.join(out, `${name}.html`), 'utf8') })
    servers.push(server)
    urls[name] = server.url
  }

  const runs = await buttonVisible(browser, urls, RUNS)
  const visible = { bare: runs.bare.map(run => run.ms), connect: runs.connect.map(run => run.ms) }
  const scripts = (name: PageName) => runs[name].at(-1)!.scripts
  const ratio = median(visible.connect) / median(visible.bare)
  console.log(
    `a fresh host: the packed package installed beside vite ${version('vite')}, react ${version('react')}; both pages built by \`vite build\` with its defaults`,
  )
  console.log('Connect button visible, from navigation start to the first frame painted with it:')
  console.log(`  connect-button page: ${describeTimings(visible.connect)}; ${scripts('connect')} script files by then`)
  console.log(`  bare React 19 page:  ${describeTimings(visible.bare)}; ${scripts('bare')} script files`)
  console.log(`  ratio of the medians: ${ratio.toFixed(2)}× — ${verdict(ratio, VISIBLE_RATIO_BUDGET, `${VISIBLE_RATIO_BUDGET}×`)}`)
} finally {
  await browser.close()
  await Promise.all(servers.map(server => server.close()))
  await sandbox.stop()
  rmSync(work, { recursive: true, force: true })
}
