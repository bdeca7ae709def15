import type { BuildOptions, BuildResult } from 'esbuild'

export const ROOT: string
/** Absolute path of react/styles/styleRegistry.ts, which every extracted stylesheet registers with. */
export const STYLE_REGISTRY: string

export interface PackageJson {
  exports?: Record<string, string | { import?: string; default?: string; types?: string }>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  [key: string]: unknown
}

export interface LibraryEntry {
  /** The package.json "exports" key, e.g. "./react". */
  subpath: string
  /** Source entry relative to the repository root, e.g. "react/index.ts". */
  source: string
  /** Output relative to dist/, e.g. "react/index.js". */
  output: string
}

export function readPackageJson(): PackageJson
export function libraryEntries(pkg?: PackageJson): {
  entries: LibraryEntry[]
  missing: Array<Pick<LibraryEntry, 'subpath' | 'source'>>
}
export function libraryExternals(pkg?: PackageJson): string[]
export function libraryBuildOptions(
  entries: readonly Pick<LibraryEntry, 'source'>[],
  outdir: string,
  pkg?: PackageJson,
): BuildOptions & { entryPoints: string[] }

export type BundleParameters = BuildOptions & { entryPoints: string[] }
/** `css`: every rule linaria extracted, joined (for size reports; the page registers them per chunk). */
export function bundle<T extends BundleParameters>(options: T): Promise<{ result: BuildResult<T>; css: string }>

export function sizeOf(contents: string | Uint8Array): { bytes: number; gzipBytes: number }
export function formatBytes(bytes: number): string
