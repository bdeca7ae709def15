// What a feature adds to the connect-button page's first download (issue 10's 0-byte budget): the
// page built with the wallet-directory feature on (the default) and off, same esbuild options.
// One measurement, read by the bench (which prints the figures) and by CI's test (which fails
// when the budget is exceeded: test/unit/build/featureBudget.test.ts).
import { initialSize, type InitialSize } from './initialSize'

/** Bytes (gzip) a feature may add to the EVM-only connect-button page's first download. */
export const FEATURE_BUDGET_BYTES = 0

export interface FeatureDelta {
  readonly on: InitialSize
  readonly off: InitialSize
  /** `on.gzip - off.gzip`: what the feature being on costs the first download. */
  readonly delta: number
}

/**
 * Builds the connect-button page with the feature on and off and measures the first download of
 * each; only statically imported JS counts, since a feature's plugin and views load after the
 * visitor's intent. The 'off' page carries `features: { allWallets: false }` in its own code.
 *
 * @example
 * const { delta } = await measureFeatureDelta()
 * delta <= FEATURE_BUDGET_BYTES // the budget holds
 */
export async function measureFeatureDelta(): Promise<FeatureDelta> {
  const on = await initialSize('bench/pages/connectButtonPage.tsx')
  const off = await initialSize('bench/pages/featureOffPage.tsx')
  return { on, off, delta: on.gzip - off.gzip }
}
