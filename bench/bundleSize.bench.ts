// Size of each library entry as an app would download it: esbuild, minified, dependencies and React
// left as imports, gzip level 9 per file. "initial" is the entry plus the chunks it imports
// statically; "lazy" is what only import() reaches (views and features loaded on demand).
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bundle, formatBytes, libraryEntries, libraryExternals, sizeOf, ROOT } from '../scripts/bundle.mjs';
import { initialOutputs } from './lib/initialSize';

interface Figures {
  bytes: number;
  gzipBytes: number;
  files: number;
}

function add(total: Figures, size: { bytes: number; gzipBytes: number }): void {
  total.bytes += size.bytes;
  total.gzipBytes += size.gzipBytes;
  total.files += 1;
}

const { entries, missing } = libraryEntries();
for (const { subpath, source } of missing) console.log(`(skipped "${subpath}": ${source} does not exist)`);
if (entries.length === 0) {
  console.log('no library entry exists yet');
  process.exit(0);
}

const columns = ['entry', 'initial', 'initial gzip', 'lazy', 'lazy gzip', 'lazy files'];
const rows: string[][] = [];
for (const entry of entries) {
  const { result } = await bundle({
    absWorkingDir: ROOT,
    entryPoints: [entry.source],
    outdir: path.join(tmpdir(), 'vestibule-bundle-size'),
    format: 'esm',
    splitting: true,
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    external: libraryExternals(),
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  const contents = new Map(result.outputFiles.map((file) => [path.relative(ROOT, file.path), file.contents]));
  const entryOutput = Object.keys(result.metafile.outputs).find(
    (output) => result.metafile.outputs[output]?.entryPoint === entry.source,
  );
  if (!entryOutput) throw new Error(`no output for ${entry.source}`);
  const initialFiles = new Set(initialOutputs(result.metafile, entryOutput));
  const initial: Figures = { bytes: 0, gzipBytes: 0, files: 0 };
  const lazy: Figures = { bytes: 0, gzipBytes: 0, files: 0 };
  for (const [output, bytes] of contents) {
    if (output.endsWith('.map')) continue;
    add(initialFiles.has(output) ? initial : lazy, sizeOf(bytes));
  }
  rows.push([
    `${entry.subpath} (${entry.source})`,
    formatBytes(initial.bytes),
    formatBytes(initial.gzipBytes),
    formatBytes(lazy.bytes),
    formatBytes(lazy.gzipBytes),
    String(lazy.files),
  ]);
}

const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
console.log('library bundle size: esbuild minified, dependencies external, gzip -9 per file');
console.log(line(columns));
for (const row of rows) console.log(line(row));
