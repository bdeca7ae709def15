import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const dialog = (page: Page) => page.getByRole('dialog')

describe('works without a vendor account (issue 16)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  beforeEach(() => demo.sandbox.api.clearRequests())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('a host with no projectId connects a browser wallet with zero hosted requests and no error, listing the bundled well-known wallets', async () => {
    const t = await openDemoPage(demo.pageUrl, { noProjectId: true })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The Connect view lists the bundled wallets where the hosted directory's recommended ones would be.
    await dialog(t.page)
      .getByRole('button', { name: /MetaMask/ })
      .waitFor()
    await dialog(t.page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await dialog(t.page)
      .getByRole('grid', { name: 'All wallets' })
      .getByRole('button', { name: /Phantom/ })
      .waitFor()
    await t.page.getByRole('button', { name: /Back/ }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    // The balance is read from the chain's own RPC, not the hosted blockchain API.
    await t.page.waitForFunction(
      () =>
        typeof (window as unknown as { __appKit: { getState(): { accounts: { eip155?: { balance?: string } } } } }).__appKit.getState().accounts.eip155
          ?.balance === 'string',
    )
    expect(demo.sandbox.api.requests.map(request => request.path)).to.deep.equal([])
    expect(await appState(t.page, 'errors')).to.deep.equal([])
    t.assertClean()
  })

  it('falls back to the bundled wallets when the hosted directory is unreachable at start', async () => {
    demo.sandbox.api.fail('/getWallets', { status: 503, times: 3 * (QUERY_RETRY_COUNT + 1) })
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /MetaMask/ })
      .waitFor()
    const recommended = await appState<{ name: string; image_url: string }[]>(t.page, 'slices.walletDirectory.recommended')
    expect(recommended.map(wallet => wallet.name)).to.deep.equal(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
    expect(recommended.every(wallet => wallet.image_url.startsWith('data:image/svg+xml,'))).to.equal(true)
    expect(t.pageErrors).to.deep.equal([])
  })
})
