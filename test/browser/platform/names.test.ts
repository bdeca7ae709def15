import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import type { TestPage } from '../harness'
import { until } from './sandboxRecord'
import { modalAtRest } from '../modalAtRest'

const dialog = (page: Page) => page.getByRole('dialog')
const secureFrame = (page: Page) => page.frameLocator('iframe[title="Secure wallet"]')
const chooseName = (page: Page) => dialog(page).getByRole('button', { name: 'Choose account name' })

/** The personal_sign requests this page's instance sent, from its own event log. */
const personalSigns = (page: Page) =>
  page.evaluate(
    `window.__appKitInternals.log.events().filter(event => event.type === 'rpc/requested' && event.payload.method === 'personal_sign').length`,
  ) as Promise<number>

/** Logs in with the embedded wallet (SPEC §5's auth connector) by email, the code read from the sandbox inbox. */
async function emailLogin(demo: Demo, t: TestPage, email: string): Promise<string> {
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(t.page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(t.page).getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog(t.page).getByRole('textbox', { name: 'Login code' }).waitFor()
  const { otp } = (await (await fetch(`${demo.secureSite.url}/inbox/latest?email=${encodeURIComponent(email)}`)).json()) as { otp: string }
  await dialog(t.page).getByRole('textbox', { name: 'Login code' }).fill(otp)
  await dialog(t.page).getByRole('button', { name: 'Verify' }).click()
  await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  await waitForState(t.page, 'activeConnectorIds.eip155', 'embedded')
  return appState<string>(t.page, 'accounts.eip155.address')
}

/** The Account view, opened from the account button when the modal is not already on it. */
async function openAccountView(t: TestPage): Promise<void> {
  if ((await appState<boolean>(t.page, 'modal.isOpen')) && (await appState<string>(t.page, 'modal.view')) === 'Account') return
  if (await appState<boolean>(t.page, 'modal.isOpen')) await t.page.keyboard.press('Escape')
  await dialog(t.page).waitFor({ state: 'detached' })
  await t.page.locator('[data-vestibule-button="account"]').click()
  await dialog(t.page).getByRole('button', { name: 'Disconnect' }).waitFor()
}

/** Connects the sandbox browser wallet (approving on its own) and opens the name registration view. */
async function connectAndOpenRegistration(t: TestPage): Promise<string> {
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(t.page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
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

  it("registers from the Account view's Choose account name row with the embedded wallet, signing a message bound to the page, account, chain and nonce; the name shows, again after a reload", async () => {
    const t = await openDemoPage(demo.pageUrl)
    const address = await emailLogin(demo, t, 'namer@example.com')
    await openAccountView(t)
    await chooseName(t.page).click()
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('vest-tester')
    const suggestions = dialog(t.page).getByRole('list', { name: 'Suggestions' })
    await suggestions.getByRole('button', { name: 'vest-tester.reown.id Available', exact: true }).waitFor()
    const posted = t.page.waitForRequest(request => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/profile/account')
    // The suggestions grew the card: Register moves down while its height follows (a full run's click landed beside it).
    await modalAtRest(t.page)
    await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).click()
    // The embedded wallet asks in its secure frame (ApproveTransaction); the success view follows.
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    await dialog(t.page).getByText('vest-tester.reown.id is yours').waitFor()
    // Stored for real: the sandbox verified the signature and what it is bound to before keeping it.
    expect(demo.sandbox.api.names.byName('vest-tester.reown.id')?.address.toLowerCase()).to.equal(address.toLowerCase())
    const request = await posted
    const body = request.postData()!
    const message = JSON.parse((JSON.parse(body) as { message: string }).message) as Record<string, string>
    expect(message).to.include({ name: 'vest-tester.reown.id', domain: new URL(demo.pageUrl).host, address, chainId: 'eip155:31337' })
    expect(message.nonce).to.match(/^[0-9a-f]{32}$/)
    // The same signed registration, replayed (by the page or anyone who saw it), is refused: its nonce was used.
    const replay = (origin: string) =>
      fetch(request.url(), { method: 'POST', headers: { 'content-type': 'application/json', origin }, body }).then(async answer => ({
        status: answer.status,
        error: ((await answer.json()) as { error: string }).error,
      }))
    demo.sandbox.api.names.clear()
    expect(await replay(new URL(demo.pageUrl).origin)).to.deep.equal({ status: 401, error: 'the nonce was already used' })
    expect((await replay('http://evil.example')).status).to.equal(401)
    expect(demo.sandbox.api.names.byName('vest-tester.reown.id')).to.equal(undefined)
    demo.sandbox.api.names.add({ name: 'vest-tester.reown.id', address, coinType: 0x80000000 + 31337, registered: Math.floor(Date.now() / 1000) })

    await dialog(t.page).getByRole('button', { name: 'Done' }).click()
    await t.page.getByRole('button', { name: /vest-tester\.reown\.id/ }).waitFor()
    // Named now: the Account view offers no Choose account name.
    await openAccountView(t)
    await dialog(t.page).getByText('vest-tester.reown.id').first().waitFor()
    expect(await chooseName(t.page).count()).to.equal(0)

    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    const accountButton = t.page.getByRole('button', { name: /vest-tester\.reown\.id/ })
    // A restored connection's name waits for the visitor's intent (private by default).
    await t.page
      .getByRole('button', { name: /0x|vest-tester/ })
      .first()
      .hover()
    await accountButton.waitFor()
    expect(t.pageErrors).to.deep.equal([])
  })

  it("a browser wallet is offered no Choose account name, and is refused before anything is signed or sent: 'Address or auth connector not found' (SPEC §5)", async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 9 } })
    await connectAndOpenRegistration(t)
    demo.sandbox.api.clearRequests()
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('browser-name')
    await dialog(t.page).getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'browser-name.reown.id Available', exact: true }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).click()
    await dialog(t.page).getByRole('alert').getByText('Address or auth connector not found').waitFor()
    expect(await personalSigns(t.page)).to.equal(0)
    expect(demo.sandbox.api.requests.filter(request => request.path === '/v1/profile/account')).to.deep.equal([])
    expect(demo.sandbox.api.names.byName('browser-name.reown.id')).to.equal(undefined)
    // Its Account view: the rows and the sections drawn, none of them Choose account name.
    await openAccountView(t)
    await dialog(t.page).getByRole('tab', { name: 'Tokens' }).waitFor()
    expect(await chooseName(t.page).count()).to.equal(0)
    t.assertClean()
  })

  it('looks the name up from another account, and refuses it there as taken', async () => {
    const owner = demo.sandbox.api.names.byName('vest-tester.reown.id')
    expect(owner, 'the first test registered it').to.not.equal(undefined)
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 5 } })
    await connectAndOpenRegistration(t)
    await t.page.evaluate(`window.__appKit.dispatch({ type: 'names/lookup-requested', payload: { name: 'vest-tester.reown.id' } })`)
    const lookup = await until(
      () =>
        t.page.evaluate(`window.__appKit.getState().slices.names.lookups['vest-tester.reown.id']`) as Promise<
          { status: string; addresses: Record<string, string> } | undefined
        >,
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

  it("a name taken between suggestion and registration shows 'Error registering name' on the view, back from the wallet's approval", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await emailLogin(demo, t, 'racer@example.com')
    await openAccountView(t)
    await chooseName(t.page).click()
    await dialog(t.page).getByRole('textbox', { name: 'Name' }).fill('race-name')
    await dialog(t.page).getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'race-name.reown.id Available', exact: true }).waitFor()
    // Someone else takes it meanwhile.
    demo.sandbox.api.names.add({ name: 'race-name.reown.id', address: '0x0000000000000000000000000000000000000001', coinType: 60, registered: 1 })
    await dialog(t.page).getByRole('button', { name: 'Register', exact: true }).click()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    await dialog(t.page).getByRole('alert').getByText('Error registering name').waitFor()
    expect(await appState(t.page, 'modal.view')).to.equal('RegisterAccountName')
    expect(await dialog(t.page).getByRole('textbox', { name: 'Name' }).inputValue()).to.equal('race-name')
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
