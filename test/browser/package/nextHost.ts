import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'
import { buildSandboxWallet } from '../../../devtools/sandbox/page/buildSandboxWallet'
import { hostConfigFor } from '../../../devtools/sandbox/page/hostConfigFor'
import type { SandboxHostConfig } from '../../../devtools/sandbox/sandboxHostConfig'
import { startSandbox, type Sandbox } from '../../../devtools/sandbox/startSandbox'
import { offlineLockfile } from './offlineLockfile'
import { packedLibrary } from './packedLibrary'
import { runNpm } from './runNpm'

/** The Next.js host's sources (AppKit's Next.js example's shape), in the repository. */
const SOURCES = 'test/browser/adapters/nextHost'
/** What the host installs beside the packed library, at the versions of our devDependencies. */
const DEPENDENCIES = ['next', 'react', 'react-dom', 'wagmi', '@tanstack/react-query', 'viem', 'typescript', '@types/react', '@types/node']

/** The host's environment: no telemetry (no outside request), the sandbox's addresses for its server. */
function nextEnv(sandbox: SandboxHostConfig | undefined, nodeEnv: 'production' | 'development'): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|NODE_OPTIONS$|TS_NODE|MOCHA)/i.test(key)))
  // At build time no sandbox runs yet: a placeholder chain keeps the module-scope createAppKit valid.
  const config = sandbox ?? { apiUrl: 'http://127.0.0.1:9', chains: [{ chainId: 31337, name: 'Build', rpcUrl: 'http://127.0.0.1:9' }] }
  return { ...env, NODE_ENV: nodeEnv, NEXT_TELEMETRY_DISABLED: '1', VESTIBULE_SANDBOX: JSON.stringify(config) }
}

function run(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', chunk => (output += chunk))
    child.stderr.on('data', chunk => (output += chunk))
    child.on('error', reject)
    child.on('close', code => (code === 0 ? resolve(output) : reject(new Error(`${command.join(' ')} exited with ${code}:\n${output}`))))
  })
}

/**
 * The repository's lock names most packages by integrity alone; npm then asks the registry for
 * their metadata, some of which (Next.js's styled-jsx) the offline cache lacks. With the tarball's
 * registry URL beside the integrity, npm takes the tarball straight from its cache.
 */
function withTarballUrls(lock: object): object {
  const { packages } = lock as { packages: Record<string, { version?: string; resolved?: string; integrity?: string; link?: boolean }> }
  for (const [entryPath, entry] of Object.entries(packages)) {
    if (!entryPath || entry.resolved || entry.link || !entry.version || !entry.integrity) continue
    const name = entryPath.slice(entryPath.lastIndexOf('node_modules/') + 'node_modules/'.length)
    entry.resolved = `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`
  }
  return lock
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface BuiltNextHost {
  /** The host's folder: its sources, node_modules and `.next`. */
  readonly dir: string
  /** How long `next build` took, in ms (the suite reports it: the CI's budget is tight). */
  readonly buildMs: number
}

let building: Promise<BuiltNextHost> | undefined
let root: string | undefined

/**
 * A Next.js app in `<root>/<name>`: `files` (path → contents) or the folder `sources` copied in,
 * the packed library installed offline beside `DEPENDENCIES`, the sandbox wallet in `public/`,
 * then `next build`.
 */
export async function buildNextApp(
  parent: string,
  name: string,
  from: { readonly sources: string } | { readonly files: Readonly<Record<string, string>> },
): Promise<BuiltNextHost> {
  const tarball = await packedLibrary(parent)
  const dir = path.join(parent, name)
  if ('sources' in from) await cp(path.resolve(ROOT, from.sources), dir, { recursive: true })
  else {
    for (const [file, contents] of Object.entries(from.files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), contents)
    }
  }
  const versions = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')).devDependencies as Record<string, string>
  const pinned = Object.fromEntries(DEPENDENCIES.map(dependency => [dependency, versions[dependency]!]))
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, dependencies: { vestibule: 'file:../vestibule.tgz', ...pinned } }, null, 2),
  )
  await writeFile(
    path.join(dir, 'package-lock.json'),
    JSON.stringify(withTarballUrls(await offlineLockfile({ root: ROOT, packageDir: dir, tarball, optionalPeers: false })), null, 2),
  )
  await runNpm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir)
  await mkdir(path.join(dir, 'public'), { recursive: true })
  await buildSandboxWallet({ outfile: path.join(dir, 'public', 'sandbox-wallet.js') })
  const started = performance.now()
  await run([path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], dir, nextEnv(undefined, 'production'))
  return { dir, buildMs: Math.round(performance.now() - started) }
}

/**
 * The Next.js host as a user makes one: the packed library installed offline beside Next.js 16,
 * wagmi and react-query, with the sandbox wallet in `public/`, built once per test run with
 * `next build` (every suite that serves it reuses the build).
 */
export function buildNextHost(): Promise<BuiltNextHost> {
  building ??= (async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vestibule-next-host-'))
    return buildNextApp(root, 'next-host', { sources: SOURCES })
  })().catch((error: unknown) => {
    building = undefined
    throw error
  })
  return building
}

/** Removes the built host; called once the run's last Next.js suite is done. */
export async function removeNextHost(): Promise<void> {
  const dir = root
  building = undefined
  root = undefined
  if (dir) await rm(dir, { recursive: true, force: true })
}

export interface NextServer {
  readonly url: string
  stop(): Promise<void>
}

/**
 * `next start` (or `next dev`) on the built host, its server reading the sandbox's addresses from
 * the environment; resolves once it answers.
 */
export async function startNext(host: BuiltNextHost, sandbox: Sandbox, mode: 'start' | 'dev'): Promise<NextServer> {
  const port = await freePort()
  const config = hostConfigFor(sandbox, { approval: 'auto' })
  const child: ChildProcess = spawn(process.execPath, [path.join(host.dir, 'node_modules/next/dist/bin/next'), mode, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: host.dir,
    env: nextEnv(config, mode === 'dev' ? 'development' : 'production'),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', chunk => (output += chunk))
  child.stderr!.on('data', chunk => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_, reject) => child.on('exit', code => reject(new Error(`next ${mode} exited with ${code}:\n${output}`))))
  const answering = (async () => {
    for (;;) {
      try {
        if ((await fetch(url, { signal: AbortSignal.timeout(60_000) })).ok) return
      } catch {
        await new Promise(resolve => setTimeout(resolve, 200))
      }
    }
  })()
  await Promise.race([answering, exited])
  return {
    url,
    stop: () =>
      new Promise<void>(resolve => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export interface ServedNextHost {
  readonly url: string
  readonly sandbox: Sandbox
  readonly host: BuiltNextHost
}

/**
 * For a mocha suite: builds the host (once per run), starts a sandbox and `next start` on it before
 * the suite's tests, and stops them after.
 */
export function nextHostSuite(): ServedNextHost {
  let host: BuiltNextHost | undefined
  let sandbox: Sandbox | undefined
  let server: NextServer | undefined
  before(async () => {
    host = await buildNextHost()
    sandbox = await startSandbox({ quiet: true })
    server = await startNext(host, sandbox, 'start')
  })
  after(async () => {
    await server?.stop()
    await sandbox?.stop()
  })
  return {
    get url() {
      return server!.url
    },
    get sandbox() {
      return sandbox!
    },
    get host() {
      return host!
    },
  }
}
