// Issues 11 and 27: honest side-by-side figures for a host page, in one run on this machine, in
// headless Chromium. Pages: bench/pages/connectButtonPage.tsx (injected connector),
// walletConnectPage.tsx (injected + WalletConnect), bareReactPage.tsx (React 19 rendering a button),
// all built and served the same way (bench/lib/benchSite.ts), and hostedDefaultsPage.tsx (every
// hosted service at its default URL, every request off the machine refused and recorded). The pages
// import `vestibule/…` and are bundled by esbuild against the package as it ships (dist/, built
// first). Budgets (issue 27):
// - JS before the Connect button paints: ≤ 50 kB gzip above React; everything downloaded before the
//   click, idle-time preparation included: ≤ 80 kB above React, with both connectors (every script
//   response until the page has fetched nothing for 2 s, gzip -9 each);
// - Connect button visible: ≤ 1.3× the bare React page (median of three passes' ratios);
// - JS heap after the modal opened: ≤ 1.9× the bare page after a click on its button (medians);
// - click on the button to the Connect view visibly painted (opacity above zero): after 1.5 s of
//   idle reading (the pointer moves onto the button and clicks at once) and late (the pointer rested
//   on the button first): ≤ 30 ms; early (clicked from script in the frame the button paints, no
//   intent before): the card ≤ 50 ms, the Connect view with its rows ≤ 150 ms;
// - requests to hosted-service hosts before any intent: 0.
// The click figures are printed again with the CPU slowed 4× (a mid-range phone), without a budget.
import type { Browser, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { formatBytes } from '../scripts/bundle.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { startBenchSite } from './lib/benchSite'
import { buildLibrary } from './lib/buildLibrary'
import { BUTTON_PAINTED, CARD_PAINTED, buttonPaintedScript } from './lib/buttonPainted'
import { buttonVisible } from './lib/buttonVisible'
import { entrySize } from './lib/entrySize'
import { heapUsed } from './lib/heapUsed'
import { initialSize } from './lib/initialSize'
import { QUIET_MS, scriptTotals, trafficUntilIdle, type PageTraffic } from './lib/networkUntilIdle'
import { PAINTED, paintAfterClickScript } from './lib/paintAfterClick'
import { describeTimings, median } from './lib/stats'
import { slowCpu } from './lib/slowCpu'
import { verdict } from './lib/verdict'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const HEAP_RUNS = 5
const CONNECT_VIEW = '[data-view="Connect"]'
const BEFORE_PAINT_BUDGET = 50_000
const BEFORE_CLICK_BUDGET = 80_000
const VISIBLE_RATIO_BUDGET = 1.3
const VISIBLE_PASSES = 3
const HEAP_RATIO_BUDGET = 1.9
const CLICK_BUDGET_MS = 30
const EARLY_CARD_BUDGET_MS = 50
const EARLY_VIEW_BUDGET_MS = 150
/** What a visitor spends reading the page before reaching for the button. */
const READING_MS = 1_500
/** A mid-range phone, as Chromium's DevTools approximate one. */
const SLOW_CPU_RATE = 4
const SLOW_RUNS = Math.max(3, Math.ceil(RUNS / 3))
const CARD = '[role="dialog"]'
/** The core entry's gzip size before issue 10 moved the features out: it must shrink. */
const CORE_ENTRY_BEFORE_ISSUE_10 = 17_000

buildLibrary()
const site = await startBenchSite(
  {
    bare: 'bench/pages/bareReactPage.tsx',
    connect: 'bench/pages/connectButtonPage.tsx',
    walletConnect: 'bench/pages/walletConnectPage.tsx',
    hosted: 'bench/pages/hostedDefaultsPage.tsx',
  },
  { library: 'dist' },
)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })

/** A page in a fresh context (empty cache), closed after `use`. */
async function withPage<T>(use: (page: Page) => Promise<T>, initScript?: string): Promise<T> {
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    if (initScript) await page.addInitScript(initScript)
    return await use(page)
  } finally {
    await context.close()
  }
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
const ratio = (value: number) => `${value.toFixed(2)}×`
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`

async function downloads() {
  const traffic = async (url: string) => withPage(page => trafficUntilIdle(page, url), buttonPaintedScript())
  const bare = await traffic(site.pages.bare.url)
  const connect = await traffic(site.pages.connect.url)
  const walletConnect = await traffic(site.pages.walletConnect.url)
  const react = scriptTotals(bare.scripts)
  console.log(`JS downloaded (gzip -9 per response):`)
  console.log(`  React 19 alone (the bare page): ${formatBytes(react.gzipBytes)} gzip (${formatBytes(react.bytes)} raw, ${files(react.files)})`)
  const line = (label: string, traffic: PageTraffic) => {
    const painted = scriptTotals(traffic.beforeButtonPaint ?? [])
    const abovePaint = painted.gzipBytes - react.gzipBytes
    console.log(
      `  ${label}, before the Connect button paints: ${formatBytes(painted.gzipBytes)} gzip in ${files(painted.files)}, ${formatBytes(abovePaint)} above React — ` +
        verdict(abovePaint, BEFORE_PAINT_BUDGET, '50 kB above React'),
    )
    const total = scriptTotals(traffic.scripts)
    const above = total.gzipBytes - react.gzipBytes
    console.log(
      `  ${label}, before the click (until ${QUIET_MS / 1000} s without a request, idle-time preparation included): ${formatBytes(total.gzipBytes)} gzip in ${files(total.files)}, ${formatBytes(above)} above React` +
        `${traffic.settled ? '' : ' (still fetching when the bench stopped waiting)'} — ${verdict(above, BEFORE_CLICK_BUDGET, '80 kB above React')}`,
    )
  }
  line('connect-button page, injected connector', connect)
  line('connect-button page, injected + WalletConnect', walletConnect)
  const outside = [...bare.outside, ...connect.outside, ...walletConnect.outside]
  console.log(
    `  requests leaving the machine from these pages (sandbox services configured): ${outside.length}${outside.length ? ` (${outside.join(', ')})` : ''}`,
  )
  const staticOnly = await initialSize('bench/pages/connectButtonPage.tsx')
  console.log(
    `  for comparison, the same page built from the sources, static imports only, React excluded (the figure the bench printed before): ${formatBytes(staticOnly.gzip)} gzip in ${files(staticOnly.files)};` +
      ` WalletConnect, Solana or devtools modules in them: ${staticOnly.forbidden.length === 0 ? 'none' : staticOnly.forbidden.join(', ')}`,
  )
}

/** `vestibule` as published: core's API and a createAppKit that loads the modal and elements with import() (issue 25). */
const ROOT_ENTRY = 'react/vanilla/index.js'

async function coreEntry() {
  const { initial, lazy } = await entrySize(ROOT_ENTRY, 'production')
  console.log(
    `core entry (vestibule as it ships under the \`import\` condition, dependencies external): ${formatBytes(initial.gzipBytes)} gzip (${formatBytes(initial.bytes)} raw, ${files(initial.files)}), ` +
      `${formatBytes(lazy.gzipBytes)} gzip more in ${files(lazy.files)} loaded lazily — ${verdict(initial.gzipBytes, CORE_ENTRY_BEFORE_ISSUE_10, '17.0 kB, its size before issue 10')}`,
  )
  // The `development` condition's build adds the synchronous options and storage checks (zod).
  const development = await entrySize(ROOT_ENTRY, 'development')
  console.log(
    `core entry under the \`development\` condition (what Vite and webpack pick in development): ${formatBytes(development.initial.gzipBytes)} gzip ` +
      `(${formatBytes(development.initial.bytes)} raw, ${files(development.initial.files)}) — no budget`,
  )
}

async function buttonVisibleRatio() {
  console.log(`Connect button visible, from navigation start to the first frame painted with it (${VISIBLE_PASSES} passes):`)
  const ratios: number[] = []
  for (let pass = 1; pass <= VISIBLE_PASSES; pass++) {
    const runs = await buttonVisible(browser, { bare: site.pages.bare.url, connect: site.pages.connect.url }, RUNS)
    const bare = runs.bare.map(run => run.ms)
    const connect = runs.connect.map(run => run.ms)
    ratios.push(median(connect) / median(bare))
    console.log(`  pass ${pass}: connect-button page ${describeTimings(connect)}; bare React 19 page ${describeTimings(bare)}; ratio ${ratio(ratios.at(-1)!)}`)
  }
  const r = median(ratios)
  console.log(`  median of the passes' ratios: ${ratio(r)} — ${verdict(r, VISIBLE_RATIO_BUDGET, `${VISIBLE_RATIO_BUDGET}×`)}`)
}

/** Resolves once `expression` holds in the page, asking every 20 ms (30 s at most). */
async function pollPage(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`Still false after 30 s: ${expression}`)
    await page.waitForTimeout(20)
  }
}

async function heap() {
  const bare: number[] = []
  const connect: number[] = []
  for (let run = 0; run < HEAP_RUNS; run++) {
    // The bare page's button is clicked through the same locator: Playwright's injected script
    // (about 0.8 MB of heap) then sits in both pages' heaps, not in the connect page's alone.
    bare.push(
      await withPage(async page => {
        await page.goto(site.pages.bare.url)
        await connectButton(page).click()
        await page.waitForLoadState('networkidle')
        return heapUsed(page)
      }),
    )
    connect.push(
      await withPage(async page => {
        await page.goto(site.pages.connect.url)
        await connectButton(page).click()
        // Polled with evaluate, not waitForFunction: that one injects Playwright's script into the
        // page's own world too (about 0.46 MB of heap), which the bare page would not carry.
        await pollPage(
          page,
          `Boolean(document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('${CONNECT_VIEW}')?.checkVisibility({ visibilityProperty: true }))`,
        )
        await page.waitForLoadState('networkidle')
        return heapUsed(page)
      }),
    )
  }
  const r = median(connect) / median(bare)
  console.log(
    `JS heap in use after two GCs: connect-button page with the modal open ${mb(median(connect))}, bare page after a click on its button ${mb(median(bare))} ` +
      `(medians of ${HEAP_RUNS}); ratio ${ratio(r)} — ${verdict(r, HEAP_RATIO_BUDGET, `${HEAP_RATIO_BUDGET}×`)}`,
  )
}

interface ClickTimings {
  readonly afterReading: number[]
  readonly late: number[]
  readonly earlyCard: number[]
  readonly earlyView: number[]
  readonly predrawn: number
}

/** Every click figure, `runs` times each, each visit in a fresh context (optionally with the CPU slowed). */
async function clickTimings(runs: number, cpuRate = 1): Promise<ClickTimings> {
  const visit = (use: (page: Page) => Promise<number>, initScript?: string) =>
    withPage(async page => {
      await slowCpu(page, cpuRate)
      return use(page)
    }, initScript)
  const earlyCard: number[] = []
  const earlyView: number[] = []
  let predrawn = 0
  for (let run = 0; run < runs; run++) {
    earlyView.push(
      await visit(
        async page => {
          await page.goto(site.pages.connect.url)
          // The click comes from the page in the frame the button paints; then `window.__painted` exists.
          const ms = await page.evaluate<number>(`${BUTTON_PAINTED}.then(() => ${PAINTED})`)
          earlyCard.push(await page.evaluate<number>(CARD_PAINTED))
          if (await page.evaluate<boolean>('window.__drawnAtClick')) predrawn += 1
          return ms
        },
        buttonPaintedScript(CONNECT_VIEW, CARD),
      ),
    )
  }
  const afterReading: number[] = []
  for (let run = 0; run < runs; run++) {
    afterReading.push(
      await visit(async page => {
        await page.goto(site.pages.connect.url)
        // A visitor reads the page, then moves the pointer onto the button and clicks at once.
        await page.evaluate(BUTTON_PAINTED)
        await page.waitForTimeout(READING_MS)
        await page.evaluate(paintAfterClickScript(CONNECT_VIEW))
        await connectButton(page).click()
        return page.evaluate<number>(PAINTED)
      }, buttonPaintedScript()),
    )
  }
  const late: number[] = []
  for (let run = 0; run < runs; run++) {
    late.push(
      await visit(async page => {
        await page.goto(site.pages.connect.url)
        // The pointer rests on the button (or focus, or a touch) before the click, and the page
        // goes idle: the card is drawn hidden, and the chunks it preloads have arrived.
        await connectButton(page).hover()
        await page.waitForFunction(`Boolean(document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('[role="dialog"]'))`)
        await page.waitForLoadState('networkidle')
        await page.evaluate(paintAfterClickScript(CONNECT_VIEW))
        await connectButton(page).click()
        return page.evaluate<number>(PAINTED)
      }),
    )
  }
  return { afterReading, late, earlyCard, earlyView, predrawn }
}

function printClickTimings(timings: ClickTimings, runs: number, budgets: boolean) {
  const judged = (values: number[], budget: number) => (budgets ? ` — ${verdict(median(values), budget, `${budget} ms`)}` : '')
  console.log(
    `  after ${READING_MS / 1000} s of reading (pointer moved onto the button and clicked at once, no earlier hover): ${describeTimings(timings.afterReading)}${judged(timings.afterReading, CLICK_BUDGET_MS)}`,
  )
  console.log(
    `  late click (pointer over the button, then page idle, card pre-drawn): ${describeTimings(timings.late)}${judged(timings.late, CLICK_BUDGET_MS)}`,
  )
  console.log(
    `  early click (from the page in the frame the button paints; the card was already drawn in ${timings.predrawn} of ${runs} runs): ` +
      `card painted ${describeTimings(timings.earlyCard)}${judged(timings.earlyCard, EARLY_CARD_BUDGET_MS)}; ` +
      `Connect view with its rows ${describeTimings(timings.earlyView)}${judged(timings.earlyView, EARLY_VIEW_BUDGET_MS)}`,
  )
}

async function clickToConnectView() {
  console.log('click on the connect button to the Connect view visibly painted (opacity above zero):')
  printClickTimings(await clickTimings(RUNS), RUNS, true)
  console.log(`the same with the CPU slowed ${SLOW_CPU_RATE}× (a mid-range phone; no budget):`)
  printClickTimings(await clickTimings(SLOW_RUNS, SLOW_CPU_RATE), SLOW_RUNS, false)
}

async function hostedBeforeIntent() {
  const { traffic, hosts } = await withPage(async page => {
    const traffic = await trafficUntilIdle(page, site.pages.hosted.url)
    return { traffic, hosts: await page.evaluate<string[]>('window.__hostedHosts ?? []') }
  })
  if (hosts.length === 0) throw new Error('the hosted-defaults page named no hosted-service host')
  const hosted = traffic.outside.filter(url => hosts.includes(new URL(url).host))
  const shown = (url: string) => {
    const { host, pathname } = new URL(url)
    return `${host}${pathname}`
  }
  console.log(
    `requests to hosted-service hosts (${hosts.join(', ')}) before any intent, default hosted URLs, nothing touched for ${QUIET_MS / 1000} s after load: ` +
      `${hosted.length}${hosted.length ? ` (${hosted.map(shown).join(', ')})` : ''} — ${verdict(hosted.length, 0, '0')}`,
  )
  const others = traffic.outside.filter(url => !hosts.includes(new URL(url).host))
  console.log(`  other requests that would have left the machine (refused): ${others.length}${others.length ? ` (${others.map(shown).join(', ')})` : ''}`)
}

try {
  await downloads()
  await coreEntry()
  await buttonVisibleRatio()
  await heap()
  await clickToConnectView()
  await hostedBeforeIntent()
} finally {
  await browser.close()
  await site.stop()
}
