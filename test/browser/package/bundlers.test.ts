import { expect } from 'chai'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import * as acorn from 'acorn'
import * as esbuild from 'esbuild'
import { rollup } from 'rollup'
import webpack from 'webpack'
import { ROOT } from '../../../scripts/bundle.mjs'
import { newPage, serveStatic } from '../harness'
import { offlineLockfile } from './offlineLockfile'
import { packedLibrary } from './packedLibrary'
import { keepingNodeEnv } from './keepingNodeEnv'
import { runNpm as npm } from './runNpm'

// Every hosted service on a closed loopback port: the page reaches nothing outside the machine.
const LOOPBACK = 'http://127.0.0.1:9/'

/**
 * The host: an EVM-only app as its README example writes it (React, the connect button, the
 * browser-wallet connector, EVM networks, every default feature on, Send included), in plain
 * JavaScript so that every bundler reads it without a JSX plugin.
 */
const MAIN = `import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectButton, createAppKit } from 'vestibule/react'
import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { evmNetworks } from 'vestibule/plugins/networks/evm'

createAppKit({
  projectId: 'evm-only-host',
  networks: [{ id: 31337, name: 'Sandbox Alpha', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['${LOOPBACK}'] } } }],
  apiUrl: '${LOOPBACK}',
  blockchainApiUrl: '${LOOPBACK}',
  analyticsUrl: '${LOOPBACK}',
  secureSiteUrl: '${LOOPBACK}',
  relayUrl: 'ws://127.0.0.1:9/',
  plugins: [injectedConnector(), evmNetworks()],
})
createRoot(document.getElementById('root')).render(createElement(ConnectButton))
`
/**
 * The same page as an AppKit ethers app writes it, without `plugins` (issue 26): the adapter sets up
 * AppKit's defaults, WalletConnect among them only when the app imports its entry, which this host,
 * without `@walletconnect/universal-provider`, does not. It builds with no warning all the same.
 */
const ETHERS_MAIN = MAIN.replace(
  `import { injectedConnector } from 'vestibule/plugins/connectors/injected'
import { evmNetworks } from 'vestibule/plugins/networks/evm'
`,
  `import { EthersAdapter } from 'vestibule/adapters/ethers'
`,
).replace('  plugins: [injectedConnector(), evmNetworks()],\n', '  adapters: [new EthersAdapter()],\n')

const page = (script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>EVM host</title></head><body><div id="root"></div>${script}</body></html>`
const MODULE_PAGE = page('<script type="module" src="/main.js"></script>')

/** The packages of the namespaces this host does not configure: none may be installed for it to build. */
const ABSENT = [
  '@scure/btc-signer',
  '@solana/web3.js',
  '@solana/spl-token',
  'buffer',
  'bs58',
  '@wallet-standard/app',
  '@walletconnect/universal-provider',
  'wagmi',
  '@wagmi/core',
  '@tanstack/react-query',
]

type Target = 'default' | 'es2020'

/**
 * Warnings Rollup (so Vite 5) gives every app that bundles these packages, about their own files:
 * import cycles inside viem, ox and zod, and two comments in zod 4.6's files that Rollup reads as
 * misplaced `@__PURE__` annotations (zod's to move; Rollup drops the comments, the code is
 * unchanged). Vite hides the cycles by default. Anything else, and anything naming our files, counts.
 */
const THEIR_WARNINGS: Readonly<Record<string, RegExp>> = {
  CIRCULAR_DEPENDENCY: /[\\/]node_modules[\\/](viem|ox|zod)[\\/]/,
  INVALID_ANNOTATION: /[\\/]node_modules[\\/]zod[\\/]/,
}

function isTheirs(log: { code?: string; id?: string; ids?: string[] }): boolean {
  const files = THEIR_WARNINGS[log.code ?? '']
  const ids = [log.id, ...(log.ids ?? [])].filter((id): id is string => typeof id === 'string')
  return files !== undefined && ids.length > 0 && ids.every(id => files.test(id))
}

interface Bundler {
  readonly name: string
  /** Builds the host's `entry` (`src/main.js` by default) into `outdir` (with an index.html); resolves with every warning the bundler gave. */
  build(host: string, outdir: string, target: Target, entry?: string): Promise<string[]>
  /** The targets it is run at: Rollup has no syntax target (it emits the code as it reads it). */
  readonly targets: readonly Target[]
  /** Whether it lowers syntax to its target (webpack and Rollup leave that to a Babel plugin). */
  readonly lowers: boolean
}

const esbuildHost: Bundler = {
  name: 'esbuild',
  targets: ['default', 'es2020'],
  lowers: true,
  async build(host, outdir, target, entry = 'src/main.js') {
    const { warnings } = await esbuild.build({
      absWorkingDir: host,
      entryPoints: { main: entry },
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      ...(target === 'es2020' ? { target: 'es2020' } : {}),
      logLevel: 'silent',
    })
    await writeFile(path.join(outdir, 'index.html'), MODULE_PAGE)
    return warnings.map(warning => `${warning.location?.file}: ${warning.text}`)
  },
}

const webpackHost: Bundler = {
  name: 'webpack 5',
  targets: ['default', 'es2020'],
  // webpack does not transform syntax (that is babel-loader's job): its target shapes its runtime only.
  lowers: false,
  async build(host, outdir, target, entry = 'src/main.js') {
    const compiler = webpack({
      mode: 'production',
      context: host,
      entry: `./${entry}`,
      output: { path: outdir, publicPath: '/' },
      // The target shapes webpack's own runtime only: that build is not minified again (terser is
      // most of webpack's time, and finds nothing the default build's pass did not).
      ...(target === 'es2020' ? { target: ['web', 'es2020'], optimization: { minimize: false } } : {}),
      // The host's choice: React and a wallet modal outgrow webpack's 244 kB advice.
      performance: { hints: false },
    })
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))))
    await new Promise(resolve => compiler.close(resolve))
    const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true })
    if (errors.length > 0) throw new Error(errors.map(error => error.message).join('\n'))
    await writeFile(path.join(outdir, 'index.html'), page('<script defer src="/main.js"></script>'))
    return warnings.map(warning => warning.message)
  },
}

const rollupHost: Bundler = {
  name: 'Rollup',
  targets: ['default'],
  lowers: false,
  async build(host, outdir, _target, entry = 'src/main.js') {
    const warnings: string[] = []
    const build = await rollup({
      input: { main: path.join(host, entry) },
      plugins: [
        // React's CommonJS entry picks its build by NODE_ENV, as every Rollup app with React sets it.
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true }),
        commonjs(),
      ],
      onLog(level, log) {
        if (level === 'warn' && !isTheirs(log)) warnings.push(`${log.code}: ${log.message}`)
      },
    })
    await build.write({ dir: outdir, format: 'es' })
    await build.close()
    await writeFile(path.join(outdir, 'index.html'), MODULE_PAGE)
    return warnings
  },
}

/** What the test calls of a Vite major (5 and 8 type their options apart). */
interface ViteApi {
  build(config: object): Promise<unknown>
  createLogger(level: 'warn'): object
}

/** A Vite major's `build`, with a logger that keeps what it warns. */
function viteHost(name: string, load: () => Promise<ViteApi>): Bundler {
  return {
    name,
    targets: ['default', 'es2020'],
    lowers: true,
    async build(host, outdir, target, entry = 'src/main.js') {
      const vite = await load()
      const warnings: string[] = []
      const logger = vite.createLogger('warn')
      // Vite's own warnings go through its logger; Rollup's (Rolldown's) through `onwarn`, which
      // Vite would otherwise hand to the bundler's printer.
      const customLogger = {
        ...logger,
        warn: (message: string) => warnings.push(message),
        warnOnce: (message: string) => warnings.push(message),
        error: (message: string) => warnings.push(message),
      }
      await writeFile(path.join(host, 'index.html'), page(`<script type="module" src="/${entry}"></script>`))
      await vite.build({
        root: host,
        configFile: false,
        logLevel: 'warn',
        clearScreen: false,
        customLogger,
        build: {
          outDir: outdir,
          emptyOutDir: true,
          ...(target === 'es2020' ? { target: 'es2020' } : {}),
          rollupOptions: {
            onwarn(warning: { code?: string; id?: string; ids?: string[]; message: string }) {
              if (!isTheirs(warning)) warnings.push(`${warning.code}: ${warning.message}`)
            },
          },
        },
      })
      return warnings
    },
  }
}

const BUNDLERS: readonly Bundler[] = [esbuildHost, webpackHost, rollupHost, viteHost('Vite 5', () => import('vite5')), viteHost('Vite 8', () => import('vite'))]

/** The JavaScript files under `dir`, recursively. */
async function scripts(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter(entry => entry.isFile() && /\.m?js$/.test(entry.name)).map(entry => path.join(entry.parentPath, entry.name))
}

/** The files under `dir` that an ES2020 parser refuses (ES2022 string export names, class fields, `??=`...), with why. */
async function aboveEs2020(dir: string): Promise<string[]> {
  const refused: string[] = []
  for (const file of await scripts(dir)) {
    try {
      acorn.parse(await readFile(file, 'utf8'), { ecmaVersion: 2020, sourceType: 'module' })
    } catch (error) {
      refused.push(`${path.relative(dir, file)}: ${(error as Error).message}`)
    }
  }
  return refused
}

// Issue 25: a site that configures no Solana network installs no Solana, WalletConnect or Bitcoin
// package, and must still build in every bundler, for the targets hosts use (Vite 5's default,
// es2020, is AppKit's examples'), with no warning. The library is built and packed as published,
// installed offline without its optional peers, and one host page is bundled by each bundler.
describe('an EVM-only host built from the packed library by esbuild, webpack, Rollup, Vite 5 and Vite 8', function () {
  this.timeout(300_000)
  let dir: string
  let host: string
  const built = new Map<string, string>()

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vestibule-bundlers-'))
    host = path.join(dir, 'host')
    const tarball = await packedLibrary(dir)
    await mkdir(path.join(host, 'src'), { recursive: true })
    await writeFile(
      path.join(host, 'package.json'),
      JSON.stringify({ name: 'evm-only-host', version: '1.0.0', private: true, type: 'module', dependencies: { vestibule: 'file:../vestibule.tgz' } }, null, 2),
    )
    await writeFile(
      path.join(host, 'package-lock.json'),
      JSON.stringify(await offlineLockfile({ root: ROOT, packageDir: host, tarball, optionalPeers: false }), null, 2),
    )
    await npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], host)
    await writeFile(path.join(host, 'src/main.js'), MAIN)
    await writeFile(path.join(host, 'src/ethers.js'), ETHERS_MAIN)
  })

  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('installs the library with React and viem, and none of the optional peers', () => {
    expect(existsSync(path.join(host, 'node_modules/vestibule/dist/react/index.js'))).to.equal(true)
    expect(existsSync(path.join(host, 'node_modules/react'))).to.equal(true)
    expect(ABSENT.filter(name => existsSync(path.join(host, 'node_modules', name)))).to.deep.equal([])
  })

  it('publishes only ES2020 syntax (no string export names, no class fields)', async () => {
    expect(await aboveEs2020(path.join(host, 'node_modules/vestibule/dist'))).to.deep.equal([])
  })

  for (const bundler of BUNDLERS) {
    for (const target of bundler.targets) {
      it(`${bundler.name} builds it at ${target === 'default' ? 'its default target' : 'target es2020'} with no warning`, async () => {
        const outdir = path.join(dir, 'out', `${bundler.name.replace(/\W+/g, '-')}-${target}`)
        expect(await keepingNodeEnv(() => bundler.build(host, outdir, target))).to.deep.equal([])
        built.set(`${bundler.name} ${target}`, outdir)
        // webpack and Rollup emit each package's code as published: ours is checked as ES2020 above
        // (viem's own files use ES2021 numeric separators, for the host to lower, as with any app).
        if (target === 'es2020' && bundler.lowers) expect(await aboveEs2020(outdir), 'the output parsed as ES2020').to.deep.equal([])
      })
    }
  }

  for (const bundler of BUNDLERS) {
    it(`${bundler.name} builds an ethers adapter host without plugins (AppKit's defaults, no WalletConnect package) with no warning`, async () => {
      const outdir = path.join(dir, 'out', `${bundler.name.replace(/\W+/g, '-')}-ethers`)
      expect(await keepingNodeEnv(() => bundler.build(host, outdir, 'default', 'src/ethers.js'))).to.deep.equal([])
      const server = await serveStatic(outdir)
      try {
        const t = await newPage()
        const said: string[] = []
        t.page.on('console', message => void (message.type() === 'warning' && said.push(message.text())))
        await t.page.goto(server.url)
        await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 10_000 })
        expect(
          said.filter(text => text.includes('@walletconnect/universal-provider')),
          'the one console line naming the package',
        ).to.have.length(1)
        t.assertClean()
        await t.close()
      } finally {
        await server.close()
      }
    })
  }

  it("renders the Connect Wallet button from each es2020 build (and from Rollup's)", async () => {
    const pages = [...built].filter(([name]) => name.endsWith('es2020') || name.startsWith('Rollup'))
    expect(pages.map(([name]) => name)).to.have.length(BUNDLERS.length)
    for (const [name, outdir] of pages) {
      const server = await serveStatic(outdir)
      try {
        const t = await newPage()
        await t.page.goto(server.url)
        await t.page
          .getByRole('button', { name: 'Connect Wallet' })
          .waitFor({ timeout: 10_000 })
          .catch((error: unknown) => {
            throw new Error(`${name}: no Connect Wallet button`, { cause: error })
          })
        t.assertClean()
        await t.close()
      } finally {
        await server.close()
      }
    }
  })
})
