import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { cp, lstat, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as esbuild from 'esbuild'
import { ROOT } from '../../../scripts/bundle.mjs'
import { FIRST_PAINT_EXPORTS } from '../../../scripts/chunkLayout.mjs'
import { newPage, startPageServer, type PageServer } from '../harness'
import { offlineLockfile } from './offlineLockfile'
import { packedLibrary } from './packedLibrary'
import { runNpm as npm } from './runNpm'

const execFileAsync = promisify(execFile)

/** Runs a command; a failure carries what it printed. */
async function exec(file: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  try {
    return await execFileAsync(file, [...args], { ...options, maxBuffer: 32 * 1024 * 1024 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error })
  }
}
const require = createRequire(import.meta.url)
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The promise that third parties publish connectors (issue 10): the library is built and packed as
// it would be published, a connector package of its own (test/fixtures/thirdPartyConnector: its
// own package.json, depending on the tarball only, written with `defineConnector` from
// `vestibule/plugin`) installs it offline, type-checks against its declarations, bundles an
// example host page with `vestibule/react`, and a visitor connects through it in Chromium.
describe('a third-party connector package, built against the packed library', function () {
  this.timeout(180_000)
  let dir: string
  let packageDir: string
  let server: PageServer | undefined
  let inputs: string[] = []

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vestibule-third-party-'))
    packageDir = path.join(dir, 'fake-wallet-connector')
    const tarball = await packedLibrary(dir)

    await cp(path.join(ROOT, 'test/fixtures/thirdPartyConnector'), packageDir, { recursive: true })
    await writeFile(path.join(packageDir, 'package-lock.json'), JSON.stringify(await offlineLockfile({ root: ROOT, packageDir, tarball }), null, 2))
    await npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], packageDir)
    // The package's own tsconfig: `vestibule/plugin` resolves through the tarball's exports to its
    // declarations, as in any project that installs it. Checked while the example page bundles.
    const outdir = path.join(dir, 'site')
    const [, built] = await Promise.all([
      exec(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', packageDir]),
      esbuild.build({
        absWorkingDir: packageDir,
        entryPoints: ['example/main.tsx'],
        outdir,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"production"' },
        minify: true,
        metafile: true,
        logLevel: 'warning',
      }),
    ])
    inputs = Object.keys(built.metafile.inputs)
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Wallet example</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>'
    server = await startPageServer({ html, dir: outdir })
  })

  after(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('installs the tarball, and bundles nothing from the repository', async () => {
    expect((await lstat(path.join(packageDir, 'node_modules/vestibule'))).isSymbolicLink()).to.equal(false)
    expect(inputs).to.include('node_modules/vestibule/dist/core/pluginKit.js')
    expect(inputs).to.include('node_modules/vestibule/dist/react/index.js')
    expect(inputs.filter(input => input.startsWith('..') || path.isAbsolute(input))).to.deep.equal([])
  })

  it('bundles without a warning where the package is linked (outside node_modules, where esbuild reports warnings)', async () => {
    // `npm link` or a workspace: the host's bundler sees our files as its own. A bare
    // `import "./chunk.js"` of a file package.json declares free of side effects would be one
    // `ignored-bare-import` warning each in the host's build.
    const linked = path.join(dir, 'linked', 'vestibule')
    await cp(path.join(packageDir, 'node_modules/vestibule'), linked, { recursive: true })
    const { exports } = JSON.parse(await readFile(path.join(linked, 'package.json'), 'utf8')) as { exports: Record<string, { import: string }> }
    const entries = FIRST_PAINT_EXPORTS.map(subpath => path.join(linked, exports[subpath]!.import))
    const { warnings } = await esbuild.build({
      absWorkingDir: packageDir,
      entryPoints: entries,
      bundle: true,
      write: false,
      outdir: path.join(dir, 'linked-out'),
      format: 'esm',
      splitting: true,
      packages: 'external',
      logLevel: 'silent',
    })
    expect(warnings.map(warning => `${warning.id}: ${warning.location?.file} ${warning.text}`)).to.deep.equal([])
  })

  it('ships what a connect-button page imports statically in the two kernel chunks, so a host bundles few files', async () => {
    const installed = path.join(packageDir, 'node_modules/vestibule')
    const { exports } = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8')) as { exports: Record<string, { import: string }> }
    const entries = FIRST_PAINT_EXPORTS.map(subpath => path.join(installed, exports[subpath]!.import))
    const { metafile } = await esbuild.build({
      absWorkingDir: packageDir,
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      outdir: path.join(dir, 'layout'),
      format: 'esm',
      splitting: true,
      packages: 'external',
      logLevel: 'silent',
    })
    const reached = new Set(entries.map(entry => path.relative(packageDir, entry)))
    const queue = [...reached]
    for (let next = queue.pop(); next; next = queue.pop()) {
      for (const imported of metafile.inputs[next]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !imported.external && !reached.has(imported.path)) {
          reached.add(imported.path)
          queue.push(imported.path)
        }
      }
    }
    const shared = [...reached].filter(file => !entries.includes(path.join(packageDir, file))).map(file => path.basename(file).replace(/-[\w-]{8}\.js$/, ''))
    expect(shared.sort()).to.deep.equal(['kernel', 'kernel-react'])
  })

  it('imports `vestibule` and `vestibule/elements` on a server (Node, no DOM): createAppKit and defineAppKitElements touch nothing', async () => {
    // As server rendering does: Node resolves the tarball's exports (the `import` condition); any
    // use of document, window or customElements would throw a ReferenceError here.
    const script = [
      "const { createAppKit } = await import('vestibule')",
      "const elements = await import('vestibule/elements')",
      'elements.defineAppKitElements()',
      "const appKit = createAppKit({ projectId: 'ssr', basic: true, networks: [{ id: 31337, name: 'Sandbox Alpha', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }] })",
      'await appKit.ready',
      'console.log(JSON.stringify({ tags: elements.APPKIT_ELEMENT_TAGS, document: typeof document, customElements: typeof customElements, open: appKit.isOpen() }))',
      'appKit.destroy()',
    ].join('\n')
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], { cwd: packageDir })
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).to.deep.equal({
      tags: ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button', 'appkit-wallet-button'],
      document: 'undefined',
      customElements: 'undefined',
      open: false,
    })
  })

  it("connects a wallet through it: Connect Wallet, the connector's row, and the account shows", async () => {
    const t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    await t.page.goto(server!.url)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Fake Wallet/ })
      .click()
    await t.page.getByText(`Connected as ${ADDRESS}`).waitFor()
    await t.page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await t.page.locator('[data-vestibule-button="account"]').innerText()).to.match(/^0xf3/)
    t.assertClean()
  })
})
