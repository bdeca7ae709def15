// Size of a library entry as an app would download it: the file the package ships (dist/, built
// first: bench/lib/buildLibrary.ts) bundled by esbuild with every export used, minified,
// dependencies and React left as imports, gzip level 9 per file. "initial" is the entry plus the
// chunks it imports statically; "lazy" is what only import() reaches.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bundle, libraryExternals, sizeOf, ROOT } from '../../scripts/bundle.mjs'
import { initialOutputs } from './initialSize'

export interface Figures {
  bytes: number
  gzipBytes: number
  files: number
}

/**
 * `distPath`: the entry's path under dist/ (`core/index.js`). `nodeEnv`: the build measured, as the
 * library ships both (scripts/bundle.mjs libraryBuildOptions): 'production' is the `import`
 * condition's (dist/), 'development' the `development` condition's (dist/dev/).
 */
export async function entrySize(distPath: string, nodeEnv: 'production' | 'development' = 'production'): Promise<{ initial: Figures; lazy: Figures }> {
  const source = path.join('dist', nodeEnv === 'production' ? '' : 'dev', distPath)
  const { result } = await bundle({
    absWorkingDir: ROOT,
    entryPoints: [source],
    outdir: path.join(tmpdir(), 'vestibule-bundle-size'),
    format: 'esm',
    splitting: true,
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    external: libraryExternals(),
    minify: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  const entryOutput = Object.keys(result.metafile.outputs).find(output => result.metafile.outputs[output]?.entryPoint === source)
  if (!entryOutput) throw new Error(`no output for ${source}`)
  const initialFiles = new Set(initialOutputs(result.metafile, entryOutput))
  const initial: Figures = { bytes: 0, gzipBytes: 0, files: 0 }
  const lazy: Figures = { bytes: 0, gzipBytes: 0, files: 0 }
  for (const file of result.outputFiles) {
    const output = path.relative(ROOT, file.path)
    if (output.endsWith('.map')) continue
    const size = sizeOf(file.contents)
    const total = initialFiles.has(output) ? initial : lazy
    total.bytes += size.bytes
    total.gzipBytes += size.gzipBytes
    total.files += 1
  }
  return { initial, lazy }
}
