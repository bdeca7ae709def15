// Size of each library entry as an app would download it: the built file bundled by esbuild,
// minified, dependencies and React left as imports, gzip level 9 per file. "initial" is the entry plus the chunks it imports
// statically; "lazy" is what only import() reaches (views and features loaded on demand).
import { formatBytes, libraryEntries } from '../scripts/bundle.mjs'
import { buildLibrary } from './lib/buildLibrary'
import { entrySize } from './lib/entrySize'

const { entries, missing } = libraryEntries()
for (const { subpath, source } of missing) console.log(`(skipped "${subpath}": ${source} does not exist)`)
if (entries.length === 0) {
  console.log('no library entry exists yet')
  process.exit(0)
}

buildLibrary()
const columns = ['entry', 'initial', 'initial gzip', 'lazy', 'lazy gzip', 'lazy files']
const rows: string[][] = []
for (const entry of entries) {
  const { initial, lazy } = await entrySize(entry.output)
  rows.push([
    `${entry.subpath} (dist/${entry.output})`,
    formatBytes(initial.bytes),
    formatBytes(initial.gzipBytes),
    formatBytes(lazy.bytes),
    formatBytes(lazy.gzipBytes),
    String(lazy.files),
  ])
}

const widths = columns.map((column, i) => Math.max(column.length, ...rows.map(row => row[i]!.length)))
const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
console.log('library bundle size: esbuild minified, dependencies external, gzip -9 per file')
console.log(line(columns))
for (const row of rows) console.log(line(row))
