import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const FRAME_ENTRY = fileURLToPath(new URL('./frame/secureFrameMain.ts', import.meta.url))

/** Bundles the secure frame's browser entry (viem accounts, zod) into one classic script, in memory. */
async function bundleSecureFrame(minify: boolean): Promise<string> {
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

const frames = new Map<boolean, Promise<string>>()

/**
 * The frame script, bundled once per process and mode: every secure site a test run starts serves
 * the same script (its configuration travels separately), and a bundle costs about a second.
 */
export function buildSecureFrame(minify = false): Promise<string> {
  let frame = frames.get(minify)
  if (!frame) {
    frame = bundleSecureFrame(minify)
    frames.set(minify, frame)
    // A failed build is not remembered: the next secure site tries again.
    frame.catch(() => frames.delete(minify))
  }
  return frame
}
