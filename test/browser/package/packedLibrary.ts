import { copyFile, mkdtemp, rename } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT } from '../../../scripts/bundle.mjs'
import { runNpm } from './runNpm'

let packing: Promise<string> | undefined

/**
 * The library built and packed as it would be published, once per test run (a build and a pack take
 * about half a minute; several suites install it). Resolves with the tarball copied to
 * `<dir>/vestibule.tgz`, beside the host a suite installs it into (`file:../vestibule.tgz`).
 *
 * @example
 * const tarball = await packedLibrary(dir)
 */
export async function packedLibrary(dir: string): Promise<string> {
  packing ??= (async () => {
    // `npm test` packs before the tests start (test/run.mjs): its mocha workers share that one.
    const prepacked = process.env.VESTIBULE_PACKED_TARBALL
    if (prepacked) return prepacked
    const shared = await mkdtemp(path.join(tmpdir(), 'vestibule-packed-'))
    await runNpm(['run', 'build'], ROOT)
    const packed = JSON.parse((await runNpm(['pack', '--json', '--pack-destination', shared], ROOT)).stdout) as { filename: string }[]
    const tarball = path.join(shared, 'vestibule.tgz')
    await rename(path.join(shared, packed[0]!.filename), tarball)
    return tarball
  })().catch((error: unknown) => {
    packing = undefined
    throw error
  })
  const tarball = path.join(dir, 'vestibule.tgz')
  await copyFile(await packing, tarball)
  return tarball
}
