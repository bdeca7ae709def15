import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState, type SandboxPatch } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
const wallet = (page: Page) => dialog(page).getByRole('button', { name: /Sandbox Wallet/ })
const continueWithWallet = (page: Page) => dialog(page).getByRole('button', { name: 'Continue with a wallet' })

/** AppKit's collapseWallets and emailShowWallets: with an email login beside them, the wallets can wait behind one row. */
describe('Connect view: wallets collapsed behind "Continue with a wallet"', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  async function opened(patch: SandboxPatch): Promise<Page> {
    const t = await openDemoPage(demo.pageUrl, patch)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('textbox', { name: 'Email' }).waitFor()
    return t.page
  }

  for (const [option, features] of [
    ['collapseWallets: true', { collapseWallets: true }],
    ['emailShowWallets: false', { emailShowWallets: false }],
  ] as const) {
    it(`${option}: email leads, the wallets open in place from one row, and a wallet connects`, async () => {
      const page = await opened({ features })
      await continueWithWallet(page).waitFor()
      expect(await wallet(page).count()).to.equal(0)
      await continueWithWallet(page).click()
      await wallet(page).click()
      await waitForState(page, 'accounts.eip155.status', 'connected')
    })
  }

  it('by default the wallets are listed under the email login', async () => {
    const page = await opened({})
    await wallet(page).waitFor()
    expect(await continueWithWallet(page).count()).to.equal(0)
  })
})
