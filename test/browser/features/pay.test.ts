import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const SUSD = sandboxErc20('SUSD')
const RECIPIENT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 7 }).address
const dialog = (page: Page) => page.getByRole('dialog', { name: /Pay/ })

describe('pay feature (off by default), end to end on the sandbox', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  async function openPay(page: Page, data: Record<string, string | number>): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), data)
  }

  it('pays a recipient in SUSD from the wallet, switching it to the payment network first; the recipient balance moves on chain', async () => {
    const beta = demo.sandbox.chains.find(chain => chain.chainId === 31338)!
    const balance = () =>
      createPublicClient({ transport: http(beta.rpcUrl) }).readContract({ address: SUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
    const before = await balance()
    const t = await openDemoPage(`${demo.pageUrl}/?pay`)
    await openPay(t.page, { recipient: RECIPIENT, amount: '12.5', asset: SUSD.address, network: 'eip155:31338', symbol: 'SUSD', decimals: 6 })
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal('eip155:31337')
    await dialog(t.page).getByText('Pay 12.5 SUSD').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Pay from wallet' }).click()
    await dialog(t.page).getByRole('status').filter({ hasText: 'Payment sent' }).waitFor({ timeout: 30_000 })
    expect(await appState<string>(t.page, 'activeCaipNetworkId')).to.equal('eip155:31338')
    expect(await balance()).to.equal(before + parseUnits('12.5', 6))
    expect(await appState<string>(t.page, 'slices.pay.status')).to.equal('success')
  })

  it('reports a failure when the wallet rejects, and a request with a bad recipient without asking the wallet', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?pay`, { approval: 'prompt' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), {
      recipient: RECIPIENT,
      amount: '1',
      asset: 'native',
      network: 'eip155:31337',
      symbol: 'ETH',
      decimals: 18,
    })
    await dialog(t.page).getByRole('button', { name: 'Pay from wallet' }).click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Reject' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor()

    await t.page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), {
      recipient: '0x1234',
      amount: '1',
      asset: 'native',
      network: 'eip155:31337',
      symbol: 'ETH',
      decimals: 18,
    })
    await dialog(t.page).getByRole('button', { name: 'Pay from wallet' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'An amount and receiver address are required' }).waitFor()
  })

  async function openPayUnconnected(page: Page, data: Record<string, string | number>): Promise<void> {
    await page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), data)
  }

  it('pays a recipient through the exchange deposit page, no wallet connected: pending, then success; the recipient balance moves on chain', async () => {
    const beta = demo.sandbox.chains.find(chain => chain.chainId === 31338)!
    const client = createPublicClient({ transport: http(beta.rpcUrl) })
    const balance = () => client.readContract({ address: SUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
    const before = await balance()
    const t = await openDemoPage(`${demo.pageUrl}/?pay`)
    await openPayUnconnected(t.page, { recipient: RECIPIENT, amount: '7.25', asset: SUSD.address, network: 'eip155:31338', symbol: 'SUSD', decimals: 6 })
    await dialog(t.page).getByText('Connect a wallet to pay').waitFor()
    const exchanges = dialog(t.page).getByRole('list', { name: 'Exchanges' })
    const popupOpened = t.page.waitForEvent('popup')
    await exchanges.getByRole('button', { name: 'Pay with Sandbox Exchange' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Exchange' }).waitFor()
    await popup.getByText('Pay 7.25 SUSD on eip155:31338').waitFor()
    await dialog(t.page).getByRole('status').filter({ hasText: 'Waiting for Sandbox Exchange to pay' }).waitFor()
    expect(await appState<string>(t.page, 'slices.pay.status')).to.equal('pending')
    expect(await balance()).to.equal(before)

    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Confirm payment' }).click()
    await closed
    await dialog(t.page).getByRole('status').filter({ hasText: 'Payment sent' }).waitFor({ timeout: 30_000 })
    expect(await balance()).to.equal(before + parseUnits('7.25', 6))
    const hash = await appState<`0x${string}`>(t.page, 'slices.pay.hash')
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).to.equal('success')
    expect(receipt.to?.toLowerCase()).to.equal(SUSD.address.toLowerCase())
    // The exchange's status was read from its route until it said SUCCESS.
    expect(demo.sandbox.api.requests.filter(request => request.route === '/v1/exchanges/buy-status').length).to.be.greaterThan(0)
    // Issue 30: the events that loaded the exchange chunk were handed to it, not dispatched again.
    const logged = await t.page.evaluate(() => (window as any).__appKitInternals.log.events().map((e: any) => e.type))
    expect(logged.filter((type: string) => type === 'pay/exchanges-requested')).to.have.length(1)
    expect(logged.filter((type: string) => type === 'pay/exchange-requested')).to.have.length(1)
    t.assertClean()
  })

  it('reports a failure when the exchange cancels, when its window closes without paying, and when the exchanges cannot be listed', async () => {
    const request = { recipient: RECIPIENT, amount: '3', asset: SUSD.address, network: 'eip155:31338', symbol: 'SUSD', decimals: 6 }
    const beta = demo.sandbox.chains.find(chain => chain.chainId === 31338)!
    const balance = () =>
      createPublicClient({ transport: http(beta.rpcUrl) }).readContract({ address: SUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
    const before = await balance()
    const t = await openDemoPage(`${demo.pageUrl}/?pay`)
    await openPayUnconnected(t.page, request)
    const payWith = dialog(t.page).getByRole('button', { name: 'Pay with Sandbox Exchange' })

    let popupOpened = t.page.waitForEvent('popup')
    await payWith.click()
    let popup = await popupOpened
    await popup.getByRole('button', { name: 'Cancel payment' }).click()
    const alert = dialog(t.page).getByRole('alert')
    await alert.filter({ hasText: 'The exchange did not complete the payment' }).waitFor({ timeout: 30_000 })
    await alert.filter({ hasText: 'Payment failed' }).waitFor()

    popupOpened = t.page.waitForEvent('popup')
    await payWith.click()
    popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Exchange' }).waitFor()
    await popup.close()
    await alert.filter({ hasText: 'The exchange window closed without paying' }).waitFor()
    expect(await balance()).to.equal(before)

    demo.sandbox.api.fail('/v1/exchanges', { status: 500, times: QUERY_RETRY_COUNT + 1 })
    const fresh = await openDemoPage(`${demo.pageUrl}/?pay`)
    await openPayUnconnected(fresh.page, request)
    await dialog(fresh.page).getByRole('alert').filter({ hasText: 'Unable to get exchanges' }).waitFor()
    expect(await dialog(fresh.page).getByRole('button', { name: 'Pay with Sandbox Exchange' }).count()).to.equal(0)
  })
})
