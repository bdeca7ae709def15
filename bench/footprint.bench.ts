// Issue 11 budget: a user's `npm install vestibule` holds runtime code only, at most 100 packages.
// Builds the package, packs it, and installs the tarball into an empty project with npm (the
// dependencies come from the npm registry; npm adds the required peers react, react-dom and viem
// by itself), then once more with the optional WalletConnect peer a host using that connector adds.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { formatBytes, readPackageJson, ROOT } from '../scripts/bundle.mjs'
import { installInto, pack, type InstallFootprint } from './lib/installFootprint'

const BUDGET_PACKAGES = 100
const WALLETCONNECT_PEER = '@walletconnect/universal-provider'
/** Peers every host has anyway (an EVM dapp has viem; a React one has React). */
const HOST_PEERS = ['react', 'react-dom', 'viem']

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
/** On disk as `du` counts it, then the files' own bytes. */
const sizes = (footprint: { bytes: number; diskBytes: number }) => `${megabytes(footprint.diskBytes)} on disk (${megabytes(footprint.bytes)} of files)`
const pkg = readPackageJson()

// The tarball must hold what the source says now, not a dist/ left from an older build.
const build = spawnSync(process.execPath, [path.join(ROOT, 'esbuild.mjs')], { cwd: ROOT, encoding: 'utf8' })
if (build.status !== 0) {
  console.error(`npm run build failed:\n${build.stdout}${build.stderr}`)
  process.exit(1)
}

const work = mkdtempSync(path.join(tmpdir(), 'vestibule-footprint-'))
try {
  const packed = pack(ROOT, work)
  console.log(`packed ${path.basename(packed.tarball)}: ${packed.files} files, ${formatBytes(packed.bytes)} (${formatBytes(packed.unpackedBytes)} unpacked)`)

  const own = Object.keys(pkg.dependencies ?? {})
  const describe = (label: string, footprint: InstallFootprint, budget?: number) => {
    const ownDeps = footprint.reachedFrom(own)
    const peers = footprint.reachedFrom(HOST_PEERS)
    const verdict = budget === undefined ? '' : ` — budget ≤ ${budget} packages: ${footprint.count <= budget ? 'PASS' : 'FAIL'}`
    console.log(`${label}: ${footprint.count} packages, ${sizes(footprint)}${verdict}`)
    console.log(`  vestibule's own dependencies (${own.join(', ')}): ${ownDeps.length} packages, ${megabytes(sum(ownDeps))} of files`)
    console.log(`  peers every host has (${HOST_PEERS.join(', ')}): ${peers.length} packages, ${megabytes(sum(peers))} of files`)
    const biggest = [...footprint.packages].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
    console.log(`  biggest: ${biggest.map(p => `${p.name} ${megabytes(p.bytes)}`).join(', ')}`)
  }

  const plain = installInto(path.join(work, 'default'), [packed.tarball])
  describe('npm install vestibule (default install)', plain, BUDGET_PACKAGES)

  const devDependencies = (pkg.devDependencies ?? {}) as Record<string, string>
  const walletConnectVersion = devDependencies[WALLETCONNECT_PEER]
  const withWalletConnect = installInto(path.join(work, 'walletConnect'), [packed.tarball, `${WALLETCONNECT_PEER}@${walletConnectVersion}`])
  describe(`with the WalletConnect peer (${WALLETCONNECT_PEER}@${walletConnectVersion})`, withWalletConnect)
  const added = withWalletConnect.reachedFrom([WALLETCONNECT_PEER])
  console.log(`  the peer and what it brings: ${added.length} packages, ${megabytes(sum(added))} of files (what every install would hold were it a dependency)`)

  const buildTime = plain.packages.filter(p => /^(@linaria|@wyw-in-js|@babel|qrcode$)/.test(p.name))
  console.log(`build-time or CLI packages in the default install: ${buildTime.length === 0 ? 'none' : buildTime.map(p => p.name).join(', ')}`)
  if (plain.count > BUDGET_PACKAGES || buildTime.length > 0) process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}

function sum(packages: readonly { bytes: number }[]): number {
  return packages.reduce((total, p) => total + p.bytes, 0)
}
