// The package as it ships, built from the sources as they are now: a bench that measures dist/
// must not measure one left from an older build.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../../scripts/bundle.mjs'

/** Runs `node esbuild.mjs` (what `npm run build` runs); throws with its output if it fails. */
export function buildLibrary(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'esbuild.mjs')], { cwd: ROOT, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`node esbuild.mjs failed:\n${result.stdout}${result.stderr}`)
}
