import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { sandboxRemoteFeatures } from '../../../devtools/sandbox/api/remoteFeatures'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from '../e2e/demoPage'
import type { TestPage } from '../harness'

const dialog = (page: Page) => page.getByRole('dialog')
const branding = (page: Page) => dialog(page).getByText('UX by Reown')
const OVERRIDE_WARNING = '[vestibule] `features.reownBranding` is true here, but the project configuration sets it to false: the local setting is ignored.'

/** Console warnings, as the integrator sees them at the default log level. */
function warnings(t: TestPage): string[] {
  const seen: string[] = []
  t.page.on('console', message => {
    if (message.type() === 'warning') seen.push(message.text())
  })
  return seen
}

const accountRows = (page: Page) => dialog(page).getByRole('list').first().getByRole('listitem')

/** Connects the sandbox wallet and opens the Account view once the project configuration has been applied. */
async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
  await page.waitForFunction(() => (window as unknown as { __appKit: { getState(): { remoteFeatures: unknown } } }).__appKit.getState().remoteFeatures !== null)
  await page.locator('[data-vestibule-button="account"]').click()
  await dialog(page).getByRole('button', { name: 'Receive' }).waitFor()
}

/** Opens the Connect view once the project configuration has been applied. */
async function openConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).waitFor()
  await page.waitForFunction(() => (window as unknown as { __appKit: { getState(): { remoteFeatures: unknown } } }).__appKit.getState().remoteFeatures !== null)
}

// reownBranding is drawn in the Connect view ("UX by Reown"); swaps and onramp are rows of the
// Account view. Every feature reads the same selector (selectFeatureEnabled), so the rule is the same for all.
describe('remote features decide what the modal shows (SPEC §6, issue 16)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.setFeatures(sandboxRemoteFeatures()))

  it('shows the branding when the project configuration turns it on', async () => {
    demo.sandbox.api.setFeatures(sandboxRemoteFeatures({ reownBranding: true }))
    const t = await openDemoPage(demo.pageUrl)
    await openConnect(t.page)
    await branding(t.page).waitFor()
    t.assertClean()
  })

  it('a remote config that turns it off hides it and warns, naming the option and both values, in the console and the devtools', async () => {
    const t = await openDemoPage(demo.pageUrl, { features: { reownBranding: true } })
    const seen = warnings(t)
    await openConnect(t.page)
    await branding(t.page).waitFor({ state: 'detached' })
    expect(seen).to.include(OVERRIDE_WARNING)
    await t.page.keyboard.press('Escape')
    await t.page.evaluate(`window.__devtools.open()`)
    await t.page.getByRole('tab', { name: 'Platform' }).click()
    await t.page
      .getByRole('list', { name: 'Configuration warnings' })
      .getByText('features.reownBranding: local true ignored, the project configuration sets false')
      .waitFor()
    t.assertClean()
  })

  it('draws the wallet features the configuration turns on as Account rows, in SPEC §9 order, and Swap opens the Swap view', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openAccount(t.page)
    const labels = (await accountRows(t.page).allInnerTexts()).map(text => text.trim())
    // SPEC §9: wallet feature order onramp, swaps, receive, send; other rows follow.
    expect(labels.slice(0, 4)).to.deep.equal(['Buy crypto', 'Swap', 'Receive', 'Send'])
    await dialog(t.page).getByRole('button', { name: 'Swap' }).click()
    await t.page.getByRole('dialog', { name: 'Swap' }).waitFor()
    t.assertClean()
  })

  it("features.walletFeaturesOrder orders the wallet feature rows and leaves out the ones it does not list, as AppKit's does", async () => {
    const t = await openDemoPage(demo.pageUrl, { features: { walletFeaturesOrder: ['send', 'receive'] } })
    await openAccount(t.page)
    const labels = (await accountRows(t.page).allInnerTexts()).map(text => text.trim())
    expect(labels.slice(0, 2)).to.deep.equal(['Send', 'Receive'])
    expect(labels).to.not.include.members(['Buy crypto', 'Swap'])
    t.assertClean()
  })

  it('a remote config that turns swaps off hides the Swap row, and the override is recorded with the option and both values', async () => {
    demo.sandbox.api.setFeatures(sandboxRemoteFeatures({ swaps: false }))
    const t = await openDemoPage(demo.pageUrl, { features: { swaps: true } })
    await openAccount(t.page)
    await dialog(t.page).getByRole('button', { name: 'Buy crypto' }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Swap' }).count()).to.equal(0)
    // The event the console warning and the devtools' Platform tab are made from (the branding case above reads both).
    const overrides = await t.page.evaluate(
      "window.__appKitInternals.log.events().filter(e => e.type === 'config/local-setting-overridden').map(e => e.payload)",
    )
    expect(overrides).to.deep.equal([{ option: 'features.swaps', local: true, remote: false }])
    t.assertClean()
  })

  it("remoteConfig: 'prefer-local' keeps the local setting, without a warning", async () => {
    const t = await openDemoPage(demo.pageUrl, { features: { reownBranding: true }, remoteConfig: 'prefer-local' })
    const seen = warnings(t)
    await openConnect(t.page)
    await branding(t.page).waitFor()
    expect(seen.filter(text => text.includes('project configuration'))).to.deep.equal([])
    t.assertClean()
  })

  it('basic mode turns every remote feature off, whatever the configuration says', async () => {
    demo.sandbox.api.setFeatures(sandboxRemoteFeatures({ reownBranding: true }))
    const t = await openDemoPage(`${demo.pageUrl}?basic`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForState(t.page, 'remoteFeatures.reownBranding', false)
    expect(await branding(t.page).count()).to.equal(0)
  })
})
