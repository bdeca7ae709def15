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

/** Opens the Connect view once the project configuration has been applied. */
async function openConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).waitFor()
  await page.waitForFunction(() => (window as unknown as { __appKit: { getState(): { remoteFeatures: unknown } } }).__appKit.getState().remoteFeatures !== null)
}

// The remote features email, socials, swaps, onramp and activity have no screen in this build
// yet; reownBranding has one (the Connect view's "UX by Reown"), so it is the visible flag here.
// Every feature reads the same selector (selectFeatureEnabled), so the rule is the same for all.
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
    await t.page.getByRole('list', { name: 'Configuration warnings' }).getByText('features.reownBranding: local true ignored, the project configuration sets false').waitFor()
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
