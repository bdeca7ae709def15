// Library build: `node esbuild.mjs` (minified) or `node esbuild.mjs --dev` (unminified, sourcemaps).
//
// One ESM bundle per subpath export in package.json "exports" whose source entry exists
// (`./dist/react/index.js` ← `react/index.ts`), written to `dist/<same path>.js`, and again to
// `dist/dev/<same path>.js` with the development-only checks (the `development` condition). Code splitting
// is on, so `import()` of a view or feature becomes a lazy chunk under `dist/chunks/`, and code
// shared by several entries is emitted once. React and every dependency stay imports.
// esbuild bundles into a scratch folder; Rollup then lays the files out (scripts/chunkLayout.mjs):
// what the first-paint entries load statically goes into two shared chunks, so a host's first
// download holds a few of our files, not thirty.
// linaria runs through wyw-in-js; its CSS is not written as a file: each chunk registers the rules
// of the modules it holds, for the shadow root and the document to adopt (how: scripts/bundle.mjs).
// Then `tsc -p tsconfig.build.json` writes the declarations to dist/types.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ROOT, bundle, formatBytes, libraryBuildOptions, libraryEntries, sizeOf } from './scripts/bundle.mjs'
import { buttonStylesheet } from './scripts/buttonStylesheet.mjs'
import { CLIENT_EXPORTS, FIRST_PAINT_EXPORTS, layOutChunks } from './scripts/chunkLayout.mjs'

const dev = process.argv.includes('--dev')
const outdir = path.join(ROOT, 'dist')

const { entries, missing } = libraryEntries()
for (const { subpath, source } of missing) console.warn(`esbuild.mjs: skipping export "${subpath}": ${source} does not exist`)
if (entries.length === 0) {
  console.error('esbuild.mjs: no export in package.json has a source entry; nothing to build')
  process.exit(1)
}

rmSync(outdir, { recursive: true, force: true })
const scratch = mkdtempSync(path.join(tmpdir(), 'vestibule-esbuild-'))
const firstPaint = entries.filter(entry => FIRST_PAINT_EXPORTS.includes(entry.subpath)).map(entry => entry.output)
const client = entries.filter(entry => CLIENT_EXPORTS.includes(entry.subpath)).map(entry => entry.output)

const started = performance.now()
// Two builds of the same entries: dist/ for the `import` condition (production) and dist/dev/ for
// the `development` condition (with the development-only checks); see libraryBuildOptions.
const builds = [
  { outdir, nodeEnv: 'production' },
  { outdir: path.join(outdir, 'dev'), nodeEnv: 'development' },
]
const rows = []
let css = ''
let cssBySource
for (const build of builds) {
  const bundled = path.join(scratch, build.nodeEnv)
  try {
    const built = await bundle({
      ...libraryBuildOptions(entries, bundled, undefined, build.nodeEnv),
      minify: !dev,
      sourcemap: dev ? 'linked' : false,
      write: true,
      logLevel: 'warning',
    })
    css ||= built.css
    cssBySource ??= built.cssBySource
    const files = await layOutChunks({
      from: bundled,
      to: build.outdir,
      entries: entries.map(entry => entry.output),
      firstPaint,
      client,
      minify: !dev,
      sourcemap: dev,
    })
    for (const file of files) rows.push({ file: path.relative(ROOT, path.join(build.outdir, file.fileName)), ...sizeOf(file.code) })
  } catch (error) {
    // esbuild has printed its own errors (they come with an `errors` list); print anything else.
    if (!Array.isArray(error?.errors)) console.error(error)
    rmSync(scratch, { recursive: true, force: true })
    process.exit(1)
  } finally {
    rmSync(bundled, { recursive: true, force: true })
  }
}
rmSync(scratch, { recursive: true, force: true })

// `vestibule/styles.css`: the buttons' rules, for a server-rendered page's first paint.
const stylesheet = await buttonStylesheet(cssBySource)
writeFileSync(path.join(outdir, 'styles.css'), stylesheet)
rows.push({ file: 'dist/styles.css', ...sizeOf(stylesheet) })

rows.sort((a, b) => a.file.localeCompare(b.file))
const width = Math.max(...rows.map(row => row.file.length))
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${formatBytes(row.bytes).padStart(9)}  ${formatBytes(row.gzipBytes).padStart(9)} gzip`)
}
console.log(
  `bundled ${entries.length} entries twice (production, and development under dist/dev/) in ${Math.round(performance.now() - started)} ms` +
    ` (${dev ? 'dev' : 'minified'}; extracted CSS ${formatBytes(Buffer.byteLength(css))})`,
)

const require = createRequire(import.meta.url)
const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], {
  cwd: ROOT,
  stdio: 'inherit',
})
if (tsc.status !== 0) {
  console.error('esbuild.mjs: tsc -p tsconfig.build.json failed')
  process.exit(tsc.status ?? 1)
}
console.log(`declarations written to ${path.relative(ROOT, path.join(outdir, 'types'))}`)
