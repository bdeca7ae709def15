// Library build: `node esbuild.mjs` (minified) or `node esbuild.mjs --dev` (unminified, sourcemaps).
//
// One ESM bundle per subpath export in package.json "exports" whose source entry exists
// (`./dist/react/index.js` ← `react/index.ts`), written to `dist/<same path>.js`, and again to
// `dist/dev/<same path>.js` with the development-only checks (the `development` condition). Code splitting
// is on, so `import()` of a view or feature becomes a lazy chunk under `dist/chunks/`, and code
// shared by several entries is emitted once. React and every dependency stay imports.
// linaria runs through wyw-in-js; its CSS is not written as a file: each chunk registers the rules
// of the modules it holds, for the shadow root and the document to adopt (how: scripts/bundle.mjs).
// Then `tsc -p tsconfig.build.json` writes the declarations to dist/types.
import { rmSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, bundle, formatBytes, libraryBuildOptions, libraryEntries, sizeOf } from './scripts/bundle.mjs';

const dev = process.argv.includes('--dev');
const outdir = path.join(ROOT, 'dist');

const { entries, missing } = libraryEntries();
for (const { subpath, source } of missing) console.warn(`esbuild.mjs: skipping export "${subpath}": ${source} does not exist`);
if (entries.length === 0) {
  console.error('esbuild.mjs: no export in package.json has a source entry; nothing to build');
  process.exit(1);
}

rmSync(outdir, { recursive: true, force: true });

const started = performance.now();
// Two builds of the same entries: dist/ for the `import` condition (production) and dist/dev/ for
// the `development` condition (with the development-only checks); see libraryBuildOptions.
const builds = [
  { outdir, nodeEnv: 'production' },
  { outdir: path.join(outdir, 'dev'), nodeEnv: 'development' },
];
const rows = [];
let css = '';
for (const build of builds) {
  let built;
  try {
    built = await bundle({
      ...libraryBuildOptions(entries, build.outdir, undefined, build.nodeEnv),
      minify: !dev,
      sourcemap: dev ? 'linked' : false,
      metafile: true,
      write: true,
      logLevel: 'warning',
    });
  } catch (error) {
    // esbuild has printed its own errors (they come with an `errors` list); print anything else.
    if (!Array.isArray(error?.errors)) console.error(error);
    process.exit(1);
  }
  css ||= built.css;
  for (const file of Object.keys(built.result.metafile.outputs).filter((file) => !file.endsWith('.map'))) {
    rows.push({ file, ...sizeOf(readFileSync(path.join(ROOT, file))) });
  }
}

rows.sort((a, b) => a.file.localeCompare(b.file));
const width = Math.max(...rows.map((row) => row.file.length));
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${formatBytes(row.bytes).padStart(9)}  ${formatBytes(row.gzipBytes).padStart(9)} gzip`);
}
console.log(
  `bundled ${entries.length} entries twice (production, and development under dist/dev/) in ${Math.round(performance.now() - started)} ms` +
    ` (${dev ? 'dev' : 'minified'}; extracted CSS ${formatBytes(Buffer.byteLength(css))})`,
);

const require = createRequire(import.meta.url);
const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (tsc.status !== 0) {
  console.error('esbuild.mjs: tsc -p tsconfig.build.json failed');
  process.exit(tsc.status ?? 1);
}
console.log(`declarations written to ${path.relative(ROOT, path.join(outdir, 'types'))}`);
