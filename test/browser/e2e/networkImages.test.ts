import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
const networkButton = (page: Page) => page.locator('[data-vestibule-button="network"]')
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')
const assetRequests = (demo: Demo, id?: string) => demo.sandbox.api.requests.filter(request => request.path.startsWith(`/public/getAssetImage/${id ?? ''}`))
/** Object URLs the instance's image cache holds now (core's createApiImages, in the registry). */
const liveUrls = (page: Page) => page.evaluate<number>(`window.__appKit.registry.get('vestibule/api-images')?.liveUrls() ?? 0`)

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  // Generous: two machine cores are shared with other runs.
  await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
  await waitForState(page, 'modal.isOpen', false)
}

describe('network images from /public/getAssetImage, end to end on the sandbox (issue 12)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('shows each network its image in the network button, the network list and the Account view, fetched once, URLs revoked when hidden', async () => {
    demo.sandbox.api.requests.length = 0
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    const buttonImage = networkButton(t.page).locator('img[data-image="loaded"]')
    await buttonImage.waitFor()
    expect(await buttonImage.getAttribute('src')).to.match(/^blob:/)

    await networkButton(t.page).click()
    for (const name of ['Sandbox Alpha', 'Sandbox Beta', 'Sandbox Market', 'Sandbox Solana']) {
      const image = dialog(t.page)
        .getByRole('button', { name: new RegExp(name) })
        .locator('img[data-image="loaded"]')
      await image.waitFor()
      expect(await image.getAttribute('src')).to.match(/^blob:/)
    }
    // The button's network and its row share one URL: four images, four URLs.
    expect(await liveUrls(t.page)).to.equal(4)
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)
    // Only the button shows a network image now: the list's other URLs are revoked. (The closed
    // modal stays drawn on its Connect view, whose wallet rows hold their own pictures' URLs.)
    await t.page.waitForFunction(
      `(() => { const images = window.__appKit.registry.get('vestibule/api-images'); return Boolean(images.peek('asset', 'sandbox-alpha')) && !images.peek('asset', 'sandbox-beta') && !images.peek('asset', 'sandbox-market') && !images.peek('asset', 'sandbox-solana') })()`,
    )

    await accountButton(t.page).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Alpha/ })
      .locator('img[data-image="loaded"]')
      .waitFor()
    // Every image was fetched once, however often it was shown.
    for (const id of ['sandbox-alpha', 'sandbox-beta', 'sandbox-market', 'sandbox-solana']) expect(assetRequests(demo, id), id).to.have.length(1)
    t.assertClean()
  })

  it('keeps the placeholder, without a crash, when the image answers 404, 5xx or something not an image; shown again, it is asked for again', async () => {
    const t = await openDemoPage(demo.pageUrl)
    demo.sandbox.api.fail(/^\/public\/getAssetImage\/sandbox-alpha$/, { status: 404, times: 1 })
    demo.sandbox.api.fail(/^\/public\/getAssetImage\/sandbox-beta$/, { status: 503, times: 1 })
    demo.sandbox.api.fail(/^\/public\/getAssetImage\/sandbox-solana$/, { status: 200, body: { not: 'an image' }, times: 1 })
    demo.sandbox.api.fail(/^\/public\/getAssetImage\/sandbox-market$/, { status: 404, times: 1 })
    const answer = (id: string) => t.page.waitForResponse(response => new URL(response.url()).pathname === `/public/getAssetImage/${id}`)
    const alpha = answer('sandbox-alpha')
    await connect(t.page)
    // The button's network: a 404, and its placeholder stays.
    expect((await alpha).status()).to.equal(404)
    await networkButton(t.page).locator('[data-image="placeholder"]').waitFor()

    const others = [answer('sandbox-beta'), answer('sandbox-solana')]
    await networkButton(t.page).click()
    expect((await Promise.all(others)).map(response => response.status())).to.deep.equal([503, 200])
    for (const name of ['Sandbox Beta', 'Sandbox Market', 'Sandbox Solana']) {
      await dialog(t.page)
        .getByRole('button', { name: new RegExp(name) })
        .locator('[data-image="placeholder"]')
        .waitFor()
    }
    // The 404 was forgotten: the list's Alpha row asked again, and this time the image came.
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Alpha/ })
      .locator('img[data-image="loaded"]')
      .waitFor()
    expect(await liveUrls(t.page)).to.equal(1)
    expect(await dialog(t.page).locator('img[data-image="loaded"]').count()).to.equal(1)
    expect(t.pageErrors).to.deep.equal([])
  })
})
