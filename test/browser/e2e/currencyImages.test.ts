import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog', { name: /Buy crypto/ })
const currencyImage = (page: Page) => dialog(page).locator('[data-image-id]')

async function openOnRamp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
  await page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
}

describe('currency images from /public/getCurrencyImage in the on-ramp view, on the sandbox (issue 12)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it("shows the chosen fiat currency's image beside it, fetched once, and follows the choice", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openOnRamp(t.page)
    await currencyImage(t.page).and(t.page.locator('[data-image-id="USD"][data-image="loaded"]')).waitFor()
    expect(await currencyImage(t.page).locator('img').getAttribute('src')).to.match(/^blob:/)
    await dialog(t.page).getByRole('combobox', { name: 'Pay with' }).selectOption('EUR')
    await t.page.locator('[data-image-id="EUR"][data-image="loaded"]').waitFor()
    await dialog(t.page).getByRole('combobox', { name: 'Pay with' }).selectOption('USD')
    await t.page.locator('[data-image-id="USD"][data-image="loaded"]').waitFor()
    // Shown twice, fetched once: the blob is kept while its object URL comes and goes.
    expect(demo.sandbox.api.requests.filter(request => request.path === '/public/getCurrencyImage/USD')).to.have.length(1)
    t.assertClean()
  })

  it('keeps the initial, without a crash, when the currency image answers 500', async () => {
    demo.sandbox.api.fail(/^\/public\/getCurrencyImage\//, { status: 500, times: 5 })
    const t = await openDemoPage(demo.pageUrl)
    const answered = t.page.waitForResponse(response => new URL(response.url()).pathname === '/public/getCurrencyImage/USD')
    await openOnRamp(t.page)
    expect((await answered).status()).to.equal(500)
    await t.page.locator('[data-image-id="USD"][data-image="placeholder"]').filter({ hasText: 'U' }).waitFor()
    expect(t.pageErrors).to.deep.equal([])
  })
})
