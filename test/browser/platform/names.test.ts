import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import type { TestPage } from '../harness'
import { until } from './sandboxRecord'

const dialog = (page: Page) => page.getByRole('dialog')

/** Connects the sandbox browser wallet (approving on its own) and opens the name registration view. */
async function connectAndOpenRegistration(t: TestPage): Promise<string> {
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(t.page).getByRole('button', { name: /Sandbox Wallet/ }).click()
  await waitForState(t.page, 'accounts.eip155.status', 'connected')
  await dialog(t.page).waitFor({ state: 'detached' })
  await t.page.getByRole('button', { name: 'Register a name' }).click()
  await dialog(t.page).getByRole('textbox', { name: 'Name' }).waitFor()
  return appState<string>(t.page, 'accounts.eip155.address')
}

describe('account names against the sandbox (SPEC §2, §5, §7, §8; issue 16)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('registers a name by signing with the sandbox wallet, shows it in the account button, and again after a reload', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 4 } })
    const address = await connectAndOpenRegistration(t)
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('vest-tester')
    const suggestions = dialog(t.page).getByRole('list', { name: 'Suggestions' })
    await suggestions.getByRole('button', { name: 'vest-tester.reown.id Available', exact: true }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).click()
    await dialog(t.page).getByText('vest-tester.reown.id is yours').waitFor()
    // Stored for real: the sandbox verified the signature before keeping it.
    expect(demo.sandbox.api.names.byName('vest-tester.reown.id')?.address.toLowerCase()).to.equal(address.toLowerCase())
    await dialog(t.page).getByRole('button', { name: 'Done' }).click()
    await t.page.getByRole('button', { name: /vest-tester\.reown\.id/ }).waitFor()

    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    const accountButton = t.page.getByRole('button', { name: /vest-tester\.reown\.id/ })
    // A restored connection's name waits for the visitor's intent (private by default).
    await t.page.getByRole('button', { name: /0x|vest-tester/ }).first().hover()
    await accountButton.waitFor()
    expect(t.pageErrors).to.deep.equal([])
  })

  it('looks the name up from another account, and refuses it there as taken', async () => {
    const owner = demo.sandbox.api.names.byName('vest-tester.reown.id')
    expect(owner, 'the first test registered it').to.not.equal(undefined)
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 5 } })
    await connectAndOpenRegistration(t)
    await t.page.evaluate(`window.__appKit.dispatch({ type: 'names/lookup-requested', payload: { name: 'vest-tester.reown.id' } })`)
    const lookup = await until(
      () => t.page.evaluate(`window.__appKit.getState().slices.names.lookups['vest-tester.reown.id']`) as Promise<{ status: string; addresses: Record<string, string> } | undefined>,
      value => value?.status === 'found',
    )
    expect(Object.values(lookup!.addresses).map(a => a.toLowerCase())).to.include(owner!.address.toLowerCase())
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('vest-tester')
    await dialog(t.page).getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'vest-tester.reown.id Taken', exact: true }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).isDisabled()).to.equal(true)
    t.assertClean()
  })

  it('refuses an invalid name (SPEC §5) before anything is signed or sent', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 6 } })
    await connectAndOpenRegistration(t)
    demo.sandbox.api.clearRequests()
    for (const invalid of ['abc', 'no spaces', 'dots.not']) {
      await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill(invalid)
      expect(await dialog(t.page).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).to.equal('true')
      expect(await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).isDisabled()).to.equal(true)
    }
    expect(demo.sandbox.api.requests.filter(request => request.path === '/v1/profile/account')).to.deep.equal([])
    t.assertClean()
  })

  it("a name taken between suggestion and registration shows 'Error registering name'", async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 7 } })
    await connectAndOpenRegistration(t)
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('race-name')
    await dialog(t.page).getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'race-name.reown.id Available', exact: true }).waitFor()
    // Someone else takes it meanwhile.
    demo.sandbox.api.names.add({ name: 'race-name.reown.id', address: '0x0000000000000000000000000000000000000001', coinType: 60, registered: 1 })
    await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).click()
    await dialog(t.page).getByRole('alert').getByText('Error registering name').waitFor()
    expect(await appState(t.page, 'modal.view')).to.equal('RegisterAccountName')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('drops a malformed suggestions answer with a logged error', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 8 } })
    await connectAndOpenRegistration(t)
    demo.sandbox.api.fail('/v1/profile/suggestions/:name', { status: 200, body: { suggestions: 'none' }, times: 5 })
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('malformed')
    await dialog(t.page).getByText('Error fetching name suggestions').waitFor()
    expect(t.consoleErrors.join('\n')).to.include('Error fetching name suggestions')
    expect(await dialog(t.page).getByRole('list', { name: 'Suggestions' }).count()).to.equal(0)
    expect(t.pageErrors).to.deep.equal([])
  })
})
