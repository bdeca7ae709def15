import { expect } from 'chai'
import { FEATURE_BUDGET_BYTES, measureFeatureDelta } from '../../../bench/lib/featureDelta'

// Issue 30 (item 5): the 0-byte feature budget fails CI instead of only being printed. The
// measurement is the bench's own (bench/featureDelta.bench.ts prints the figures).
describe("feature budget: a feature adds nothing to the EVM-only connect-button page's first download", function () {
  this.timeout(120_000)

  it('the wallet-directory feature on costs the first download no byte (gzip) over the feature off', async () => {
    const { on, off, delta } = await measureFeatureDelta()
    // Both pages really were measured: a first download of some size, with lazy chunks behind it.
    expect(on.gzip).to.be.greaterThan(0)
    expect(off.gzip).to.be.greaterThan(0)
    expect(on.lazy).to.be.greaterThan(0)
    expect(delta, `feature on ${on.gzip} B, off ${off.gzip} B (gzip)`).to.be.at.most(FEATURE_BUDGET_BYTES)
  })
})
