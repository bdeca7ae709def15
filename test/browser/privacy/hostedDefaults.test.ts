import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { SDK_VERSION } from '../../../core/constants'
import { waitForState } from '../appState'
import { buildAndServePage, newPage, type ServedPage, type TestPage } from '../harness'

/** The requests (refused and recorded by the harness) that went to one of the page's hosted services. */
async function hostedRequests(t: TestPage): Promise<string[]> {
  const hosts = await t.page.evaluate(() => (window as unknown as { __hostedHosts: string[] }).__hostedHosts)
  expect(hosts).to.include('api.web3modal.org')
  return t.outsideRequests.filter(url => hosts.includes(new URL(url).host))
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })

describe('private by default: a page with the default hosted services (issue 11)', function () {
  this.timeout(30_000)
  let site: ServedPage
  let t: TestPage
  before(async () => {
    site = await buildAndServePage({ entry: 'test/fixtures/hosted/main.tsx', body: '<div id="root"></div>' })
  })
  after(() => site.close())

  beforeEach(async () => {
    t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 } } })
    await t.page.goto(site.url)
    await connectButton(t.page).waitFor()
    // Every plugin has started, and the page has been quiet for a while: what it asks, it has asked.
    await t.page.evaluate(() => (window as unknown as { __appKit: { ready: Promise<void> } }).__appKit.ready)
    await t.page.waitForLoadState('networkidle')
  })

  it('sends no request to a hosted service before the visitor shows intent', async () => {
    expect(await hostedRequests(t)).to.deep.equal([])
    await waitForState(t.page, 'intentShown', false)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('fetches the project configuration when the visitor points at the button, naming the library honestly, and the modal opens', async () => {
    const config = t.page.waitForRequest(request => new URL(request.url()).pathname === '/appkit/v1/config')
    await connectButton(t.page).hover()
    const query = new URL((await config).url()).searchParams
    expect(Object.fromEntries(query)).to.include({ projectId: 'vestibule-privacy-test', st: 'vestibule', sv: SDK_VERSION })
    await waitForState(t.page, 'intentShown', true)

    await connectButton(t.page).click()
    const dialog = t.page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: /WalletConnect/ }).waitFor()
    await waitForState(t.page, 'modal.view', 'Connect')
    // The refused requests are failures the modal survives: nothing was thrown to the page.
    expect(t.pageErrors).to.deep.equal([])
  })

  it("fetches the network button's image (mainnet's hosted image id) only after intent, and keeps its placeholder when the request fails", async () => {
    const button = t.page.locator('[data-vestibule-button="network"]')
    await button.locator('[data-image="placeholder"]').waitFor()
    const image = t.page.waitForRequest(request => new URL(request.url()).pathname === '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900')
    await connectButton(t.page).hover()
    expect(new URL((await image).url()).host).to.equal('api.web3modal.org')
    // Refused (the machine is offline): the placeholder stays, nothing is thrown.
    await t.page.waitForFunction(() =>
      (window as unknown as { __appKit: { registry: { has(key: string): boolean } } }).__appKit.registry.has('vestibule/api-images'),
    )
    expect(await button.locator('[data-image="placeholder"]').count()).to.equal(1)
    expect(t.pageErrors).to.deep.equal([])
  })
})
