// Shared esbuild setup for the library build (esbuild.mjs), host pages (buildPage.mjs) and the
// bundle-size bench: linaria through wyw-in-js, and the extracted CSS handed to the JS as a string.
//
// How `virtual:vestibule-styles` gets its CSS
// -------------------------------------------
// The modal renders inside a shadow root, so linaria's CSS must not become a stylesheet of the page;
// the React code imports `virtual:vestibule-styles` (a string) and adopts it into its shadow root.
// The wyw plugin only knows a module's CSS once esbuild has loaded that module, while the virtual
// module may be loaded first, so the string cannot be known in a single pass. `bundle()` therefore
// builds twice:
//   1. Collect: one unsplit, unwritten bundle of all the entry points (`export * as eN from …`, so
//      nothing is tree-shaken and `import()` targets are inlined) with the virtual module empty.
//      esbuild orders and deduplicates every `.wyw.css` import into one CSS output, in import order,
//      so a `styled(Base)` rule still follows the rule of `Base`. That CSS output is the string.
//   2. Build: the real bundle (code splitting, minify, sourcemaps as asked). The virtual module now
//      exports that string, and the `.wyw.css` imports resolve to empty modules, so no `.css` file is
//      written and nothing is injected into `document.head`.
// Both passes share one wyw plugin instance, so its transform cache makes the second pass cheap.
// The string holds every linaria rule reachable from the entry points, lazy views included: the
// shadow root adopts it once, before any lazy view renders.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import wywInJS from '@wyw-in-js/esbuild';

const require = createRequire(import.meta.url);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STYLES_MODULE = 'virtual:vestibule-styles';

/** The package.json of the repository. */
export function readPackageJson() {
  return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
}

/**
 * Source entry files of the package's subpath exports: `"./react": { "import": "./dist/react/index.js" }`
 * maps to `react/index.ts` (or `.tsx`). Exports whose source file does not exist yet are listed in
 * `missing`, so adding a plugin entry needs only a line in package.json.
 */
export function libraryEntries(pkg = readPackageJson()) {
  const entries = [];
  const missing = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const js = typeof target === 'string' ? target : (target.import ?? target.default);
    const match = typeof js === 'string' ? /^\.\/dist\/(.+)\.js$/.exec(js) : null;
    if (!match) continue;
    const stem = match[1];
    const source = ['.ts', '.tsx'].map((ext) => stem + ext).find((file) => existsSync(path.join(ROOT, file)));
    if (source) entries.push({ subpath, source, output: `${stem}.js` });
    else missing.push({ subpath, source: `${stem}.ts` });
  }
  return { entries, missing };
}

/**
 * The esbuild options of the package build (`npm run build`), shared with the bench that builds
 * a host page against it: one output per entry under `outdir`, shared code in `chunks/`,
 * dependencies and React left as imports.
 */
export function libraryBuildOptions(entries, outdir, pkg = readPackageJson()) {
  return {
    absWorkingDir: ROOT,
    entryPoints: entries.map((entry) => entry.source),
    outdir,
    outbase: ROOT,
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    splitting: true,
    // neutral: no browser/node assumptions and NODE_ENV left for the app's bundler to decide.
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    external: libraryExternals(pkg),
  };
}

/** What the library bundles keep as imports: React and every dependency (subpaths included). */
export function libraryExternals(pkg = readPackageJson()) {
  return [
    ...new Set([
      'react',
      'react-dom',
      'react/jsx-runtime',
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]),
  ];
}

function linariaPlugin({ sourceMap }) {
  return wywInJS({
    sourceMap,
    // No vendor prefixes: every browser of the es2022 target takes the standard properties, and
    // the prefixed copies were a tenth of the styles string the first download carries.
    prefixer: false,
    // wyw transpiles each file with esbuild before its own Babel pass; without `jsx: 'automatic'`
    // it emits `React.createElement` with no React import.
    esbuildOptions: { jsx: 'automatic' },
    // Used when wyw evaluates the .ts/.tsx modules a template interpolates from.
    babelOptions: {
      presets: [
        require.resolve('@babel/preset-typescript'),
        [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
      ],
    },
  });
}

function stylesModulePlugin(cssText) {
  return {
    name: 'vestibule-styles-module',
    setup(build) {
      build.onResolve({ filter: /^virtual:vestibule-styles$/ }, (args) => ({
        path: args.path,
        namespace: 'vestibule-styles',
      }));
      build.onLoad({ filter: /.*/, namespace: 'vestibule-styles' }, () => ({
        contents: `export default ${JSON.stringify(cssText)};`,
        loader: 'js',
      }));
    },
  };
}

// wyw parses and evaluates every module it is given with Babel (about 25 ms each), though only
// modules that import linaria have anything to extract: let esbuild load the others directly.
// Must come before the wyw plugin: the first onLoad that answers wins.
const skipUnstyledModulesPlugin = {
  name: 'vestibule-skip-unstyled-modules',
  setup(build) {
    build.onLoad({ filter: /\.(js|jsx|ts|tsx)$/ }, async (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (contents.includes('@linaria/')) return undefined;
      return { contents, loader: path.extname(args.path).slice(1) };
    });
  },
};

// Must come before the wyw plugin: the first onResolve that answers wins.
const dropExtractedCssPlugin = {
  name: 'vestibule-drop-extracted-css',
  setup(build) {
    build.onResolve({ filter: /\.wyw\.css$/ }, (args) => ({
      path: args.path,
      namespace: 'vestibule-dropped-css',
      sideEffects: false,
    }));
    build.onLoad({ filter: /.*/, namespace: 'vestibule-dropped-css' }, () => ({ contents: '', loader: 'empty' }));
  },
};

/**
 * esbuild with linaria and the `virtual:vestibule-styles` module (see the top of this file).
 * Takes esbuild build options (`entryPoints` as an array of paths); `bundle` is always on.
 * Returns esbuild's result and the CSS string the virtual module exported.
 */
export async function bundle(options) {
  const {
    entryPoints,
    plugins = [],
    outdir,
    outfile,
    outbase,
    entryNames,
    chunkNames,
    assetNames,
    splitting,
    sourcemap,
    metafile,
    write,
    format,
    ...shared
  } = options;
  if (!Array.isArray(entryPoints) || entryPoints.length === 0) throw new Error('bundle: entryPoints must be a non-empty array of paths');
  const absWorkingDir = shared.absWorkingDir ?? ROOT;
  const linaria = linariaPlugin({ sourceMap: Boolean(sourcemap) });

  const collector = entryPoints
    .map((entry, i) => `export * as e${i} from ${JSON.stringify(path.resolve(absWorkingDir, entry))};`)
    .join('\n');
  const collected = await esbuild.build({
    ...shared,
    absWorkingDir,
    bundle: true,
    stdin: { contents: collector, resolveDir: absWorkingDir, sourcefile: 'vestibule-styles-collector.js', loader: 'js' },
    outfile: path.join(absWorkingDir, 'vestibule-styles-collector.js'),
    format: 'esm',
    splitting: false,
    sourcemap: false,
    write: false,
    // Errors stop here, printed once; warnings are left to the second pass, which sees the same code.
    logLevel: shared.logLevel === 'silent' ? 'silent' : 'error',
    plugins: [...plugins, skipUnstyledModulesPlugin, stylesModulePlugin(''), linaria],
  });
  const cssText = collected.outputFiles
    .filter((file) => file.path.endsWith('.css'))
    .map((file) => file.text)
    .join('\n');

  const result = await esbuild.build({
    ...shared,
    absWorkingDir,
    entryPoints,
    bundle: true,
    outdir,
    outfile,
    outbase,
    entryNames,
    chunkNames,
    assetNames,
    splitting,
    sourcemap,
    metafile,
    write,
    format,
    plugins: [...plugins, skipUnstyledModulesPlugin, dropExtractedCssPlugin, stylesModulePlugin(cssText), linaria],
  });
  return { result, css: cssText };
}

/** Raw and gzip (level 9) byte counts of one output. */
export function sizeOf(contents) {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

/** `12.3 kB` */
export function formatBytes(bytes) {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}
