// `npm run bench`: runs every bench/*.bench.ts in turn (`node --import tsx <file>`), each printing
// its own figures. `npm run bench -- bundleSize` runs only the files whose name contains an argument.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BENCH = path.join(ROOT, 'bench')
const filters = process.argv.slice(2)

const files = readdirSync(BENCH)
  .filter(name => name.endsWith('.bench.ts'))
  .filter(name => filters.length === 0 || filters.some(filter => name.includes(filter)))
  .sort()
if (files.length === 0) {
  console.error(filters.length ? `no bench/*.bench.ts matches ${filters.join(', ')}` : 'no bench/*.bench.ts file')
  process.exit(1)
}

const failed = []
for (const name of files) {
  console.log(`\n=== ${name}`)
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH, name)], { cwd: ROOT, stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (result.status === 0) {
    console.log(`=== ${name} done in ${seconds} s`)
  } else {
    failed.push(name)
    console.log(`=== ${name} FAILED (${result.error?.message ?? `exit ${result.status ?? result.signal}`}) after ${seconds} s`)
  }
}
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${files.length} benches failed: ${failed.join(', ')}`)
  process.exit(1)
}
