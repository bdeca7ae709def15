export interface BuildPageParameters {
  /** The page's entry module (.ts/.tsx), relative to the working directory or absolute. */
  entry: string
  /** Where the page's .js files go; created if missing, existing files are kept. */
  outdir: string
  /** Minify and define NODE_ENV=production (default true); false keeps names and adds sourcemaps. */
  minify?: boolean
  /** esbuild `define`, merged over the NODE_ENV one. */
  define?: Record<string, string>
  /** esbuild `sourcemap`; defaults to 'linked' when not minified. */
  sourcemap?: boolean | 'linked' | 'inline' | 'external' | 'both'
  /** Where `vestibule/…` imports come from: the sources (default) or the built dist/, as an installed package. */
  library?: 'source' | 'dist'
}

export interface BuiltFile {
  /** Absolute path. */
  path: string
  bytes: number
  /** gzip level 9. */
  gzipBytes: number
}

export interface BuildPageReturnType {
  /** Absolute path of the entry's .js output. */
  entry: string
  /** Absolute paths of the chunks the entry imports statically (transitively): its modulepreload list. */
  staticChunks: string[]
  /** Every output except sourcemaps. */
  files: BuiltFile[]
  /** Every rule linaria extracted for this page, joined; the chunks register them module by module. */
  css: string
  bytes: number
  gzipBytes: number
}

export function buildPage(parameters: BuildPageParameters): Promise<BuildPageReturnType>
