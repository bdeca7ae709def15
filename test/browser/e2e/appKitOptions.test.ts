import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
const networkButton = (page: Page) => page.locator('[data-vestibule-button="network"]')

describe("AppKit's customRpcUrls, chainImages, connectorImages, enableWallets and showWallets, end to end on the sandbox (issue 25)", function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it("reads the connected chain through the app's own RPC first, and draws the app's network and connector images", async () => {
    const api = demo.sandbox.api.url
    // The app's "private RPC": the sandbox API's chain proxy, which records each call. Without a
    // project id nothing else reaches it (no hosted RPC, no balance API), so a call there is ours.
    const privateRpc = `${api}/v1?chainId=eip155:31337&projectId=vestibule-sandbox`
    // The app's own pictures (data URLs: drawn as given, no server involved).
    const picture = (colour: string) =>
      `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`)}`
    const alphaImage = picture('teal')
    const walletImage = picture('orange')
    demo.sandbox.api.requests.length = 0
    const t = await openDemoPage(demo.pageUrl, {
      noProjectId: true,
      appOptions: {
        customRpcUrls: { 'eip155:31337': [{ url: privateRpc }] },
        chainImages: { 31337: alphaImage },
        connectorImages: { 'dev.vestibule.sandbox': walletImage },
      },
    })

    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The EVM connector's row (its id is the wallet's rdns) wears the app's picture; it registers a
    // moment after the Solana one, so the row is found by the picture.
    const walletPicture = dialog(t.page).locator(`img[src="${walletImage}"]`)
    await walletPicture.waitFor()
    expect(await walletPicture.getAttribute('alt')).to.equal('Sandbox Wallet')
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .filter({ has: t.page.locator(`img[src="${walletImage}"]`) })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    // The account button's balance came from a read on the app's RPC.
    await t.page.waitForFunction(`Boolean(window.__appKit.getState().accounts.eip155?.balance)`, undefined, { timeout: 15_000 })
    const proxied = demo.sandbox.api.requests.filter(request => request.path === '/v1' && request.query['chainId'] === 'eip155:31337')
    expect(proxied.length).to.be.greaterThan(0)

    // The network button draws the app's picture of the network, not the API's.
    const image = networkButton(t.page).locator('img[data-image="loaded"]')
    await image.waitFor()
    expect(await image.getAttribute('src')).to.equal(alphaImage)
    t.assertClean()
  })

  for (const option of ['enableWallets', 'showWallets'] as const) {
    it(`${option}: false leaves the email and social logins, and no wallet row or All Wallets`, async () => {
      const t = await openDemoPage(demo.pageUrl, { appOptions: { [option]: false } })
      await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog(t.page).getByRole('textbox', { name: 'Email' }).waitFor()
      // The wallets' plugins have registered (the list would be drawn by now).
      await t.page.waitForFunction(`window.__appKit.getState().connectors.some(c => c.id === 'dev.vestibule.sandbox')`)
      expect(
        await dialog(t.page)
          .getByRole('button', { name: /Sandbox Wallet|All Wallets|Continue with a wallet/ })
          .count(),
      ).to.equal(0)
      t.assertClean()
    })
  }
})
