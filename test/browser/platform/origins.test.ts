import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage } from '../e2e/demoPage'
import { until } from './sandboxRecord'

const dialog = (page: Page) => page.getByRole('dialog')

describe('origins and alerts (SPEC §5, §8, issue 16)', function () {
  this.timeout(60_000)
  let demo: Demo
  /** SPEC §5 always allows localhost (any port): the page is opened by its IP to be an origin the project decides. */
  let pageUrl: string

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
    pageUrl = demo.pageUrl.replace('//localhost:', '//127.0.0.1:')
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.setAllowedOrigins(['http://localhost:*', 'http://127.0.0.1:*']))

  it('a page origin the project does not allow shows the Invalid App Configuration alert in the modal (debug mode) and names the origin in the console', async () => {
    demo.sandbox.api.setAllowedOrigins(['https://app.example.com'])
    const t = await openDemoPage(pageUrl, { debug: true })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const alert = dialog(t.page).getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).to.match(/Invalid App Configuration\s*Origin not found on Allowlist - update configuration/)
    const origin = new URL(pageUrl).origin
    expect(t.consoleErrors.join('\n')).to.include(`the page origin ${origin} is not on the allowed origins of project ${demo.config.projectId}`)
    // The modal keeps working: the wallets are still there to connect with.
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .waitFor()
    expect(t.pageErrors).to.deep.equal([])
  })

  it('without debug the modal shows no alert, but the console still names the origin and where to allow it', async () => {
    demo.sandbox.api.setAllowedOrigins(['https://app.example.com'])
    const t = await openDemoPage(pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    const origin = new URL(pageUrl).origin
    await until(
      async () => t.consoleErrors.join('\n'),
      text => text.includes(`the page origin ${origin}`),
    )
    expect(t.consoleErrors.join('\n')).to.include(`the page origin ${origin} is not on the allowed origins`)
    expect(t.consoleErrors.join('\n')).to.include('allowed domains')
    expect(await dialog(t.page).getByRole('alert').count()).to.equal(0)
  })

  it('an allowed origin (the sandbox allows local pages by wildcard) shows no alert and logs nothing', async () => {
    const t = await openDemoPage(pageUrl, { debug: true })
    expect(pageUrl).to.match(/^http:\/\/127\.0\.0\.1:/)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .waitFor()
    await t.page.waitForFunction(
      () => (window as unknown as { __appKit: { getState(): { remoteFeatures: unknown } } }).__appKit.getState().remoteFeatures !== null,
    )
    expect(await dialog(t.page).getByRole('alert').count()).to.equal(0)
    expect(t.consoleErrors).to.deep.equal([])
  })
})
