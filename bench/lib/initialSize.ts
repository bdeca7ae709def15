// What a host page downloads before a visitor clicks: the entry and the chunks it imports
// statically, minified, React and ReactDOM excluded, gzip -9 per file.
import path from 'node:path'
import { tmpdir } from 'node:os'
import type { Metafile, Plugin } from 'esbuild'
import { bundle, sizeOf, ROOT } from '../../scripts/bundle.mjs'

const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler']
/** Modules that must stay out of the first download (lazy, or never in a host bundle). */
export const FORBIDDEN_INITIAL = ['@walletconnect/', '@solana/', 'lean-qr', 'devtools/panel', 'devtools/index']
/** Message files that load lazily: every locale but core's English (react/locales/en.ts), and every feature's. */
export const LAZY_MESSAGES = /(^|\/)locales\/[^/]+\.json$/

export interface InitialSize {
  readonly gzip: number
  readonly raw: number
  readonly files: number
  readonly lazy: number
  /** Inputs of the initial files that match FORBIDDEN_INITIAL. */
  readonly forbidden: string[]
  /** Inputs of the initial files that match LAZY_MESSAGES. */
  readonly messages: string[]
  /** Minified bytes each source file puts into the initial files (esbuild's bytesInOutput). */
  readonly inputBytes: Readonly<Record<string, number>>
  /** Every input of the initial files, for a bench that checks which of its modules ship up front. */
  readonly inputs: string[]
}

/** Outputs `entry` reaches through static imports: what loads before anything is imported lazily. */
export function initialOutputs(metafile: Metafile, entry: string): string[] {
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
  return [...seen]
}

export async function initialSize(entry: string, plugins: Plugin[] = []): Promise<InitialSize> {
  const { result } = await bundle({
    plugins,
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outdir: path.join(tmpdir(), 'vestibule-bench-initial'),
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: REACT,
    define: { 'process.env.NODE_ENV': '"production"' },
    minify: true,
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  const metafile = result.metafile!
  const entryOutput = Object.keys(metafile.outputs).find(out => metafile.outputs[out]!.entryPoint === entry)!
  const initial = initialOutputs(metafile, entryOutput)
  let gzip = 0
  let raw = 0
  for (const out of initial) {
    const file = result.outputFiles!.find(f => f.path === path.resolve(ROOT, out))!
    const size = sizeOf(file.contents)
    gzip += size.gzipBytes
    raw += size.bytes
  }
  const lazy = Object.keys(metafile.outputs).filter(out => out.endsWith('.js') && !initial.includes(out)).length
  const inputs = initial.flatMap(out => Object.keys(metafile.outputs[out]!.inputs))
  const forbidden = inputs.filter(input => FORBIDDEN_INITIAL.some(f => input.includes(f)))
  const messages = inputs.filter(input => LAZY_MESSAGES.test(input))
  const inputBytes: Record<string, number> = {}
  for (const out of initial)
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[out]!.inputs)) inputBytes[input] = (inputBytes[input] ?? 0) + bytesInOutput
  return { gzip, raw, files: initial.length, lazy, forbidden, messages, inputBytes, inputs }
}
