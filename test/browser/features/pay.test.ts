import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'

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
    await page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), data)
  }

  it('pays a recipient in SUSD from the wallet, switching it to the payment network first; the recipient balance moves on chain', async () => {
    const beta = demo.sandbox.chains.find(chain => chain.chainId === 31338)!
    const balance = () => createPublicClient({ transport: http(beta.rpcUrl) }).readContract({ address: SUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
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
    await t.page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), { recipient: RECIPIENT, amount: '1', asset: 'native', network: 'eip155:31337', symbol: 'ETH', decimals: 18 })
    await dialog(t.page).getByRole('button', { name: 'Pay from wallet' }).click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Reject' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor()

    await t.page.evaluate(view => (window as any).__appKit.open({ view: 'Pay', data: view }), { recipient: '0x1234', amount: '1', asset: 'native', network: 'eip155:31337', symbol: 'ETH', decimals: 18 })
    await dialog(t.page).getByRole('button', { name: 'Pay from wallet' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'An amount and receiver address are required' }).waitFor()
  })
})
