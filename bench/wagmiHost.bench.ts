// Issue 26 (Adapters), its budgets: the wagmi 3 host (test/browser/adapters/wagmiHost/) with
// Vestibule, beside the same host on bare wagmi 3 (wagmi's own injected connector, a plain
// "Connect Wallet" button) and on RainbowKit 2 (which needs wagmi 2), all bundled the same way
// (Vite 5, production; Vestibule from the packed package) and served on the sandbox with its
// browser wallet. Budgets, each beside the bare wagmi page measured in the same run:
// - JS downloaded before the click (every script until the page has fetched nothing for 2 s, the
//   sandbox wallet aside, gzip -9 each): ≤ 60 kB above the bare wagmi page;
//   Printed beside it, with no budget: the part that had arrived when the Connect button painted;
// - Connect button visible: ≤ 1.3× the bare wagmi page (the median of three passes' ratios, as the
//   host-page bench judges it: one pass on a busy machine swings by a tenth);
// - a host that imports no adapter downloads 0 more bytes: no adapter module in anything the
//   connect-button page (bench/pages/connectButtonPage.tsx) can load.
// RainbowKit is no dependency of the project (wagmi 2 and its connectors' SDKs are about 680 MB): it
// is installed on demand into node_modules/.cache/vestibule-bench/rainbowkit and reused; when that
// install fails (no network), its column is skipped and the other figures still count.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { chromium } from 'playwright-core'
import { formatBytes, ROOT } from '../scripts/bundle.mjs'
import type { PageServer } from '../devtools/sandbox/page/startPageServer'
import { startSandbox } from '../devtools/sandbox/startSandbox'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { buildViteHost, bundleViteHost, serveViteHost, type BuiltViteHost } from '../test/browser/package/viteHost'
import { runNpm } from '../test/browser/package/runNpm'
import { buttonPaintedScript } from './lib/buttonPainted'
import { buttonVisible } from './lib/buttonVisible'
import { initialSize } from './lib/initialSize'
import { QUIET_MS, scriptTotals, trafficUntilIdle } from './lib/networkUntilIdle'
import { describeTimings, median } from './lib/stats'
import { verdict } from './lib/verdict'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const ABOVE_BARE_BUDGET = 60_000
const VISIBLE_RATIO_BUDGET = 1.3
const VISIBLE_PASSES = 3
const HOST_SOURCES = 'test/browser/adapters/wagmiHost'
const RAINBOWKIT_CACHE = path.join(ROOT, 'node_modules', '.cache', 'vestibule-bench', 'rainbowkit')
const RAINBOWKIT_PACKAGES = ['wagmi@2', '@rainbow-me/rainbowkit@2', '@tanstack/react-query@5', 'viem@2', 'react@19', 'react-dom@19']
/** Written once the install succeeded: a half-finished install is not reused. */
const RAINBOWKIT_INSTALLED = path.join(RAINBOWKIT_CACHE, '.installed')

/** The host's sandbox addresses and chains, as its config.ts reads them. */
const SANDBOX_CHAINS = `import { defineChain } from 'viem'

interface SandboxPage {
  readonly projectId?: string
  readonly chains: readonly { readonly chainId: number; readonly name: string; readonly rpcUrl: string }[]
}
const sandbox = (window as unknown as { __VESTIBULE_SANDBOX__: SandboxPage }).__VESTIBULE_SANDBOX__

export const projectId = sandbox.projectId ?? 'vestibule-sandbox'

export const networks = sandbox.chains.map(chain =>
  defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
) as unknown as readonly [ReturnType<typeof defineChain>, ...ReturnType<typeof defineChain>[]]
`

/**
 * The host's own App.tsx (the same info list and actions), its Vestibule buttons replaced by
 * `button`: the pages differ by the connect button and the config only.
 */
async function hostAppWith(button: { readonly importLine: string; readonly element: string }): Promise<string> {
  const app = await readFile(path.join(ROOT, HOST_SOURCES, 'App.tsx'), 'utf8')
  const vestibuleImport = "import { AppKitButton, NetworkButton } from 'vestibule/react'\n"
  const vestibuleButtons = /<AppKitButton \/>\s*<NetworkButton \/>/
  if (!app.includes(vestibuleImport) || !vestibuleButtons.test(app)) throw new Error(`${HOST_SOURCES}/App.tsx no longer has the buttons the bench replaces`)
  return app.replace(vestibuleImport, `${button.importLine}\n`).replace(vestibuleButtons, button.element)
}

/** The same host on bare wagmi 3: its injected connector, a plain button calling wagmi's connect. */
async function bareFiles(): Promise<Record<string, string>> {
  return {
    'config.ts': `${SANDBOX_CHAINS}
import { createConfig, http, injected } from 'wagmi'

export const wagmiConfig = createConfig({
  chains: networks,
  connectors: [injected()],
  transports: Object.fromEntries(networks.map(chain => [chain.id, http()])),
})
`,
    'ConnectButton.tsx': `import { useConnect } from 'wagmi'

export function ConnectButton() {
  const { connectors, connectAsync } = useConnect()
  return <button type="button" onClick={() => void connectAsync({ connector: connectors[0]! })}>Connect Wallet</button>
}
`,
    'App.tsx': await hostAppWith({ importLine: "import { ConnectButton } from './ConnectButton'", element: '<ConnectButton />' }),
    'main.tsx': `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { wagmiConfig } from './config'

const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  }
}

/** The same host on RainbowKit 2 as its quick start sets it up (getDefaultConfig, its ConnectButton). */
async function rainbowKitFiles(): Promise<Record<string, string>> {
  return {
    'config.ts': `${SANDBOX_CHAINS}
import { getDefaultConfig } from '@rainbow-me/rainbowkit'

export const wagmiConfig = getDefaultConfig({ appName: 'wagmi host', projectId, chains: networks })
`,
    'App.tsx': await hostAppWith({ importLine: "import { ConnectButton } from '@rainbow-me/rainbowkit'", element: '<ConnectButton />' }),
    'main.tsx': `import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { wagmiConfig } from './config'

const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <App />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
  }
}

/** wagmi 2 and RainbowKit 2 in the bench's cache folder, installed on the first run only. */
async function installRainbowKit(): Promise<void> {
  if (existsSync(RAINBOWKIT_INSTALLED)) return
  console.log(`installing ${RAINBOWKIT_PACKAGES.join(' ')} into ${path.relative(ROOT, RAINBOWKIT_CACHE)} (once; about 680 MB)…`)
  await mkdir(RAINBOWKIT_CACHE, { recursive: true })
  await runNpm(['install', '--prefix', RAINBOWKIT_CACHE, '--no-audit', '--no-fund', '--ignore-scripts', ...RAINBOWKIT_PACKAGES], RAINBOWKIT_CACHE)
  await writeFile(RAINBOWKIT_INSTALLED, `${new Date().toISOString()}\n`)
}

/** The RainbowKit host in `dir`, its node_modules the cache's, bundled as the other two. */
async function buildRainbowKitHost(dir: string): Promise<BuiltViteHost> {
  await installRainbowKit()
  const host = path.join(dir, 'rainbowkit-host')
  await mkdir(path.join(host, 'src'), { recursive: true })
  for (const [file, contents] of Object.entries(await rainbowKitFiles())) await writeFile(path.join(host, 'src', file), contents)
  await symlink(path.join(RAINBOWKIT_CACHE, 'node_modules'), path.join(host, 'node_modules'), 'dir')
  return bundleViteHost(host, path.join(dir, 'served'), 'rainbowkit-host')
}

/** The sandbox's browser wallet stands in for an extension: no page's own download. */
const isSandboxWallet = (url: string) => url.endsWith('/sandbox-wallet.js')
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`
const ADAPTER_MODULE = /(^|\/)(plugins|react)\/adapters\//

/** Every input of the connect-button page's bundle, first download and lazy chunks alike. */
async function noAdapterPage() {
  let everything: string[] = []
  const allInputs: Plugin = {
    name: 'all-inputs',
    setup(build) {
      build.onEnd(result => {
        everything = Object.keys(result.metafile?.inputs ?? {})
      })
    },
  }
  const page = await initialSize('bench/pages/connectButtonPage.tsx', [allInputs])
  if (everything.length === 0) throw new Error('esbuild reported no input for the connect-button page')
  const adapters = everything.filter(input => ADAPTER_MODULE.test(input))
  const hook = Object.entries(page.inputBytes).filter(([input]) => input.endsWith('core/plugins/adapterPlugins.ts'))
  console.log(
    `a host that imports no adapter (bench/pages/connectButtonPage.tsx, built from the sources): adapter modules in anything it can load, first download or lazy: ` +
      `${adapters.length}${adapters.length ? ` (${adapters.join(', ')})` : ''} — ${verdict(adapters.length, 0, '0')}`,
  )
  console.log(
    `  core's own part of the \`adapters\` option in that first download (merging an adapter's plugins): ` +
      `${hook.map(([input, bytes]) => `${input} ${bytes} B minified`).join(', ') || 'none'} (of ${formatBytes(page.gzip)} gzip, React aside)`,
  )
  if (adapters.length > 0) process.exitCode = 1
}

type Name = 'vestibule' | 'bare' | 'rainbowkit'
const LABELS: Record<Name, string> = {
  vestibule: 'wagmi 3 host with Vestibule (test/browser/adapters/wagmiHost, the packed package)',
  bare: 'the same host on bare wagmi 3 (injected connector, a plain button)',
  rainbowkit: 'the same host on RainbowKit 2 (wagmi 2, getDefaultConfig)',
}

const work = await mkdtemp(path.join(tmpdir(), 'vestibule-wagmi-bench-'))
const sandbox = await startSandbox({ quiet: true })
const servers: PageServer[] = []
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  await noAdapterPage()

  const started = performance.now()
  for (const name of ['vestibule', 'bare', 'rainbowkit']) await mkdir(path.join(work, name))
  const built: Partial<Record<Name, BuiltViteHost>> = {
    vestibule: await buildViteHost({
      dir: path.join(work, 'vestibule'),
      sources: HOST_SOURCES,
      name: 'wagmi-host',
      dependencies: ['wagmi', '@tanstack/react-query', '@walletconnect/universal-provider', 'react', 'react-dom', 'viem'],
    }),
    bare: await buildViteHost({
      dir: path.join(work, 'bare'),
      files: await bareFiles(),
      name: 'wagmi-bare',
      dependencies: ['wagmi', '@tanstack/react-query', 'react', 'react-dom', 'viem'],
    }),
  }
  try {
    built.rainbowkit = await buildRainbowKitHost(path.join(work, 'rainbowkit'))
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3).join(' ')
    console.log(`RainbowKit column skipped: its install or build failed (${reason})`)
  }
  console.log(`built with Vite 5 in ${((performance.now() - started) / 1000).toFixed(1)} s (the library packed, each host installed and bundled)`)

  const urls: Partial<Record<Name, string>> = {}
  for (const [name, host] of Object.entries(built) as [Name, BuiltViteHost][]) {
    const server = await serveViteHost(host, sandbox, name)
    servers.push(server)
    urls[name] = server.url
  }
  const names = Object.keys(urls) as Name[]

  // The bytes: every visit in a fresh context (empty cache), nothing touched.
  const downloads = Object.fromEntries(
    names.map(name => [
      name,
      { gzip: [] as number[], files: [] as number[], paintGzip: [] as number[], paintFiles: [] as number[], outside: new Set<string>(), unsettled: 0 },
    ]),
  )
  for (let run = 0; run < RUNS; run++) {
    for (const name of names) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await context.newPage()
        await page.addInitScript(buttonPaintedScript())
        const traffic = await trafficUntilIdle(page, urls[name]!)
        const totals = scriptTotals(traffic.scripts.filter(script => !isSandboxWallet(script.url)))
        downloads[name]!.gzip.push(totals.gzipBytes)
        downloads[name]!.files.push(totals.files)
        const painted = scriptTotals((traffic.beforeButtonPaint ?? []).filter(script => !isSandboxWallet(script.url)))
        downloads[name]!.paintGzip.push(painted.gzipBytes)
        downloads[name]!.paintFiles.push(painted.files)
        for (const url of traffic.outside) downloads[name]!.outside.add(new URL(url).host)
        if (!traffic.settled) downloads[name]!.unsettled += 1
      } finally {
        await context.close()
      }
    }
  }

  const js = (name: Name) => median(downloads[name]!.gzip)
  const jsAtPaint = (name: Name) => median(downloads[name]!.paintGzip)
  console.log(`JS before the click (until ${QUIET_MS / 1000} s without a request; the sandbox wallet aside; gzip -9 per response; medians of ${RUNS} runs):`)
  for (const name of names) {
    const figure = downloads[name]!
    const outside = [...figure.outside]
    console.log(
      `  ${LABELS[name]}: ${formatBytes(js(name))} gzip in ${files(median(figure.files))}` +
        `${name === 'bare' ? '' : `, ${formatBytes(js(name) - js('bare'))} above the bare wagmi page`}` +
        `; of which before the Connect button paints ${formatBytes(jsAtPaint(name))} in ${files(median(figure.paintFiles))}` +
        `${name === 'bare' ? '' : `, ${formatBytes(jsAtPaint(name) - jsAtPaint('bare'))} above the bare wagmi page`}` +
        `${figure.unsettled ? ` (still fetching when the bench stopped waiting in ${figure.unsettled} runs)` : ''}` +
        `${outside.length ? `; requests off the machine, refused: ${outside.join(', ')}` : ''}`,
    )
  }
  console.log(`Connect button visible, from navigation start to the first frame painted with it (${VISIBLE_PASSES} passes of ${RUNS} interleaved runs):`)
  const ratios: Partial<Record<Name, number[]>> = {}
  for (let pass = 1; pass <= VISIBLE_PASSES; pass++) {
    const visible = await buttonVisible(browser, urls as Record<Name, string>, RUNS)
    const shown = (name: Name) => median(visible[name].map(run => run.ms))
    console.log(`  pass ${pass}:`)
    for (const name of names) {
      if (name !== 'bare') (ratios[name] ??= []).push(shown(name) / shown('bare'))
      console.log(
        `    ${LABELS[name]}: ${describeTimings(visible[name].map(run => run.ms))}${name === 'bare' ? '' : `, ${ratios[name]!.at(-1)!.toFixed(2)}× the bare wagmi page`}`,
      )
    }
  }
  for (const name of names)
    if (name !== 'bare') console.log(`  ${LABELS[name]}: median of the passes' ratios ${median(ratios[name]!).toFixed(2)}× the bare wagmi page`)

  const above = js('vestibule') - js('bare')
  const ratio = median(ratios.vestibule!)
  console.log(
    `budget, JS before the click, Vestibule's wagmi host above the bare wagmi page: ${formatBytes(above)} (${formatBytes(js('vestibule'))} vs ${formatBytes(js('bare'))}) — ` +
      verdict(above, ABOVE_BARE_BUDGET, '60 kB'),
  )
  console.log(
    `budget, Connect button visible, Vestibule's wagmi host / the bare wagmi page: ${ratio.toFixed(3)}× (median of ${VISIBLE_PASSES} passes' ratios) — ` +
      verdict(ratio, VISIBLE_RATIO_BUDGET, `${VISIBLE_RATIO_BUDGET}×`),
  )
  if (above > ABOVE_BARE_BUDGET || ratio > VISIBLE_RATIO_BUDGET) process.exitCode = 1
} finally {
  await browser.close()
  await Promise.all(servers.map(server => server.stop()))
  await sandbox.stop()
  await rm(work, { recursive: true, force: true })
}
