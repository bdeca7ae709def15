// A package-lock for a package that depends on the packed library only, so `npm ci --offline`
// installs it with no registry request: the library's dependency tree is the one the repository
// itself installed (the same versions, paths and integrity, taken from its package-lock), whose
// tarballs are therefore in the npm cache, and the library is the local tarball.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

interface LockEntry {
  readonly version?: string
  readonly resolved?: string
  readonly integrity?: string
  readonly dependencies?: Record<string, string>
  readonly optionalDependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>
  readonly dev?: boolean
  readonly devOptional?: boolean
  readonly [key: string]: unknown
}

interface Lockfile {
  readonly packages: Record<string, LockEntry>
}

/** Where Node would find `name` required from the package installed at `from` (a lockfile path). */
function resolveIn(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!dir) return undefined
    const parent = dir.lastIndexOf('/node_modules/')
    dir = parent === -1 ? '' : dir.slice(0, parent)
  }
}

/** The lockfile paths of everything the library needs at run time (peers included, as npm installs them). */
function runtimeClosure(packages: Lockfile['packages'], roots: readonly string[]): string[] {
  const needed = new Set<string>()
  const visit = (from: string, names: readonly string[]) => {
    for (const name of names) {
      const found = resolveIn(packages, from, name)
      if (!found) throw new Error(`offlineLockfile: ${name} (needed by ${from || 'the library'}) is not in the repository's package-lock`)
      if (needed.has(found)) continue
      needed.add(found)
      const entry = packages[found]!
      const optionalPeers = new Set(
        Object.entries(entry.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta.optional)
          .map(([peer]) => peer),
      )
      visit(found, [
        ...Object.keys(entry.dependencies ?? {}),
        ...Object.keys(entry.optionalDependencies ?? {}),
        ...Object.keys(entry.peerDependencies ?? {}).filter(peer => !optionalPeers.has(peer)),
      ])
    }
  }
  visit('', roots)
  return [...needed].sort()
}

export interface OfflineLockfileParameters {
  /** The repository: its package.json and package-lock.json. */
  readonly root: string
  /** The package the lockfile is for: its package.json (name, version, `dependencies.vestibule`). */
  readonly packageDir: string
  /** The packed library, as `dependencies.vestibule` names it (`file:../vestibule.tgz`). */
  readonly tarball: string
  /**
   * Whether the library's optional peers (Solana, WalletConnect...) are installed too. True by
   * default; false for a host that configures none of them, as an EVM-only app installs.
   */
  readonly optionalPeers?: boolean
}

/** The package-lock.json contents (lockfile version 3). */
export async function offlineLockfile({ root, packageDir, tarball, optionalPeers = true }: OfflineLockfileParameters): Promise<object> {
  const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T
  const library = await readJson<{
    version: string
    license?: string
    engines?: object
    dependencies: Record<string, string>
    peerDependencies?: Record<string, string>
    peerDependenciesMeta?: Record<string, { optional?: boolean }>
  }>(path.join(root, 'package.json'))
  const lock = await readJson<Lockfile>(path.join(root, 'package-lock.json'))
  const own = await readJson<{ name: string; version: string; dependencies: Record<string, string> }>(path.join(packageDir, 'package.json'))
  const spec = own.dependencies.vestibule
  if (!spec?.startsWith('file:')) throw new Error('offlineLockfile: the package must depend on the packed library as file:<tarball>')

  const packages: Record<string, LockEntry> = {
    '': { name: own.name, version: own.version, dependencies: own.dependencies },
    'node_modules/vestibule': {
      version: library.version,
      resolved: spec,
      integrity: `sha512-${createHash('sha512')
        .update(await readFile(tarball))
        .digest('base64')}`,
      ...(library.license ? { license: library.license } : {}),
      dependencies: library.dependencies,
      ...(library.peerDependencies ? { peerDependencies: library.peerDependencies } : {}),
      ...(library.peerDependenciesMeta ? { peerDependenciesMeta: library.peerDependenciesMeta } : {}),
      ...(library.engines ? { engines: library.engines } : {}),
    },
  }
  const peers = Object.keys(library.peerDependencies ?? {}).filter(peer => optionalPeers || !library.peerDependenciesMeta?.[peer]?.optional)
  // The package's own dependencies beside the library (a host's wagmi, say), at the repository's versions.
  const hostDependencies = Object.keys(own.dependencies).filter(name => name !== 'vestibule')
  for (const entryPath of runtimeClosure(lock.packages, [...Object.keys(library.dependencies), ...peers, ...hostDependencies])) {
    // The repository installed React as a dev dependency; here it is the library's peer, so a run-time package.
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[entryPath]!
    packages[entryPath] = entry
  }
  return { name: own.name, version: own.version, lockfileVersion: 3, requires: true, packages }
}
