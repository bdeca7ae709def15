/** The subpath exports whose static imports the published files hold in `chunks/kernel-*.js`. */
export const FIRST_PAINT_EXPORTS: readonly string[]

export interface LayOutChunksParameters {
  /** esbuild's output: entries at their dist/ paths, shared code in chunks/. */
  from: string
  to: string
  /** Entry files relative to `from` (`react/index.js`). */
  entries: readonly string[]
  /** The entries among them whose static imports go into the kernel chunks. */
  firstPaint: readonly string[]
  /** The entries among them that get a client boundary beside them (see CLIENT_EXPORTS). */
  client?: readonly string[]
  minify: boolean
  sourcemap: boolean
}

export function layOutChunks(parameters: LayOutChunksParameters): Promise<{ fileName: string; code: string }[]>
/** The subpath exports that get a client boundary (`"use client"`) under the `react-server` condition. */
export const CLIENT_EXPORTS: readonly string[]
/** The client boundary written beside a client entry file (`react/index.js` → `react/index.client.js`). */
export function clientBoundaryOf(file: string): string
