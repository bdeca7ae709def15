import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { runFrameFuzz } from '../embeddedFrameFuzz'
import { appState, openDemoPage } from './demoPage'

const ENTRY = fileURLToPath(new URL('../../fixtures/embeddedWallet/main.tsx', import.meta.url))
const dialog = (page: Page) => page.getByRole('dialog')

async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
}

describe('embedded wallet security and faults (short frame timeouts)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', entry: ENTRY })
  })
  after(() => demo?.stop())
  afterEach(() => demo.secureSite.setMode('normal'))

  it('ignores every message from another window or origin (fuzz run)', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const result = await runFrameFuzz(t.page, 500)
    expect(result).to.deep.equal({ sent: 1002, ignored: 1002, accepted: 0 })
    // Nothing forged reached state: no account, no connection.
    expect(await appState(t.page, 'accounts.eip155')).to.equal(undefined)
    t.assertClean()
  })

  it("a frame that never announces itself fails with 'Iframe load failed' (SPEC §8), leaving the modal usable", async () => {
    demo.secureSite.setMode('silent')
    const t = await openDemoPage(demo.pageUrl)
    await submitEmail(t.page, 'silent@example.com')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' }).waitFor()
    expect(await t.page.locator('iframe[title="Secure wallet"]').count()).to.equal(0)
    // The modal is still there and usable.
    await dialog(t.page).getByRole('textbox', { name: 'Email' }).waitFor()
  })

  it('a frame that never answers times out cleanly with the request-timeout alert', async () => {
    demo.secureSite.setMode('mute')
    const t = await openDemoPage(demo.pageUrl)
    await submitEmail(t.page, 'mute@example.com')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Embedded Wallet Request Timed Out' }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Continue', exact: true }).waitFor()
  })

  it('malformed answers from the frame are refused without a crash', async () => {
    demo.secureSite.setMode('garbage')
    const t = await openDemoPage(demo.pageUrl)
    await submitEmail(t.page, 'garbage@example.com')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
    expect(await appState(t.page, 'accounts.eip155')).to.equal(undefined)
  })

  it('an embedding origin the secure site does not allow gets the unverified-domain alert', async () => {
    demo.secureSite.setMode('unverified')
    const t = await openDemoPage(demo.pageUrl)
    await submitEmail(t.page, 'unverified@example.com')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).waitFor()
  })
})
