import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'
import { buildSandboxWallet } from '../../../devtools/sandbox/page/buildSandboxWallet'
import { hostConfigFor } from '../../../devtools/sandbox/page/hostConfigFor'
import { renderHostPage } from '../../../devtools/sandbox/page/renderHostPage'
import { ASSETS_PREFIX, startPageServer, type PageServer } from '../../../devtools/sandbox/page/startPageServer'
import { startSandbox, type Sandbox } from '../../../devtools/sandbox/startSandbox'
import { keepingNodeEnv } from './keepingNodeEnv'
import { offlineLockfile } from './offlineLockfile'
import { packedLibrary } from './packedLibrary'
import { runNpm } from './runNpm'

export interface ViteHostOptions {
  /** A temporary folder the host is written, installed and built in. */
  readonly dir: string
  /** The host's sources (its `main.tsx` and what it imports), copied to the host's `src/`. */
  readonly sources?: string
  /** Or the sources as files (path in `src/` → contents), for a host a bench writes itself. */
  readonly files?: Readonly<Record<string, string>>
  readonly name: string
  /** Packages the host installs beside the packed library, at the versions of our devDependencies. */
  readonly dependencies: readonly string[]
}

export interface BuiltViteHost {
  /** The folder to serve: the host under `app/`, the sandbox browser wallet under `wallet/`. */
  readonly served: string
  readonly moduleScripts: readonly string[]
  readonly stylesheets: readonly string[]
}

/**
 * A host app as a user makes one: the packed library installed offline beside the host's own
 * packages (no optional peer it did not ask for), bundled with Vite 5 (AppKit's examples' Vite).
 *
 * @example
 * const host = await buildViteHost({ dir, sources: 'test/browser/adapters/ethersHost', name: 'ethers-host', dependencies: ['ethers', 'react', 'react-dom'] })
 */
export async function buildViteHost({ dir, sources, files, name, dependencies }: ViteHostOptions): Promise<BuiltViteHost> {
  const tarball = await packedLibrary(dir)
  const host = path.join(dir, name)
  if (sources) await cp(path.resolve(ROOT, sources), path.join(host, 'src'), { recursive: true })
  for (const [file, contents] of Object.entries(files ?? {})) {
    await mkdir(path.dirname(path.join(host, 'src', file)), { recursive: true })
    await writeFile(path.join(host, 'src', file), contents)
  }
  const versions = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')).devDependencies as Record<string, string>
  const pinned = Object.fromEntries(dependencies.map(dependency => [dependency, versions[dependency]!]))
  await writeFile(
    path.join(host, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, type: 'module', dependencies: { vestibule: 'file:../vestibule.tgz', ...pinned } }, null, 2),
  )
  await writeFile(
    path.join(host, 'package-lock.json'),
    JSON.stringify(await offlineLockfile({ root: ROOT, packageDir: host, tarball, optionalPeers: false }), null, 2),
  )
  await runNpm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], host)
  return bundleViteHost(host, path.join(dir, 'served'), name)
}

/**
 * Bundles the installed host in `host` (its sources in `src/`, `src/main.tsx` the entry) with Vite 5
 * for production into `<served>/app`, and the sandbox browser wallet into `<served>/wallet`.
 *
 * @example
 * const built = await bundleViteHost(host, path.join(dir, 'served'), 'rainbowkit-host')
 */
export async function bundleViteHost(host: string, served: string, name: string): Promise<BuiltViteHost> {
  await writeFile(
    path.join(host, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
  )
  const vite = (await import('vite5')) as unknown as { build(config: object): Promise<unknown> }
  await keepingNodeEnv(() =>
    vite.build({
      root: host,
      configFile: false,
      logLevel: 'error',
      clearScreen: false,
      base: `${ASSETS_PREFIX}/app/`,
      esbuild: { jsx: 'automatic' },
      build: { outDir: path.join(served, 'app'), emptyOutDir: true, rollupOptions: { onwarn() {} } },
    }),
  )
  const builtHtml = await readFile(path.join(served, 'app', 'index.html'), 'utf8')
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(builtHtml)?.[1]
  if (!script) throw new Error(`Vite wrote no module script:\n${builtHtml}`)
  const stylesheets = [...builtHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(match => match[1]!)
  await buildSandboxWallet({ outfile: path.join(served, 'wallet', 'sandbox-wallet.js') })
  return { served, moduleScripts: [script], stylesheets }
}

/**
 * The built host served on the sandbox, its page carrying the sandbox's configuration and browser wallet.
 *
 * @example
 * server = await serveViteHost(host, sandbox)
 */
export function serveViteHost(host: BuiltViteHost, sandbox: Sandbox, title = 'host'): Promise<PageServer> {
  const html = renderHostPage({
    config: hostConfigFor(sandbox, { approval: 'auto' }),
    walletScript: `${ASSETS_PREFIX}/wallet/sandbox-wallet.js`,
    moduleScripts: [...host.moduleScripts],
    stylesheets: [...host.stylesheets],
    title,
  })
  return startPageServer({ html, assetsDir: host.served })
}

export interface ServedViteHost {
  /** The page's address, once the suite's `before` has run. */
  readonly url: string
  readonly sandbox: Sandbox
}

/**
 * For a mocha suite: builds the host from the packed package in a temporary folder, starts a
 * sandbox and serves the host on it before the suite's tests, and takes it all down after.
 *
 * @example
 * const host = viteHostSuite({ sources: 'test/browser/adapters/ethersHost', name: 'ethers-host', dependencies: ['ethers', 'react', 'react-dom', 'viem'] })
 * it('…', async () => page.goto(host.url))
 */
export function viteHostSuite(options: Omit<ViteHostOptions, 'dir'>): ServedViteHost {
  let dir: string | undefined
  let sandbox: Sandbox | undefined
  let server: PageServer | undefined
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `vestibule-${options.name}-`))
    const host = await buildViteHost({ dir, ...options })
    sandbox = await startSandbox({ quiet: true })
    server = await serveViteHost(host, sandbox, options.name)
  })
  after(async () => {
    await server?.stop()
    await sandbox?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return {
    get url() {
      return server!.url
    },
    get sandbox() {
      return sandbox!
    },
  }
}
