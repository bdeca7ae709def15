// The chunk layout of the published files: Rollup, run over what esbuild built.
//
// Why a second bundler: a host's bundler keeps each of our files as a unit, and esbuild's code
// splitting emits one chunk per set of entries (lazy views and features included) that share a
// module (evanw/esbuild#3780). With about ninety lazy entries that cut the code a connect-button
// page needs at once into 30 files, and a host built by Vite or esbuild then downloaded 24 to 30
// files before its button could paint; each file costs the browser time (issue 11's
// Connect-button budget). esbuild has no option to place modules in a chunk; Rollup's
// `manualChunks` does.
//
// The layout: every module that a first-paint entry (FIRST_PAINT_EXPORTS) imports
// statically goes to one of two shared chunks, `kernel` (no React: what headless and plugin code
// needs) and `kernel-react` (what imports React, directly or not). Lazy chunks are left to
// Rollup's own chunking, which also drops modules an importer already holds. Import order, and
// so each module's style registration (scripts/bundle.mjs), is kept: Rollup keeps ESM
// evaluation order.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { rollup } from 'rollup'
import { LIBRARY_TARGET } from './bundle.mjs'

/**
 * The subpath exports a React Server Components app renders from its server components: each gets
 * a client boundary beside its entry file (`index.client.js`: `"use client"` and the entry's names
 * re-exported), which package.json's `react-server` condition points at. The entry files themselves
 * stay without the directive, so Rollup and Vite build an app with no warning about it (issue 28).
 * Framework-free entries (`vestibule/adapters/wagmi`, the plugins) stay server-importable.
 */
export const CLIENT_EXPORTS = ['./react', './elements', './adapters/solana/react', './devtools']

/** The client boundary written beside a client entry file (`react/index.js` → `react/index.client.js`). */
export const clientBoundaryOf = file => file.replace(/\.js$/, '.client.js')

/**
 * The subpath exports a connect-button page imports (React, the core they share, the plugin kit,
 * the EVM connectors and networks). Feature, Solana, embedded-wallet and devtools entries stay out:
 * a page that does not use them must not download their code.
 */
export const FIRST_PAINT_EXPORTS = ['.', './plugin', './react', './plugins/connectors/injected', './plugins/connectors/walletConnect', './plugins/networks/evm']

const REACT = /^(react|react-dom|observable-hooks)(\/|$)/
const isBare = id => !id.startsWith('.') && !path.isAbsolute(id)

/** The modules reachable from `roots` by static imports, externals left out. */
function staticClosure(roots, getModuleInfo) {
  const seen = new Set()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop()
    const info = getModuleInfo(id)
    if (seen.has(id) || !info || info.isExternal) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  return seen
}

/** `kernel-react` for a module that imports React, directly or through another; `kernel` otherwise. */
function kernelChunks(firstPaint, entries, getModuleInfo) {
  const modules = [...staticClosure(firstPaint, getModuleInfo)]
  const imports = id => getModuleInfo(id).importedIds
  const withReact = new Set(modules.filter(id => imports(id).some(imported => REACT.test(imported))))
  // Grown until nothing changes: import cycles make a single pass miss a module.
  for (let grew = true; grew; ) {
    grew = false
    for (const id of modules) {
      if (!withReact.has(id) && imports(id).some(imported => withReact.has(imported))) {
        withReact.add(id)
        grew = true
      }
    }
  }
  return new Map(modules.filter(id => !entries.has(id)).map(id => [id, withReact.has(id) ? 'kernel-react' : 'kernel']))
}

/** esbuild's own output and, when written, its source map (Rollup does not read linked maps). */
function esbuildOutput(sourcemap) {
  return {
    name: 'vestibule-esbuild-output',
    async load(id) {
      const code = await readFile(id, 'utf8')
      if (!sourcemap) return code
      return { code, map: await readFile(`${id}.map`, 'utf8') }
    },
  }
}

/**
 * Lays out esbuild's output in `from` (entries at their `dist/` paths, shared code in `chunks/`)
 * as the published files in `to`: the same entry files, every module the `firstPaint` entries load
 * statically in `chunks/kernel-*.js`, lazy code in Rollup's chunks, minified again when `minify`
 * (Rollup renames clashing names). Returns Rollup's output (file names and code).
 */
export async function layOutChunks({ from, to, entries, firstPaint, client = [], minify, sourcemap }) {
  const input = Object.fromEntries(entries.map(file => [file.replace(/\.js$/, ''), path.join(from, file)]))
  const entryIds = new Set(Object.values(input))
  const firstPaintIds = firstPaint.map(file => path.join(from, file))
  const build = await rollup({
    input,
    external: isBare,
    plugins: [esbuildOutput(sourcemap)],
    // package.json's `sideEffects` tells every host that our files have none (CSS aside), so a
    // host drops a bare `import "./chunk.js"`; where it sees our files as the app's own (a linked
    // package, the benches) esbuild warns for each: 42 on the connect-button page. Rollup reads the
    // same promise and emits no such import, nor a bare `import "rxjs"`: a module is in a file
    // because something imports its exports, and its statements stay whole.
    treeshake: { moduleSideEffects: false },
    // Fatal: a circular chunk or a missing export would run code out of order at a visitor's.
    onwarn(warning) {
      throw new Error(`chunkLayout.mjs: ${warning.message}`)
    },
  })
  let kernel
  const { output } = await build.write({
    dir: to,
    format: 'es',
    entryFileNames: '[name].js',
    // esbuild's names carry its hash already (`chunk-ABCD1234`): one hash, Rollup's, is enough.
    chunkFileNames: chunk => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
    sourcemap: sourcemap ? true : false,
    minifyInternalExports: true,
    // Rollup would repeat each chunk's transitive imports in its importers (bare `import "rxjs"`
    // included), to spare an unbundled browser a waterfall; every host bundles these files.
    hoistTransitiveImports: false,
    manualChunks(id, { getModuleInfo }) {
      kernel ??= kernelChunks(firstPaintIds, entryIds, getModuleInfo)
      return kernel.get(id)
    },
    plugins: [...(minify ? [minifyChunks] : []), clientBoundaryPlugin(client)],
  })
  await build.close()
  return output.filter(item => item.type === 'chunk')
}

/**
 * Beside each entry file in `client`, its client boundary: `"use client"` and the entry's exports,
 * by name (React Server Components bundlers refuse `export *` from a client boundary).
 */
const clientBoundaryPlugin = client => ({
  name: 'vestibule-client-boundary',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || !client.includes(chunk.fileName)) continue
      const from = `./${path.basename(chunk.fileName)}`
      this.emitFile({
        type: 'asset',
        fileName: clientBoundaryOf(chunk.fileName),
        source: `"use client";\nexport { ${chunk.exports.join(', ')} } from '${from}';\n`,
      })
    }
  },
})

/** esbuild's minifier over each file Rollup renders (identifiers, whitespace, syntax). */
const minifyChunks = {
  name: 'vestibule-minify',
  async renderChunk(code, chunk, options) {
    const result = await esbuild.transform(code, {
      format: 'esm',
      target: LIBRARY_TARGET,
      minify: true,
      sourcemap: options.sourcemap ? 'external' : false,
      sourcefile: chunk.fileName,
      logLevel: 'silent',
    })
    return { code: result.code, map: result.map || null }
  },
}
