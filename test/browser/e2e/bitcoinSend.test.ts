import { hex } from '@scure/base'
import { NETWORK, p2wpkh } from '@scure/btc-signer'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { bitcoinSandboxAccount } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { DEFAULT_FEE_ESTIMATES } from '../../../devtools/sandbox/bitcoin/createBitcoinLedger'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'
import { approve, bitcoinPageUrl, connectBitcoin, reject, walletPrompt } from './bitcoinDemo'
import { alert, amountInput, fill, modal, openSend, receiverInput } from './sendPage'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)
const stranger = bitcoinSandboxAccount(2)

type Utxo = { txid: string; vout: number; value: number }
type EsploraTx = { fee: number; vout: { scriptpubkey_address?: string; value: number }[] }

/** Fills the form, asks for a preview, expects `message` and finds the form as typed. */
async function expectRefused(page: Page, amount: string, receiver: string, message: string | RegExp): Promise<void> {
  await fill(page, amount, receiver)
  await alert(page).filter({ hasText: message }).waitFor()
  expect(await amountInput(page).inputValue()).to.equal(amount)
  expect(await receiverInput(page).inputValue()).to.equal(receiver)
}

describe('Send BTC, end to end on the sandbox (regtest ledger behind Esplora, Wallet Standard sandbox wallet)', function () {
  this.timeout(120_000)
  let demo: Demo
  let pageUrl: string
  const esplora = () => demo.sandbox.bitcoin.url
  const utxosOf = async (address: string) => (await (await fetch(`${esplora()}/address/${address}/utxo`)).json()) as Utxo[]
  const transaction = async (txid: string) => (await (await fetch(`${esplora()}/tx/${txid}`)).json()) as EsploraTx

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
    pageUrl = bitcoinPageUrl(demo)
  })
  after(() => demo?.stop())
  afterEach(() => {
    demo.sandbox.bitcoin.ledger.setFeeEstimates(DEFAULT_FEE_ESTIMATES)
    demo.sandbox.bitcoin.clearFaults()
    demo.sandbox.api.clearFaults()
  })

  it("sends BTC at the chain's fee rate: the wallet signs the PSBT built here, the receiver's UTXOs on the ledger hold the amount, the change comes back; a Taproot receiver is paid too", async () => {
    demo.sandbox.bitcoin.ledger.setFeeEstimates({ ...DEFAULT_FEE_ESTIMATES, '1': 3 })
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await openSend(t.page)
    await fill(t.page, '0.1', friend.payment.address)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    // One coin of the payment address to the receiver and the change: 141 vB at 3 sat/vB.
    expect(await appState(t.page, 'slices.send.preview')).to.deep.include({ fee: '0.00000423', feeSymbol: 'BTC', feeRate: 3, value: '10000000' })
    await modal(t.page).getByRole('definition').filter({ hasText: '0.00000423 BTC' }).filter({ hasText: '(3 sat/vB)' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await approve(t.page)
    await modal(t.page).getByText('Sent 0.1 BTC').waitFor({ timeout: 30_000 })
    const txid = await appState<string>(t.page, 'slices.send.txId')
    const received = (await utxosOf(friend.payment.address)).filter(utxo => utxo.txid === txid)
    expect(received.map(({ vout, value }) => ({ vout, value }))).to.deep.equal([{ vout: 0, value: 10_000_000 }])
    const sent = await transaction(txid)
    expect(sent.fee).to.equal(423)
    expect(sent.vout.map(output => output.scriptpubkey_address)).to.deep.equal([friend.payment.address, me.payment.address])
    expect(await appState(t.page, 'slices.send.pending')).to.deep.equal([])

    // A Taproot (P2TR) receiver: the transaction is built here, the sandbox wallet signs the payment input only.
    await modal(t.page).getByRole('button', { name: 'Send again' }).click()
    await fill(t.page, '0.0001', friend.ordinals.address)
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await approve(t.page)
    await modal(t.page).getByText('Sent 0.0001 BTC').waitFor({ timeout: 30_000 })
    const taprootTxid = await appState<string>(t.page, 'slices.send.txId')
    expect((await utxosOf(friend.ordinals.address)).filter(utxo => utxo.txid === taprootTxid).map(utxo => utxo.value)).to.deep.equal([10_000])
  })

  it('refuses an address of another network, a non-Bitcoin string, an EVM address and a dust amount, before the wallet is asked; the form is kept', async () => {
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await openSend(t.page)
    const mainnet = p2wpkh(hex.decode(friend.payment.publicKey), NETWORK).address!
    await expectRefused(t.page, '0.1', mainnet, 'This Bitcoin address belongs to another network')
    await expectRefused(t.page, '0.1', 'not a bitcoin address', 'Not a valid Bitcoin address')
    // One character changed: the bech32 checksum no longer holds.
    const typo = `${friend.payment.address.slice(0, -1)}${friend.payment.address.endsWith('q') ? 'p' : 'q'}`
    await expectRefused(t.page, '0.1', typo, 'Not a valid Bitcoin address')
    await expectRefused(t.page, '0.1', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'This is an EVM address')
    // 200 sats to a P2WPKH address: under its 294-sat dust limit.
    await expectRefused(t.page, '0.000002', friend.payment.address, "This amount is below Bitcoin's dust limit")
    await expectRefused(t.page, '0.000000001', friend.payment.address, 'Too many decimals for this token')
    expect(await walletPrompt(t.page).count()).to.equal(0)
    expect(await appState(t.page, 'slices.send.pending')).to.deep.equal([])
  })

  it('refuses more than the coins the chain lists as spendable, even when the balance service says more', async () => {
    // The balance service overstates the balance: the UTXOs decide.
    demo.sandbox.api.fail('/v1/account/:address/balance', {
      status: 200,
      times: 1_000,
      body: {
        balances: [
          {
            name: 'Bitcoin',
            symbol: 'BTC',
            chainId: demo.sandbox.bitcoin.caipNetworkId,
            price: 60_000,
            iconUrl: '',
            quantity: { decimals: '8', numeric: '50' },
          },
        ],
      },
    })
    const before = await utxosOf(stranger.payment.address)
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await waitForState(t.page, 'accounts.bip122.balance', '50')
    await openSend(t.page)
    // Not "…to pay the network fee": the coins do not even hold the amount.
    await expectRefused(t.page, '7', stranger.payment.address, /^Insufficient balance$/)
    await expectRefused(t.page, '60', stranger.payment.address, /^Insufficient balance$/)
    expect(await utxosOf(stranger.payment.address)).to.deep.equal(before)
  })

  it('a fee rate the ledger refuses (below its minimum relay fee) and a declined signature end in clear messages; nothing is sent, the form is kept', async () => {
    const before = (await utxosOf(stranger.payment.address)).length
    demo.sandbox.bitcoin.ledger.setFeeEstimates({ ...DEFAULT_FEE_ESTIMATES, '1': 0.5 })
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await openSend(t.page)
    await fill(t.page, '0.01', stranger.payment.address)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await approve(t.page)
    await alert(t.page).filter({ hasText: 'The network refused the fee rate as too low' }).waitFor()
    expect(demo.sandbox.bitcoin.ledger.mempool()).to.deep.equal([])

    demo.sandbox.bitcoin.ledger.setFeeEstimates(DEFAULT_FEE_ESTIMATES)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('0.01')
    expect(await receiverInput(t.page).inputValue()).to.equal(stranger.payment.address)
    await modal(t.page).getByRole('button', { name: 'Preview send' }).click()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await reject(t.page)
    await alert(t.page).filter({ hasText: 'Signature declined' }).waitFor()
    expect(demo.sandbox.bitcoin.ledger.mempool()).to.deep.equal([])
    expect(await utxosOf(stranger.payment.address)).to.have.length(before)
  })

  it('the ledger stopping to answer as the signed transaction is broadcast: the visitor is told it may have gone out; trying again asks the ledger first, then sends it once', async () => {
    const before = (await utxosOf(stranger.payment.address)).length
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await openSend(t.page)
    await fill(t.page, '0.02', stranger.payment.address)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await walletPrompt(t.page).waitFor()
    // The coins were read and the PSBT built: the ledger goes away while the wallet signs.
    demo.sandbox.bitcoin.setAnswering(false)
    await approve(t.page)
    await alert(t.page).filter({ hasText: 'The network did not answer as the transaction was broadcast' }).waitFor({ timeout: 30_000 })
    expect(demo.sandbox.bitcoin.ledger.mempool()).to.deep.equal([])
    expect(await appState(t.page, 'slices.send.pending')).to.deep.equal([])

    demo.sandbox.bitcoin.setAnswering(true)
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await approve(t.page)
    await modal(t.page).getByText('Sent 0.02 BTC').waitFor({ timeout: 30_000 })
    const paid = (await utxosOf(stranger.payment.address)).filter(utxo => utxo.value === 2_000_000)
    expect(paid).to.have.length(1)
    expect(await utxosOf(stranger.payment.address)).to.have.length(before + 1)
  })

  it('the answer to the broadcast lost after the ledger took it: trying again is told the earlier send went out, and nothing is paid twice', async () => {
    const receiver = bitcoinSandboxAccount(3).payment.address
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await openSend(t.page)
    // The page's POST /tx reaches the ledger, and its answer never comes back.
    let delivered = 0
    await t.page.route(
      url => url.href === `${esplora()}/tx`,
      async route => {
        await route.fetch()
        delivered += 1
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    await fill(t.page, '0.03', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await approve(t.page)
    await alert(t.page).filter({ hasText: 'The network did not answer as the transaction was broadcast' }).waitFor({ timeout: 30_000 })
    expect(delivered).to.equal(1)

    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'Your previous send went out after all' }).waitFor({ timeout: 30_000 })
    expect(await walletPrompt(t.page).count()).to.equal(0)
    expect((await utxosOf(receiver)).filter(utxo => utxo.value === 3_000_000)).to.have.length(1)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('0.03')
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver)
  })
})
