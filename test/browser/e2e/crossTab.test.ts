import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { appState, openDemoPage, waitForState } from './demoPage'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

const dialog = (page: Page) => page.getByRole('dialog')
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')
/** The wallet requests a page made, recorded in the page (a prompt-free sync asks eth_accounts only). */
const RECORD_WALLET_REQUESTS = `{
  window.__walletRequests = []
  let wallet
  Object.defineProperty(window, '__sandboxWallet', {
    configurable: true,
    get: () => wallet,
    set: value => {
      wallet = value
      const request = value.provider.request.bind(value.provider)
      value.provider.request = args => (window.__walletRequests.push(args.method), request(args))
    },
  })
}`

describe('two tabs of one site stay in sync (storage events)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
  })
  after(() => demo?.stop())

  it('a connect in one tab shows in the other without a prompt; a disconnect in the other ends it in both, across reloads', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt' }, { initScript: RECORD_WALLET_REQUESTS })
    const a = t.page
    const b = await t.context.newPage()
    await b.addInitScript(RECORD_WALLET_REQUESTS)
    await b.goto(demo.pageUrl)
    await b.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    // Tab A connects, the visitor approving in the wallet.
    await a.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(a)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await walletPrompt(a).getByRole('button', { name: 'Approve' }).click()
    await waitForState(a, 'accounts.eip155.status', 'connected')

    // Tab B shows the same account, without asking the wallet for a prompt.
    await waitForState(b, 'accounts.eip155.status', 'connected')
    expect(await appState<string>(b, 'accounts.eip155.address')).to.equal(ACCOUNT)
    await accountButton(b).waitFor()
    expect(await walletPrompt(b).count()).to.equal(0)
    const bRequests = await b.evaluate(() => (window as unknown as { __walletRequests: string[] }).__walletRequests)
    expect(bRequests).not.to.include('eth_requestAccounts')
    expect(bRequests).not.to.include('wallet_requestPermissions')

    // Tab B disconnects: tab A follows, and stays disconnected after a reload of either.
    await b.evaluate(() => (window as unknown as { __appKit: { disconnect(): Promise<void> } }).__appKit.disconnect())
    await waitForState(b, 'accounts.eip155.status', 'disconnected')
    await waitForState(a, 'accounts.eip155.status', 'disconnected')
    await a.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // A moment later, neither tab has written the connection back.
    await a.waitForTimeout(500)
    expect(await appState<string>(b, 'accounts.eip155.status')).to.equal('disconnected')
    for (const page of [a, b]) {
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      await page.waitForTimeout(300)
      expect(await appState<string | undefined>(page, 'accounts.eip155.status')).not.to.equal('connected')
    }
    expect(await walletPrompt(a).count()).to.equal(0)
    expect(t.pageErrors).to.deep.equal([])
  })
})
