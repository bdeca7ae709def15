import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { verifyBip322 } from '../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage } from './demoPage'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })

/** Calls the sats-connect provider the page sees, found the way sats-connect finds it (window.btc_providers). */
function satsRequest(page: Page, method: string, params: unknown): Promise<{ result?: any; error?: { code: number; message: string } }> {
  // A script string, not a function: the test runner's transform would add helpers the page lacks.
  return page.evaluate(`(async () => {
    const entry = window.btc_providers.find(provider => provider.name === 'Sandbox Wallet')
    const provider = entry.id.split('.').reduce((object, key) => object[key], window)
    return provider.request(${JSON.stringify(method)}, ${JSON.stringify(params)})
  })()`)
}

describe('sandbox Bitcoin wallet in a page, on the local Bitcoin chain', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
  })
  after(() => demo?.stop())

  it('registers through the Wallet Standard (bitcoin:* features, regtest chain) under the sandbox brand', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const registered = await t.page.evaluate(`new Promise(resolve => {
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (...wallets) => {
        const bitcoin = wallets.find(wallet => wallet.chains.includes('bitcoin:regtest'))
        if (bitcoin) resolve({ name: bitcoin.name, features: Object.keys(bitcoin.features).sort() })
      } } }))
    })`)
    expect(registered).to.deep.equal({
      name: 'Sandbox Wallet',
      features: [
        'bitcoin:connect',
        'bitcoin:signAndSendTransaction',
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'standard:disconnect',
        'standard:events',
      ],
    })
    t.assertClean()
  })

  it('stands for a Bitcoin-only wallet under another name when the page asks (wallet.bitcoinName), in both discovery lists', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { bitcoinName: 'Sandbox Bitcoin Wallet' } })
    const names = await t.page.evaluate(`new Promise(resolve => {
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (...wallets) => {
        const bitcoin = wallets.find(wallet => wallet.chains.includes('bitcoin:regtest'))
        if (bitcoin) resolve({ standard: bitcoin.name, satsConnect: window.btc_providers.map(provider => provider.name) })
      } } }))
    })`)
    expect(names).to.deep.equal({ standard: 'Sandbox Bitcoin Wallet', satsConnect: ['Sandbox Bitcoin Wallet'] })
    t.assertClean()
  })

  it("approves getAccounts and a sendTransfer at the wallet's prompt; the receiver's UTXOs on the ledger hold the payment", async () => {
    const t = await openDemoPage(demo.pageUrl)
    const accounts = satsRequest(t.page, 'getAccounts', { purposes: ['payment', 'ordinals'] })
    await walletPrompt(t.page).getByText(`Connect ${me.payment.address}`, { exact: false }).waitFor()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    expect((await accounts).result.map((account: { address: string }) => account.address)).to.deep.equal([me.payment.address, me.ordinals.address])

    const sent = satsRequest(t.page, 'sendTransfer', { recipients: [{ address: friend.payment.address, amount: 123_456 }] })
    await walletPrompt(t.page).getByText(`Send 0.00123456 BTC to ${friend.payment.address}`, { exact: false }).waitFor()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    const { result, error } = await sent
    expect(error).to.equal(undefined)
    expect(result.txid).to.match(/^[0-9a-f]{64}$/)

    const utxos = (await (await fetch(`${demo.sandbox.bitcoin.url}/address/${friend.payment.address}/utxo`)).json()) as { txid: string; value: number }[]
    expect(utxos.filter(utxo => utxo.txid === result.txid).map(utxo => utxo.value)).to.deep.equal([123_456])
    t.assertClean()
  })

  it('a rejection at the prompt is -32000, and a signed message verifies as BIP-322 for the address', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const accounts = satsRequest(t.page, 'getAccounts', { purposes: ['payment'] })
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await accounts
    const rejected = satsRequest(t.page, 'signMessage', { address: me.payment.address, message: 'Sign in' })
    await walletPrompt(t.page).getByRole('button', { name: 'Reject' }).click()
    expect((await rejected).error).to.deep.equal({ code: -32000, message: 'User rejected the request.' })
    const signed = satsRequest(t.page, 'signMessage', { address: me.payment.address, message: 'Sign in' })
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    expect(verifyBip322(me.payment.address, 'Sign in', (await signed).result.signature)).to.equal(undefined)
    t.assertClean()
  })
})
