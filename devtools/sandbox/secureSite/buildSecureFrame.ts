import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const FRAME_ENTRY = fileURLToPath(new URL('./frame/secureFrameMain.ts', import.meta.url))

/** Bundles the secure frame's browser entry (viem accounts, zod) into one classic script, in memory. */
export async function buildSecureFrame(minify = false): Promise<string> {
  const result = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    logLevel: 'silent',
    legalComments: 'none',
  })
  return result.outputFiles[0]!.text
}
