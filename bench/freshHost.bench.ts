// Issue 11, the Connect-button budget in a fresh host, as the issue measured it: the package is
// built and packed, the tarball installed into an empty project beside Vite (npm adds the peers
// React and viem), and two pages are built there by Vite with its defaults: the connect-button
// page written against the installed package (bench/pages/freshHost/connectButtonPage.tsx) and
// the bare React page (bench/pages/bareReactPage.tsx). Served from loopback with the sandbox's
// config, as hostPage.bench.ts serves its pages (which are built from source by the project's
// esbuild script: esbuild splits their first download into more files, see its output).
// Budget: the Connect button visible ≤ 1.3× the bare page (medians). Needs the npm registry.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { ROOT } from '../scripts/bundle.mjs'
import { hostConfigFor } from '../devtools/sandbox/page/hostConfigFor'
import { SANDBOX_HOST_CONFIG_GLOBAL } from '../devtools/sandbox/sandboxHostConfig'
import { startSandbox } from '../devtools/sandbox/startSandbox'
import { CHROMIUM_ARGS, CHROMIUM_PATH, startPageServer, type PageServer } from '../test/browser/harness'
import { BUTTON_PAINTED, buttonPaintedScript } from './lib/buttonPainted'
import { installInto, pack } from './lib/installFootprint'
import { describeTimings, median } from './lib/stats'
import { verdict } from './lib/verdict'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const VISIBLE_RATIO_BUDGET = 1.3
/** The Vite a new React project gets today (`npm create vite`). */
const VITE = 'vite@8'
const PAGES = {
  bare: 'bench/pages/bareReactPage.tsx',
  connect: 'bench/pages/freshHost/connectButtonPage.tsx',
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
  // The tarball must hold what the source says now, not a dist/ left from an older build.
  run(process.execPath, [path.join(ROOT, 'esbuild.mjs')], ROOT)
  const { tarball } = pack(ROOT, work)
  const host = path.join(work, 'host')
  const installed = installInto(host, [tarball, VITE])
  const version = (name: string) => installed.packages.find(p => p.location === `node_modules/${name}`) && JSON.parse(readFileSync(path.join(host, 'node_modules', name, 'package.json'), 'utf8')).version

  // The pages keep their place relative to bench/pages/sandboxAppKitOptions.ts, which they import.
  const config = JSON.stringify(hostConfigFor(sandbox, { approval: 'auto' })).replace(/</g, '\\u003c')
  const copy = (relative: string) => {
    mkdirSync(path.dirname(path.join(host, relative)), { recursive: true })
    copyFileSync(path.join(ROOT, relative), path.join(host, relative))
  }
  copy('bench/pages/sandboxAppKitOptions.ts')
  for (const [name, entry] of Object.entries(PAGES)) {
    copy(entry)
    writeFileSync(
      path.join(host, `${name}.html`),
      `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8"><title>Vestibule bench page</title></head>\n  <body>\n    <div id="root"></div>\n    <script>window.${SANDBOX_HOST_CONFIG_GLOBAL} = ${config};</script>\n    <script type="module" src="/${entry}"></script>\n  </body>\n</html>\n`,
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

  const visible = { bare: [] as number[], connect: [] as number[] }
  const scripts = { bare: 0, connect: 0 }
  for (let round = 0; round < RUNS; round++) {
    // Interleaved, so both pages see the same machine load.
    for (const name of Object.keys(PAGES) as PageName[]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await context.newPage()
        await page.addInitScript(buttonPaintedScript())
        await page.goto(urls[name])
        visible[name].push(await page.evaluate<number>(BUTTON_PAINTED))
        scripts[name] = await page.evaluate<number>(`performance.getEntriesByType('resource').filter(entry => entry.initiatorType === 'script' || entry.name.endsWith('.js')).length + 1`)
      } finally {
        await context.close()
      }
    }
  }
  const ratio = median(visible.connect) / median(visible.bare)
  console.log(`a fresh host: the packed package installed beside vite ${version('vite')}, react ${version('react')}; both pages built by \`vite build\` with its defaults`)
  console.log('Connect button visible, from navigation start to the first frame painted with it:')
  console.log(`  connect-button page: ${describeTimings(visible.connect)}; ${scripts.connect} script files by then`)
  console.log(`  bare React 19 page:  ${describeTimings(visible.bare)}; ${scripts.bare} script files`)
  console.log(`  ratio of the medians: ${ratio.toFixed(2)}× — ${verdict(ratio, VISIBLE_RATIO_BUDGET, `${VISIBLE_RATIO_BUDGET}×`)}`)
} finally {
  await browser.close()
  await Promise.all(servers.map(server => server.close()))
  await sandbox.stop()
  rmSync(work, { recursive: true, force: true })
}
