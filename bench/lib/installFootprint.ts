// What `npm install vestibule` puts on a user's disk: the packed package installed from its
// tarball into an empty project, its dependencies (and the peers npm adds by itself) from the
// npm registry, counted from the node_modules tree npm wrote.
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface InstalledPackage {
  /** Where it sits: `node_modules/a`, `node_modules/a/node_modules/@b/c`. */
  readonly location: string
  readonly name: string
  /** Bytes of its own files, its nested node_modules left out. */
  readonly bytes: number
  /** The disk blocks those files take, as `du` counts them. */
  readonly diskBytes: number
}

export interface InstallFootprint {
  readonly packages: InstalledPackage[]
  /** Every package folder, the installed package itself included (npm's "added N packages"). */
  readonly count: number
  readonly bytes: number
  readonly diskBytes: number
  /**
   * Packages the named top-level packages reach through their dependencies, themselves included.
   * Peer dependencies are not followed: they are the host's, counted where the host asks for them.
   */
  reachedFrom(names: readonly string[]): InstalledPackage[]
}

/** Runs npm, and throws with its own words when it fails. */
export function npm(args: readonly string[], cwd: string): string {
  const result = spawnSync('npm', [...args], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } })
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`)
  return result.stdout
}

/** `npm pack` of the package at `root` into `outdir`; returns the tarball's path and sizes. */
export function pack(root: string, outdir: string): { tarball: string; bytes: number; unpackedBytes: number; files: number } {
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', outdir], root)) as [
    { filename: string; size: number; unpackedSize: number; entryCount: number },
  ]
  return { tarball: path.join(outdir, packed.filename), bytes: packed.size, unpackedBytes: packed.unpackedSize, files: packed.entryCount }
}

/** Installs `specs` (a tarball path, `name@version`…) into a new empty project at `dir` and measures it. */
export function installInto(dir: string, specs: readonly string[]): InstallFootprint {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'footprint-host', version: '0.0.0', private: true }))
  npm(['install', '--no-audit', '--no-fund', '--no-update-notifier', ...specs], dir)
  return measure(dir)
}

function measure(dir: string): InstallFootprint {
  const packages: InstalledPackage[] = []
  const visit = (modules: string) => {
    for (const entry of readdirSync(path.join(dir, modules), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const folders = entry.name.startsWith('@') ? readdirSync(path.join(dir, modules, entry.name)).map(name => `${entry.name}/${name}`) : [entry.name]
      for (const name of folders) {
        const location = `${modules}/${name}`
        packages.push({ location, name, ...folderBytes(path.join(dir, location), 'node_modules') })
        if (existsSync(path.join(dir, location, 'node_modules'))) visit(`${location}/node_modules`)
      }
    }
  }
  visit('node_modules')
  const byLocation = new Map(packages.map(p => [p.location, p]))
  // Node's resolution: the nearest node_modules/<name> walking up from the requiring package.
  const resolve = (from: string, name: string): InstalledPackage | undefined => {
    for (let base = from; ; base = base.slice(0, base.lastIndexOf('/node_modules/'))) {
      const found = byLocation.get(`${base}/node_modules/${name}`)
      if (found) return found
      if (!base.includes('/node_modules/')) return byLocation.get(`node_modules/${name}`)
    }
  }
  const reachedFrom = (names: readonly string[]) => {
    const seen = new Set<InstalledPackage>()
    const queue = names.flatMap(name => byLocation.get(`node_modules/${name}`) ?? [])
    for (let next = queue.pop(); next; next = queue.pop()) {
      if (seen.has(next)) continue
      seen.add(next)
      const manifest = JSON.parse(readFileSync(path.join(dir, next.location, 'package.json'), 'utf8'))
      const wanted = { ...manifest.dependencies, ...manifest.optionalDependencies }
      for (const name of Object.keys(wanted)) {
        const found = resolve(next.location, name)
        if (found) queue.push(found)
      }
    }
    return [...seen]
  }
  return {
    packages,
    count: packages.length,
    bytes: packages.reduce((sum, p) => sum + p.bytes, 0),
    diskBytes: packages.reduce((sum, p) => sum + p.diskBytes, 0),
    reachedFrom,
  }
}

/** Apparent and on-disk size of `dir` and what it holds (symlinks counted as links), skipping folders named `skip`. */
function folderBytes(dir: string, skip: string): { bytes: number; diskBytes: number } {
  // A folder takes disk blocks of its own (du counts them) but holds no bytes of the package.
  const total = { bytes: 0, diskBytes: fileBytes(dir).diskBytes }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name === skip) continue
    const file = path.join(dir, entry.name)
    const size = entry.isDirectory() ? folderBytes(file, '') : fileBytes(file)
    total.bytes += size.bytes
    total.diskBytes += size.diskBytes
  }
  return total
}

function fileBytes(file: string): { bytes: number; diskBytes: number } {
  const stat = lstatSync(file)
  // POSIX stat counts blocks of 512 bytes, whatever the file system's block size.
  return { bytes: stat.size, diskBytes: stat.blocks * 512 }
}
