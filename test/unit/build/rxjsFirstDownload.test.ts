import { expect } from 'chai'
import { initialSize } from '../../../bench/lib/initialSize'

const RXJS = /node_modules\/rxjs\/dist\/[^/]+\//

// Issue 27: the first download takes RxJS's kernel by module (core/rx/kernelRx.ts). Reaching the
// `rxjs` barrel from it would let esbuild place every operator a lazy chunk uses in a chunk the
// page loads first: timers and schedulers included.
describe('RxJS in the first download', function () {
  this.timeout(120_000)

  it("an EVM connect-button page's first download reaches no rxjs barrel and no scheduler", async () => {
    const { inputs } = await initialSize('bench/pages/connectButtonPage.tsx')
    const rxjs = inputs.filter(input => RXJS.test(input))
    expect(rxjs, 'the store and the plugin host are in it').to.include.members([
      'node_modules/rxjs/dist/esm5/internal/BehaviorSubject.js',
      'node_modules/rxjs/dist/esm5/internal/Subject.js',
    ])
    expect(
      rxjs.filter(input => /\/(index|operators\/index)\.js$/.test(input)),
      'barrels',
    ).to.deep.equal([])
    // The providers (setTimeout's and Date.now's wrappers) are RxJS's own core; schedulers are not.
    expect(
      rxjs.filter(input => /\/(scheduler|scheduled)\//.test(input) && !/Provider\.js$/.test(input)),
      'schedulers',
    ).to.deep.equal([])
  })

  // A published entry is one module to the host's bundler: whatever any of its exports imports is
  // reached by every page that imports the entry, even for what it does not use.
  for (const entry of ['react/index.ts', 'react/vanilla/index.ts', 'plugins/connectors/injected/index.ts', 'plugins/networks/evm/index.ts']) {
    it(`${entry}, taken whole as its built file is, reaches no rxjs barrel and no observable-hooks`, async () => {
      const { inputs } = await initialSize(entry)
      expect(
        inputs.filter(input => /node_modules\/rxjs\/dist\/[^/]+\/(index|operators\/index)\.js$/.test(input) || input.includes('observable-hooks')),
      ).to.deep.equal([])
    })
  }
})
