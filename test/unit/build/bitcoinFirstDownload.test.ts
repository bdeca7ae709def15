import { expect } from 'chai'
import { initialSize } from '../../../bench/lib/initialSize'

const BITCOIN_SOURCES = /plugins\/(connectors|networks|adapters)\/bitcoin\//

// Issue 29 (item 5): Bitcoin code lives in its own entries, and an EVM-only host's page carries none.
describe('Bitcoin code and the first download', function () {
  this.timeout(120_000)

  it('an EVM-only connect-button page holds no Bitcoin module in its first download', async () => {
    const { inputs } = await initialSize('bench/pages/connectButtonPage.tsx')
    expect(inputs.length).to.be.greaterThan(0)
    expect(inputs.filter(input => BITCOIN_SOURCES.test(input))).to.deep.equal([])
  })

  it('a page with the Bitcoin plugins ships their small setup up front, the wallet discovery, requests and balance reads behind import()', async () => {
    const { inputs } = await initialSize('bench/pages/bitcoinConnectButtonPage.tsx')
    const bitcoin = inputs.filter(input => BITCOIN_SOURCES.test(input))
    expect(bitcoin).to.include('plugins/connectors/bitcoin/bitcoinConnector.ts')
    expect(bitcoin).to.include('plugins/networks/bitcoin/bitcoinNetworks.ts')
    const lazy = [
      'watchBitcoinWallets',
      'satsConnectWallet',
      'runBitcoinRequest',
      'fetchBtcBalance',
      'bitcoinSendChain',
      'verifyBitcoinPsbt',
      'bitcoinCoinSelection',
    ]
    for (const name of lazy)
      expect(
        bitcoin.some(input => input.includes(name)),
        name,
      ).to.equal(false)
    expect(inputs.some(input => input.includes('@wallet-standard/') || input.includes('@scure/btc-signer'))).to.equal(false)
  })
})
