// What a feature adds to the connect-button page's first download: the page built with the wallet
// directory feature on (the default) and off, same esbuild options; only statically imported JS
// counts, since a feature's plugin and views load after the visitor's intent. Budget: 0 bytes
// (issue 10), the page's own `features: { allWallets: false }` literal aside. The measurement is
// ./lib/featureDelta.ts, which CI's test/unit/build/featureBudget.test.ts asserts too.
import { formatBytes } from '../scripts/bundle.mjs'
import { FEATURE_BUDGET_BYTES, measureFeatureDelta } from './lib/featureDelta'

const { on, off, delta } = await measureFeatureDelta()
console.log(
  `connect-button page, initial JS gzip (React external): feature on ${formatBytes(on.gzip)} (${on.files} files), off ${formatBytes(off.gzip)} (${off.files} files)`,
)
console.log(
  `delta from the wallet-directory feature: ${delta} bytes gzip (budget ${FEATURE_BUDGET_BYTES}; the 'off' page carries ${'`features: { allWallets: false }`'} in its own code) — ${delta <= FEATURE_BUDGET_BYTES ? 'PASS' : 'FAIL'}`,
)
console.log(`lazy chunks: feature on ${on.lazy}, off ${off.lazy}`)
