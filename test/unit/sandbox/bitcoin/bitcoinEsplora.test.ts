import { expect } from 'chai'
import { bitcoinSandboxAccount } from '../../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startBitcoinEsplora, type BitcoinEsplora } from '../../../../devtools/sandbox/bitcoin/startBitcoinEsplora'
import { signedSpend } from './spendHelpers'

const alice = bitcoinSandboxAccount(0)
const bob = bitcoinSandboxAccount(1)
const BTC = 100_000_000n

describe('sandbox Bitcoin Esplora API', function () {
  this.timeout(20_000)
  let esplora: BitcoinEsplora
  beforeEach(async () => {
    esplora = await startBitcoinEsplora({ mining: 'manual' })
  })
  afterEach(() => esplora?.stop())

  const get = async (path: string) => {
    const response = await fetch(`${esplora.url}${path}`)
    const text = await response.text()
    return { status: response.status, text, json: () => JSON.parse(text) as unknown }
  }
  const post = async (hex: string) => {
    const response = await fetch(`${esplora.url}/tx`, { method: 'POST', body: hex })
    return { status: response.status, text: await response.text() }
  }
  const payBob = (amount: bigint) => {
    const [coin] = esplora.ledger.utxosOf(alice.payment.address)
    return signedSpend(
      alice.payment,
      [coin!],
      [
        { script: bob.payment.script, amount },
        { script: alice.payment.script, amount: BTC - amount - 500n },
      ],
    )
  }

  it('answers the tip height, the fee estimates, and an address with its chain and mempool stats', async () => {
    expect((await get('/blocks/tip/height')).text).to.equal('101')
    expect((await get('/blocks/tip/hash')).text).to.match(/^[0-9a-f]{64}$/)
    expect((await get('/fee-estimates')).json()).to.include({ '1': 5, '6': 2, '144': 1 })
    expect((await get(`/address/${alice.payment.address}`)).json()).to.deep.equal({
      address: alice.payment.address,
      chain_stats: { funded_txo_count: 5, funded_txo_sum: 500_000_000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 },
      mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
    })
    const utxos = (await get(`/address/${alice.ordinals.address}/utxo`)).json() as { value: number; status: { confirmed: boolean; block_height: number } }[]
    expect(utxos).to.have.length(1)
    expect(utxos[0]).to.deep.include({ value: 10_000 })
    expect(utxos[0]!.status).to.include({ confirmed: true, block_height: 1 })
  })

  it('takes a raw transaction on POST /tx, shows it unconfirmed, then confirmed once mined', async () => {
    const sent = await post(payBob(30_000_000n))
    expect(sent.status).to.equal(200)
    const txid = sent.text
    expect(txid).to.match(/^[0-9a-f]{64}$/)
    expect((await get(`/tx/${txid}/status`)).json()).to.deep.equal({ confirmed: false })
    const bobUtxos = (await get(`/address/${bob.payment.address}/utxo`)).json() as { txid: string; value: number; status: { confirmed: boolean } }[]
    expect(bobUtxos.find(utxo => utxo.txid === txid)).to.deep.equal({ txid, vout: 0, value: 30_000_000, status: { confirmed: false } })
    const tx = (await get(`/tx/${txid}`)).json() as {
      fee: number
      vin: { prevout: { scriptpubkey_address: string; scriptpubkey_type: string } }[]
      vout: { scriptpubkey_address: string; value: number }[]
    }
    expect(tx.fee).to.equal(500)
    expect(tx.vin[0]!.prevout).to.include({ scriptpubkey_address: alice.payment.address, scriptpubkey_type: 'v0_p2wpkh' })
    expect(tx.vout[0]).to.include({ scriptpubkey_address: bob.payment.address, value: 30_000_000 })
    const block = esplora.ledger.mine()
    expect((await get(`/tx/${txid}/status`)).json()).to.deep.equal({ confirmed: true, block_height: 102, block_hash: block.hash, block_time: block.time })
    const txs = (await get(`/address/${bob.payment.address}/txs`)).json() as { txid: string }[]
    expect(txs[0]!.txid).to.equal(txid)
    expect((await get(`/tx/${txid}/hex`)).text).to.match(/^02000000/)
  })

  it("refuses a bad transaction with 400 and bitcoind's reason, as Esplora passes it through", async () => {
    const refused = await post(payBob(100n))
    expect(refused.status).to.equal(400)
    expect(refused.text).to.equal(
      'sendrawtransaction RPC error: {"code":-26,"message":"dust: output 0 pays 100 sats to a v0_p2wpkh script, below its dust limit of 294 sats"}',
    )
    expect((await post('not hex')).text).to.include('TX decode failed')
  })

  it('refuses an invalid address and an unknown transaction', async () => {
    expect(await get('/address/bc1qnotregtest/utxo')).to.include({ status: 400, text: 'Invalid Bitcoin address' })
    expect(await get(`/tx/${'00'.repeat(32)}`)).to.include({ status: 404, text: 'Transaction not found' })
  })

  it('mines each accepted transaction at once in on-submit mode', async () => {
    await esplora.stop()
    esplora = await startBitcoinEsplora({ mining: 'on-submit' })
    const txid = (await post(payBob(1_000_000n))).text
    expect((await get(`/tx/${txid}/status`)).json()).to.include({ confirmed: true, block_height: 102 })
  })

  it('mines on an interval, as a regtest node with a short block time', async () => {
    await esplora.stop()
    esplora = await startBitcoinEsplora({ mining: { intervalMs: 50 } })
    const txid = (await post(payBob(1_000_000n))).text
    const deadline = Date.now() + 5_000
    while (!esplora.ledger.transaction(txid)?.block && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 20))
    expect(esplora.ledger.transaction(txid)?.block).to.not.equal(undefined)
  })

  it('fails on demand: an armed status for the next request of a route, and no answer at all while switched off', async () => {
    esplora.fail('/address/:address/utxo', { status: 503 })
    expect((await get(`/address/${alice.payment.address}/utxo`)).status).to.equal(503)
    expect((await get(`/address/${alice.payment.address}/utxo`)).status).to.equal(200)
    esplora.setAnswering(false)
    const dropped = await fetch(`${esplora.url}/blocks/tip/height`).then(
      () => 'answered',
      () => 'dropped',
    )
    expect(dropped).to.equal('dropped')
    esplora.clearFaults()
    expect((await get('/blocks/tip/height')).text).to.equal('101')
  })
})
