import * as btc from '@scure/btc-signer'
import { expect } from 'chai'
import { loadBitcoinLibrary, MissingBitcoinLibraryError } from '../../../../../plugins/networks/bitcoin/bitcoinLibraries'

// The loader's behaviour on a Bitcoin host that did not install @scure/btc-signer; the loading
// itself is driven end to end by the Bitcoin send browser test.
describe('loadBitcoinLibrary (the optional Bitcoin peer of Send and sendTransfer)', () => {
  it('hands over @scure/btc-signer when it loads', async () => {
    expect(await loadBitcoinLibrary(async () => btc)).to.equal(btc)
  })

  it("names the package to install when the host's bundle lacks it (Vite's stand-in for a missing peer)", async () => {
    const missing = new Error('Could not resolve "@scure/btc-signer" imported by "vestibule". Is it installed?')
    const error = await loadBitcoinLibrary(() => Promise.reject(missing)).catch((caught: unknown) => caught)
    expect(error).to.be.instanceOf(MissingBitcoinLibraryError)
    expect((error as Error).message).to.equal('Sending on Bitcoin needs @scure/btc-signer installed beside vestibule (npm install @scure/btc-signer)')
    expect((error as Error).cause).to.equal(missing)
  })

  it('passes any other failure on as it came (a chunk that did not download is a network failure, not a missing package)', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: http://localhost/chunks/btc.js')
    expect(await loadBitcoinLibrary(() => Promise.reject(offline)).catch((caught: unknown) => caught)).to.equal(offline)
  })
})
