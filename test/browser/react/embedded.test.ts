import { expect } from 'chai'
import { newPage, type TestPage } from '../harness'
import { fixtureSite, waitForState } from './fixturePage'

describe('react modal: embedded in the page, and taken away with its instance', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('embeds with <AppKitModal>: a card in the page, in its own shadow root, closing into Account after a connection', async () => {
    t = await newPage()
    await t.page.goto(`${(await fixtureSite()).url}?embedded`)
    const section = t.page.getByRole('region', { name: 'Embedded wallet modal' })
    const card = section.getByRole('region', { name: 'Connect Wallet' })
    await card.getByRole('button', { name: /Test Wallet/ }).waitFor()
    // Not a modal dialog: nothing to close, and the page stays usable.
    expect(await t.page.getByRole('dialog').count()).to.equal(0)
    expect(await card.getByRole('button', { name: 'Close' }).count()).to.equal(0)
    expect(await card.evaluate(element => (element.getRootNode() as ShadowRoot).host.parentElement?.tagName)).to.equal('SECTION')
    // createAppKit appended nothing to the body in embedded mode.
    expect(await t.page.evaluate(() => document.querySelectorAll('body > vestibule-modal').length)).to.equal(0)

    await card.getByRole('button', { name: /Test Wallet/ }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await section.getByRole('region', { name: 'Account' }).getByText('0xf3…b92266').waitFor()
    t.assertClean()
  })

  it('removes the appended modal when the instance is destroyed', async () => {
    t = await newPage()
    await t.page.goto((await fixtureSite()).url)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page.getByRole('dialog').waitFor()
    // What the intent started (the modal's chunk, the features and their messages) has arrived:
    // the page's own button, left rendered, has nothing more to re-render for.
    await t.page.waitForLoadState('networkidle')
    await t.page.evaluate(() => (window as any).__appKit.destroy())
    await t.page.waitForFunction(() => document.querySelector('vestibule-modal') === null)
    t.assertClean()
  })
})
