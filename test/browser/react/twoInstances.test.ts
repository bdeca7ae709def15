import { expect } from 'chai'
import { buildAndServePage, newPage, type ServedPage, type TestPage } from '../harness'

describe('react: two instances on one page draw each its own features (issue 30)', function () {
  this.timeout(60_000)
  let site: ServedPage
  let t: TestPage | undefined
  before(async () => {
    site = await buildAndServePage({ entry: 'test/fixtures/twoInstances/main.ts' })
  })
  after(() => site?.close())
  afterEach(async () => {
    await t?.close()
  })

  it("the instance that turns a feature off does not draw the other instance's view", async () => {
    t = await newPage()
    await t.page.goto(site.url)
    await t.page.waitForFunction(() => '__first' in window && '__second' in window)
    // The first instance has the wallet directory: its All Wallets view draws the search (its
    // listing request meets the closed loopback port, so the page is not asserted clean).
    await t.page.evaluate(() => (window as any).__first.open({ view: 'AllWallets' }))
    await t.page.getByRole('searchbox').waitFor()
    await t.page.evaluate(() => (window as any).__first.close())
    await t.page.getByRole('dialog').waitFor({ state: 'detached' })
    // The second turned it off: its modal says so, though the first registered the view.
    await t.page.evaluate(() => (window as any).__second.open({ view: 'AllWallets' }))
    const dialog = t.page.getByRole('dialog')
    await dialog.getByText('All Wallets is not available in this app.').waitFor()
    expect(await dialog.getByRole('searchbox').count()).to.equal(0)
  })
})
