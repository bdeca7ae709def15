// Issue 28: the Next.js host (test/browser/adapters/nextHost/, AppKit's Next.js example's shape)
// built from the packed package with `next build` and served by `next start` on the sandbox, beside
// the same Next.js app without Vestibule (wagmi alone, a plain "Connect Wallet" button in the same layout).
// Budget: the connect button is painted at first paint, from the server HTML, and never moves
// (layout shift 0). Printed beside the bare app: the JS each page loads before any click.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { startSandbox } from '../devtools/sandbox/startSandbox'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { buildNextApp, startNext, type NextServer } from '../test/browser/package/nextHost'
import { BUTTON_PAINTED, buttonPaintedScript } from './lib/buttonPainted'
import { scriptTotals, trafficUntilIdle } from './lib/networkUntilIdle'
import { describeTimings, median } from './lib/stats'
import { formatBytes } from '../scripts/bundle.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)

/**
 * The same app with no Vestibule: wagmi with its own injected connector and cookie storage, its
 * provider in a 'use client' context in the root layout, and a server-rendered page holding a plain
 * button and the same wagmi status.
 */
const BARE_APP = {
  'context/index.tsx': `'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieStorage, cookieToInitialState, createConfig, createStorage, http, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { defineChain } from 'viem'

const chain = defineChain({ id: 31337, name: 'Sandbox Alpha', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
const config = createConfig({ chains: [chain], connectors: [injected()], transports: { [chain.id]: http() }, storage: createStorage({ storage: cookieStorage }), ssr: true })
const queryClient = new QueryClient()

export default function ContextProvider({ children, cookies }: { readonly children: ReactNode; readonly cookies: string | null }) {
  return (
    <WagmiProvider config={config} initialState={cookieToInitialState(config, cookies)}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
`,
  'app/layout.tsx': `import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import ContextProvider from '../context'
export const metadata = { title: 'Next.js host' }
export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const cookies = (await headers()).get('cookie')
  return <html lang="en"><body><ContextProvider cookies={cookies}>{children}</ContextProvider></body></html>
}
`,
  'app/WagmiStatus.tsx': `'use client'
import { useAccount } from 'wagmi'
export function WagmiStatus() {
  const { status, address } = useAccount()
  return <dl aria-label="wagmi"><dt>status</dt><dd data-info="status">{status}</dd><dt>address</dt><dd data-info="address">{address ?? ''}</dd></dl>
}
`,
  'app/page.tsx': `import { WagmiStatus } from './WagmiStatus'
export default function Home() {
  return <main><button type="button">Connect Wallet</button><WagmiStatus /></main>
}
`,
  'next.config.mjs': 'export default { typescript: { ignoreBuildErrors: true } }\n',
}

/** The sandbox's browser wallet stands in for an extension: no page's own download. */
const isSandboxWallet = (url: string) => url.endsWith('/sandbox-wallet.js')

/** From the first frame: the layout shifts (CLS), as the Layout Instability API reports them. */
const LAYOUT_SHIFTS = `{
  window.__layoutShift = 0
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
}`

const work = await mkdtemp(path.join(tmpdir(), 'vestibule-next-bench-'))
const sandbox = await startSandbox({ quiet: true })
const servers: NextServer[] = []
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  const host = await buildNextApp(work, 'next-host', { sources: 'test/browser/adapters/nextHost' })
  const bare = await buildNextApp(work, 'next-bare', { files: BARE_APP })
  console.log(`next build: ${(host.buildMs / 1000).toFixed(1)} s for the Vestibule host, ${(bare.buildMs / 1000).toFixed(1)} s for the bare app`)
  const urls = { vestibule: '', bare: '' }
  for (const [name, app] of [
    ['vestibule', host],
    ['bare', bare],
  ] as const) {
    const server = await startNext(app, sandbox, 'start')
    servers.push(server)
    urls[name] = server.url
  }

  const figures = {
    vestibule: { painted: [] as number[], fcp: [] as number[], shift: [] as number[], js: 0, files: 0, inHtml: false },
    bare: { painted: [] as number[], fcp: [] as number[], shift: [] as number[], js: 0, files: 0, inHtml: false },
  }
  for (const name of ['vestibule', 'bare'] as const) {
    figures[name].inHtml = /<button[^>]*>Connect Wallet<\/button>/.test(await (await fetch(urls[name])).text())
    for (let index = 0; index < RUNS; index++) {
      const context = await browser.newContext()
      await context.addInitScript(LAYOUT_SHIFTS)
      await context.addInitScript(buttonPaintedScript())
      const page = await context.newPage()
      const traffic = await trafficUntilIdle(page, urls[name])
      if (traffic.outside.length > 0) throw new Error(`${name}: requests off the machine: ${traffic.outside.join(', ')}`)
      figures[name].painted.push(await page.evaluate<number>(BUTTON_PAINTED))
      figures[name].fcp.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN))
      figures[name].shift.push(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift))
      const totals = scriptTotals(traffic.scripts.filter(script => !isSandboxWallet(script.url)))
      figures[name].js = totals.gzipBytes
      figures[name].files = totals.files
      await context.close()
    }
  }

  const line = (name: 'vestibule' | 'bare', label: string) => {
    const figure = figures[name]
    console.log(`${label}:`)
    console.log(`  Connect button in the server HTML: ${figure.inHtml ? 'yes' : 'NO'}`)
    console.log(`  first contentful paint: ${describeTimings(figure.fcp)}`)
    console.log(`  Connect button painted: ${describeTimings(figure.painted)}`)
    console.log(`  layout shift (CLS) by the time the page is idle: max ${Math.max(...figure.shift).toFixed(4)}`)
    console.log(`  JS before any click (the sandbox wallet aside): ${formatBytes(figure.js)} gzip in ${figure.files} files`)
  }
  line('vestibule', 'Next.js host with Vestibule (the button server-rendered, vestibule/styles.css linked)')
  line('bare', 'the same Next.js app without Vestibule (wagmi and react-query, a plain button)')
  const v = figures.vestibule
  // Painted at first paint: the button is in the first frame that paints content (within a frame of FCP).
  const atFirstPaint = v.inHtml && median(v.painted) - median(v.fcp) <= 17
  const noShift = Math.max(...v.shift) === 0
  console.log(`  Vestibule's JS beyond the bare app's: ${formatBytes(v.js - figures.bare.js)} gzip`)
  console.log(
    `budget: Connect button painted at first paint, from the server HTML: ${atFirstPaint ? 'PASS' : 'FAIL'}; layout shift 0: ${noShift ? 'PASS' : 'FAIL'}`,
  )
  if (!atFirstPaint || !noShift) process.exitCode = 1
} finally {
  await browser.close()
  await Promise.all(servers.map(server => server.stop()))
  await sandbox.stop()
  await rm(work, { recursive: true, force: true })
}
