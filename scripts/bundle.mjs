// Shared esbuild setup for the library build (esbuild.mjs), host pages (buildPage.mjs) and the
// benches: linaria through wyw-in-js, each module's extracted CSS carried by the chunk that holds it.
//
// How the CSS reaches the page
// ----------------------------
// The modal renders inside a shadow root, so linaria's CSS must not become a stylesheet of the page.
// wyw turns each styled module into JS plus an `import "<name>_<slug>.wyw.css"` whose text it keeps.
// Here that import resolves to a tiny JS module instead of CSS:
//     import { registerStyles } from "<root>/react/styles/styleRegistry.ts";
//     registerStyles(".c1{…}.c2:hover{…}");
// (the module's CSS, through esbuild's CSS minifier when minifying), and
// the import is moved to the end of the styled module, so a module registers after the modules it
// imports (a `styled(Base)` rule follows the rule of `Base`). esbuild then places each such module
// in the chunk that imports it: the connect-button page's first download carries the buttons' and
// the modal's rules, a lazy view's chunk its own. `react/styles/adoptStyles.ts` keeps one sheet for
// the modal's shadow root and the document and appends what a lazy chunk registers. No `.css` file
// is written and nothing is injected into `document.head`.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { readFileSync, existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import wywInJS from '@wyw-in-js/esbuild'

const require = createRequire(import.meta.url)

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The package.json of the repository. */
export function readPackageJson() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
}

/**
 * Source entry files of the package's subpath exports: `"./react": { "import": "./dist/react/index.js" }`
 * maps to `react/index.ts` (or `.tsx`). Exports whose source file does not exist yet are listed in
 * `missing`, so adding a plugin entry needs only a line in package.json.
 */
export function libraryEntries(pkg = readPackageJson()) {
  const entries = []
  const missing = []
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const js = typeof target === 'string' ? target : (target.import ?? target.default)
    const match = typeof js === 'string' ? /^\.\/dist\/(.+)\.js$/.exec(js) : null
    if (!match) continue
    const stem = match[1]
    const source = ['.ts', '.tsx'].map(ext => stem + ext).find(file => existsSync(path.join(ROOT, file)))
    if (source) entries.push({ subpath, source, output: `${stem}.js` })
    else missing.push({ subpath, source: `${stem}.ts` })
  }
  return { entries, missing }
}

/**
 * The syntax the published files use: ES2020, the default target of Vite 5 (AppKit's examples) and
 * the oldest a host may ask its bundler for. esbuild lowers what is newer (class fields, `??=`), and
 * a JSON module keeps only its default export: ES2022's string export names ("error.X") would stop
 * an es2020 host build (issue 25).
 */
export const LIBRARY_TARGET = 'es2020'

/**
 * The esbuild options of the package build (`npm run build`), shared with the bench that builds
 * a host page against it: one output per entry under `outdir`, shared code in `chunks/`,
 * dependencies and React left as imports.
 */
export function libraryBuildOptions(entries, outdir, pkg = readPackageJson(), nodeEnv = 'production') {
  return {
    absWorkingDir: ROOT,
    entryPoints: entries.map(entry => entry.source),
    outdir,
    outbase: ROOT,
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    splitting: true,
    // neutral: no browser/node assumptions. NODE_ENV is decided here, once per build: the `import`
    // condition's files are the production build (no development-only checks, and no `process`
    // reference left for a bundler or a browser to trip on); the `development` condition's
    // (dist/dev/, which Vite and webpack pick in development) keep the synchronous option checks.
    platform: 'neutral',
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    target: LIBRARY_TARGET,
    // tsconfig.build.json: ES2020 has no class fields, and the library's classes (errors) set each
    // field in their constructor, so fields lower to plain assignments instead of a
    // defineProperty helper call each (the first download stays as it was at es2022).
    tsconfig: 'tsconfig.build.json',
    jsx: 'automatic',
    external: libraryExternals(pkg),
  }
}

/** What the library bundles keep as imports: React and every dependency (subpaths included). */
export function libraryExternals(pkg = readPackageJson()) {
  return [...new Set(['react', 'react-dom', 'react/jsx-runtime', ...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])]
}

/** The module every extracted stylesheet registers with (see the top of this file). */
export const STYLE_REGISTRY = path.join(ROOT, 'react/styles/styleRegistry.ts')

const EXTRACTED_CSS = /\.wyw\.css$/
const CSS_IMPORT_FIRST = /^import ("[^"\n]+\.wyw\.css"); /

/**
 * wyw puts a module's CSS import first; evaluated there, the module's rules would register before
 * those of the modules it imports. Moved to the end (before an inline source map comment, which
 * must stay last), it evaluates after them.
 */
function moveCssImportToEnd(loaded) {
  const contents = typeof loaded?.contents === 'string' ? loaded.contents : undefined
  const match = contents && CSS_IMPORT_FIRST.exec(contents)
  if (!match) return loaded
  const code = contents.slice(match[0].length)
  const statement = `\nimport ${match[1]};\n`
  const mapAt = code.lastIndexOf('/*# sourceMappingURL=')
  return { ...loaded, contents: mapAt === -1 ? code + statement : code.slice(0, mapAt) + statement + code.slice(mapAt) }
}

/**
 * linaria through wyw-in-js, its `.wyw.css` imports turned into `registerStyles` calls. wyw's
 * plugin is set up against a build object that keeps its CSS loader (which holds the text it
 * extracted) for this plugin to call, and moves the CSS import of every module it transforms.
 * `extracted` receives each module's CSS as the page will register it (key → text).
 */
function linariaPlugin({ sourceMap, extracted }) {
  const wyw = wywInJS({
    sourceMap,
    // No vendor prefixes: every browser of the es2022 target takes the standard properties, and
    // the prefixed copies were a tenth of the CSS the first download carries.
    prefixer: false,
    // wyw transpiles each file with esbuild before its own Babel pass; without `jsx: 'automatic'`
    // it emits `React.createElement` with no React import.
    esbuildOptions: { jsx: 'automatic' },
    // Used when wyw evaluates the .ts/.tsx modules a template interpolates from.
    babelOptions: {
      presets: [require.resolve('@babel/preset-typescript'), [require.resolve('@babel/preset-react'), { runtime: 'automatic' }]],
    },
  })
  return {
    name: 'vestibule-linaria',
    async setup(build) {
      let loadExtractedCss
      await wyw.setup({
        ...build,
        onResolve(options, callback) {
          if (String(options.filter) !== String(EXTRACTED_CSS)) build.onResolve(options, callback)
        },
        onLoad(options, callback) {
          if (options.namespace === 'wyw-in-js') loadExtractedCss = callback
          else build.onLoad(options, async args => moveCssImportToEnd(await callback(args)))
        },
      })
      if (!loadExtractedCss) throw new Error('bundle.mjs: the wyw-in-js plugin registered no loader for its extracted CSS')

      build.onResolve({ filter: EXTRACTED_CSS }, args => ({ path: args.path, namespace: 'vestibule-styles' }))
      build.onLoad({ filter: /.*/, namespace: 'vestibule-styles' }, async args => {
        const loaded = await loadExtractedCss({ ...args, namespace: 'wyw-in-js' })
        // A source map cannot follow CSS handed over as text: drop the one wyw appends.
        const source = String(loaded?.contents ?? '').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
        const { code: cssText } = await esbuild.transform(source, {
          loader: 'css',
          minify: Boolean(build.initialOptions.minify),
          target: build.initialOptions.target,
          logLevel: 'silent',
        })
        extracted.set(args.path, cssText)
        return {
          contents: `import { registerStyles } from ${JSON.stringify(STYLE_REGISTRY)};\nregisterStyles(${JSON.stringify(cssText.trim())});\n`,
          loader: 'js',
          resolveDir: ROOT,
        }
      })
    },
  }
}

// wyw parses and evaluates every module it is given with Babel (about 25 ms each), though only
// modules that import linaria have anything to extract: let esbuild load the others directly.
// Must come before the wyw plugin: the first onLoad that answers wins.
const skipUnstyledModulesPlugin = {
  name: 'vestibule-skip-unstyled-modules',
  setup(build) {
    build.onLoad({ filter: /\.(js|jsx|ts|tsx)$/ }, async args => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined
      const contents = await readFile(args.path, 'utf8')
      if (contents.includes('@linaria/')) return undefined
      return { contents, loader: path.extname(args.path).slice(1) }
    })
  },
}

/**
 * esbuild with linaria, each module's CSS registered by the chunk that holds it (see the top of
 * this file). Takes esbuild build options; `bundle` is always on. Returns esbuild's result,
 * every rule extracted, as one string (for size reports: the page never holds it as one), and
 * each module's rules by its file name without extension.
 */
export async function bundle({ plugins = [], ...options }) {
  const extracted = new Map()
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    ...options,
    bundle: true,
    plugins: [...plugins, skipUnstyledModulesPlugin, linariaPlugin({ sourceMap: Boolean(options.sourcemap), extracted })],
  })
  // Each module's CSS by its file name without extension (wyw names the extracted file
  // `<name>_<slug>.wyw.css`; no two styled modules share a name).
  const cssBySource = new Map([...extracted].map(([file, cssText]) => [file.replace(/_[^_/\\]+\.wyw\.css$/, ''), cssText]))
  return { result, css: [...extracted.values()].join('\n'), cssBySource }
}

/** Raw and gzip (level 9) byte counts of one output. */
export function sizeOf(contents) {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length }
}

/** `12.3 kB` */
export function formatBytes(bytes) {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`
}
