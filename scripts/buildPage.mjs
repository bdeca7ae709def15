// Bundles an app page (a sandbox host page, a bench page, a browser-test page) for the browser:
// React and every other dependency are bundled in, linaria is applied, and each module's CSS
// travels in the chunk that holds the module (see scripts/bundle.mjs).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT, bundle, libraryEntries, sizeOf } from './bundle.mjs'

/**
 * `vestibule` and `vestibule/<subpath>` as a host's bundler resolves them once the package is
 * installed: through package.json "exports" (the `import` condition) to the built files in dist/.
 * Without it, tsconfig.json's paths resolve them to the sources.
 */
function builtLibraryPlugin() {
  const outputs = new Map(libraryEntries().entries.map(entry => [entry.subpath, entry.output]))
  return {
    name: 'vestibule-built-library',
    setup(build) {
      build.onResolve({ filter: /^vestibule(\/|$)/ }, args => {
        const subpath = `.${args.path.slice('vestibule'.length)}`
        const output = outputs.get(subpath)
        if (!output) return { errors: [{ text: `vestibule has no export "${subpath}"` }] }
        const file = path.join(ROOT, 'dist', output)
        if (!existsSync(file)) return { errors: [{ text: `dist/${output} is not built: run \`npm run build\` first` }] }
        return { path: file }
      })
    },
  }
}

/**
 * Writes `<outdir>/<entry name>.js` plus lazy chunks under `<outdir>/chunks/`. Existing files in
 * `outdir` are not removed.
 *
 * @example
 * const page = await buildPage({ entry: 'devtools/sandbox/main.tsx', outdir: '.cache/sandbox' });
 * page.entry      // absolute path of the entry's .js, load it with <script type="module">
 * page.gzipBytes  // all .js and .css written, gzip level 9
 *
 * `library: 'dist'` bundles the page's `vestibule/…` imports from the built package, as a host
 * that installed it does; the default, 'source', from the repository's sources.
 */
export async function buildPage({ entry, outdir, minify = true, define = {}, sourcemap, library = 'source' }) {
  if (!entry || !outdir) throw new Error('buildPage: entry and outdir are required')
  const entryPath = path.resolve(entry)
  const { result, css } = await bundle({
    plugins: library === 'dist' ? [builtLibraryPlugin()] : [],
    entryPoints: [entryPath],
    outdir: path.resolve(outdir),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify,
    sourcemap: sourcemap ?? (minify ? false : 'linked'),
    // React and linaria's runtime branch on NODE_ENV; pages are built for one mode.
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development'), ...define },
    metafile: true,
    write: true,
    logLevel: 'warning',
  })

  let entryFile
  const files = []
  for (const [relative, output] of Object.entries(result.metafile.outputs)) {
    if (relative.endsWith('.map')) continue
    const file = path.resolve(ROOT, relative)
    // Lazy chunks carry an entryPoint too (esbuild treats import() targets as entry points).
    if (output.entryPoint && path.resolve(ROOT, output.entryPoint) === entryPath) entryFile = file
    files.push({ path: file, ...sizeOf(readFileSync(file)) })
  }
  if (!entryFile) throw new Error(`buildPage: esbuild reported no output for ${entryPath}`)
  return {
    entry: entryFile,
    staticChunks: staticChunksOf(result.metafile, path.relative(ROOT, entryFile)).map(relative => path.resolve(ROOT, relative)),
    files,
    css,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

/** The chunks `entry` imports statically, transitively: what a page can announce with modulepreload. */
function staticChunksOf(metafile, entry) {
  const seen = new Set([entry])
  const queue = [entry]
  for (let next = queue.pop(); next; next = queue.pop()) {
    for (const imported of metafile.outputs[next]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external && !seen.has(imported.path)) {
        seen.add(imported.path)
        queue.push(imported.path)
      }
    }
  }
  seen.delete(entry)
  return [...seen]
}
