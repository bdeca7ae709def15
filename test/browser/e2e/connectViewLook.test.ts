import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')

type Box = { x: number; y: number; width: number; height: number }
const boxesOf = async (buttons: Locator): Promise<Box[]> => Promise.all((await buttons.all()).map(async button => (await button.boundingBox())!))

/**
 * The Connect view beside AppKit's (shared/reference/appkit-1.7.9-connect-view.png), on a 360 px
 * phone: measured from the drawn page, not from the styles.
 */
describe('the Connect view looks as AppKit users know it (issue 25)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('at 360 px: Google as a wide button with its logo and centred label, the other socials as logo tiles of one width in one row with a "more" tile, the email icon, "or" before the wallets, no Back', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { viewport: { width: 360, height: 740 } } })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const google = dialog(t.page).getByRole('button', { name: 'Continue with Google', exact: true })
    await google.waitFor()

    // Google: its logo, and its label centred on the button.
    expect(await google.locator('svg').count()).to.equal(1)
    const centred = await google.evaluate(button => {
      const label = button.querySelector('span')!.getBoundingClientRect()
      const own = button.getBoundingClientRect()
      return Math.abs(label.left + label.width / 2 - (own.left + own.width / 2))
    })
    expect(centred).to.be.below(2)

    // The other providers: four tiles and "more", each with an image and an accessible name, one width, one row.
    const row = dialog(t.page).getByRole('button', { name: /^(Continue with (X|Discord|Farcaster|GitHub)|More social logins)$/ })
    expect(await row.count()).to.equal(5)
    for (const tile of await row.all()) {
      expect(await tile.locator('svg').count(), (await tile.getAttribute('aria-label')) ?? '').to.equal(1)
      expect((await tile.getAttribute('aria-label'))?.length).to.be.above(0)
    }
    const boxes = await boxesOf(row)
    expect(new Set(boxes.map(box => Math.round(box.width))).size, 'one width').to.equal(1)
    expect(new Set(boxes.map(box => Math.round(box.y))).size, 'one row').to.equal(1)
    const card = (await dialog(t.page).boundingBox())!
    expect(Math.max(...boxes.map(box => box.x + box.width))).to.be.at.most(card.x + card.width)

    // "More" opens the rest as tiles of that same width (from the keyboard: at 360 px the demo's devtools bubble sits on it).
    await dialog(t.page).getByRole('button', { name: 'More social logins' }).press('Enter')
    const all = dialog(t.page).getByRole('button', { name: /^Continue with (X|Discord|Farcaster|GitHub|Apple|Facebook)$/ })
    await dialog(t.page).getByRole('button', { name: 'Continue with Facebook', exact: true }).waitFor()
    expect(await all.count()).to.equal(6)
    expect(new Set((await boxesOf(all)).map(box => Math.round(box.width))).size).to.equal(1)

    // The email field's icon, the "or" between the logins and the wallets, and no Back on the first view.
    const email = dialog(t.page).getByRole('textbox', { name: 'Email' })
    expect(await email.evaluate(input => input.parentElement!.querySelector('svg') !== null)).to.equal(true)
    const or = dialog(t.page).getByRole('separator')
    expect(await or.innerText()).to.equal('or')
    // With an installed wallet the wallets lead (AppKit's connectMethodsOrder): "or" sits between them and the email.
    const wallet = dialog(t.page).getByRole('button', { name: /Sandbox Wallet/ })
    const [orY, walletY, emailY] = await Promise.all([or, wallet, email].map(async element => (await element.boundingBox())!.y))
    expect(orY).to.be.within(Math.min(walletY!, emailY!), Math.max(walletY!, emailY!))
    expect(await dialog(t.page).getByRole('button', { name: 'Back' }).count()).to.equal(0)
    // The groups line up: the email field, Google's button and the wallet rows share their left edge.
    const lefts = await Promise.all([email, google, wallet].map(async element => Math.round((await element.boundingBox())!.x)))
    expect(new Set(lefts).size, String(lefts)).to.equal(1)
    t.assertClean()
  })

  it('draws a wallet without a picture with its initials, the button still named by the wallet alone', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // Directory wallets whose pictures cannot be had: the sandbox answers every image with a 404.
    demo.sandbox.api.fail('/getWalletImage/:id', { status: 404 })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('button', { name: 'All Wallets' }).click()
    // The grid keys its rows by position: when the first page arrives, cards move to other rows and
    // are drawn anew, so a card read before then may be gone by the time it is read.
    await waitForState(t.page, 'slices.walletDirectory.status', 'ready')
    const placeholder = dialog(t.page).locator('[data-initials]').first()
    await placeholder.waitFor()
    const { initials, name, drawn } = await placeholder.evaluate(span => ({
      initials: span.getAttribute('data-initials'),
      name: span.getAttribute('aria-label'),
      drawn: getComputedStyle(span, '::before').content,
    }))
    expect(drawn).to.equal(`"${initials}"`)
    const expected = name!
      .split(/[\s_-]+/)
      .filter(word => /^[\p{L}\p{N}]/u.test(word))
      .slice(0, 2)
      .map(word => word[0]!.toUpperCase())
      .join('')
    expect(initials).to.equal(expected)
    demo.sandbox.api.clearFaults()
  })
})
