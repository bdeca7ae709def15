import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import type { TestPage } from '../harness'
import { QUERY_RETRY_COUNT } from '../../../core/constants'
import { modalAtRest } from '../modalAtRest'

const secureFrame = (page: Page) => page.frameLocator('iframe[title="Secure wallet"]')
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const signView = (page: Page) => page.getByRole('dialog', { name: 'Sign In' })

/** The personal_sign requests this page's instance sent to the wallet, from its own event log. */
const personalSigns = (page: Page) =>
  page.evaluate(
    `window.__appKitInternals.log.events().filter(event => event.type === 'rpc/requested' && event.payload.method === 'personal_sign').length`,
  ) as Promise<number>

/** Connects the sandbox browser wallet, approving its connect prompt; the sign view then opens. */
async function connect(t: TestPage): Promise<void> {
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  // The email row (a lazy chunk) arrives above the wallets: wait for it, so the click lands where it aims.
  await t.page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).waitFor()
  await t.page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
  await waitForState(t.page, 'accounts.eip155.status', 'connected')
  // The sign view slides in: a click aimed at Sign while it moves can land beside it (a parallel run's did).
  await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
  await modalAtRest(t.page)
}

describe('sign in with X (SPEC §2 SIWXSignMessage, §4, §7 sessions) against the sandbox', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('required: signs after connecting, stays signed in after a reload with no new signature, revokes and signs again', async () => {
    const address = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 8 }).address
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, { approval: 'prompt', wallet: { accountIndex: 8 } })
    await connect(t)
    await signView(t.page).getByText('Vestibule demo needs to connect to your wallet').waitFor()
    await signView(t.page).getByText('Canceling will disconnect you.', { exact: false }).waitFor()

    // SPEC §4: the sign view cannot be closed while sign-in is required and unsigned.
    await t.page.keyboard.press('Escape')
    await signView(t.page).getByRole('button', { name: 'Close' }).click()
    expect(await appState<boolean>(t.page, 'modal.isOpen')).to.equal(true)
    expect(await appState<string>(t.page, 'modal.view')).to.equal('SIWXSignMessage')

    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByText('Sign message', { exact: false }).waitFor()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    await waitForState(t.page, 'modal.isOpen', false)
    // Verified and kept for real by the sandbox API (viem checked the signature).
    expect(demo.sandbox.api.sessions.byAddress(address)).to.have.length(1)
    expect(await personalSigns(t.page)).to.equal(1)
    // The signature stays out of state (SPEC: no session secret in state or the log).
    expect(JSON.stringify(await appState(t.page, 'slices.siwx'))).to.not.match(/0x[0-9a-f]{130}/i)

    // Reload: the stored session is restored; the wallet is not asked again (AppKit's #3709).
    demo.sandbox.api.clearRequests()
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    expect(await personalSigns(t.page)).to.equal(0)
    expect(await walletPrompt(t.page).count()).to.equal(0)
    expect(await appState<boolean>(t.page, 'modal.isOpen')).to.equal(false)
    expect(demo.sandbox.api.requests.filter(request => request.method === 'POST' && request.route === '/v1/sessions/:address')).to.deep.equal([])
    expect(demo.sandbox.api.requests.some(request => request.method === 'GET' && request.route === '/v1/sessions/:address')).to.equal(true)

    // Revoke from the Account view: the API forgets it, and required sign-in asks again.
    await t.page.locator('[data-vestibule-button="account"]').click()
    await t.page.getByRole('dialog').getByRole('region', { name: 'Sign-in' }).getByText('Signed in until', { exact: false }).waitFor()
    await t.page.getByRole('dialog').getByRole('region', { name: 'Sign-in' }).getByRole('button', { name: 'Sign out' }).click()
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
    expect(demo.sandbox.api.sessions.byAddress(address)).to.deep.equal([])
    expect(demo.sandbox.api.requests.some(request => request.route === '/v1/sessions/:address/revoke' && request.status === 200)).to.equal(true)

    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    await waitForState(t.page, 'modal.isOpen', false)
    expect(demo.sandbox.api.sessions.byAddress(address)).to.have.length(1)
    expect(t.pageErrors).to.deep.equal([])
  })

  it("required: a declined signature shows 'Signature declined' and keeps the sign view; Cancel then disconnects", async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, { approval: 'prompt', wallet: { accountIndex: 9 } })
    await connect(t)
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Reject' }).click()
    await signView(t.page).getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    expect(await appState<string>(t.page, 'modal.view')).to.equal('SIWXSignMessage')
    expect(await appState<string>(t.page, 'accounts.eip155.status')).to.equal('connected')

    await signView(t.page).getByRole('button', { name: 'Cancel' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    await waitForState(t.page, 'modal.isOpen', false)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(t.pageErrors).to.deep.equal([])
  })

  it('optional: Cancel closes the sign view and keeps the wallet connected', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx`, { approval: 'prompt', wallet: { accountIndex: 10 } })
    await connect(t)
    await signView(t.page).getByText('Sign this message to prove you own this wallet and proceed.', { exact: true }).waitFor()
    await signView(t.page).getByRole('button', { name: 'Cancel' }).click()
    await waitForState(t.page, 'modal.isOpen', false)
    expect(await appState<string>(t.page, 'accounts.eip155.status')).to.equal('connected')
    expect(await appState<string>(t.page, 'slices.siwx.status')).to.equal('idle')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('a sessions API down at reload (5xx) keeps the stored sign-in without a new prompt; the sign view reports a nonce failure', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, { approval: 'prompt', wallet: { accountIndex: 11 } })
    await connect(t)
    demo.sandbox.api.fail('/v1/sessions/:address/nonce', { status: 503, times: QUERY_RETRY_COUNT + 1 })
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await signView(t.page).getByRole('alert').waitFor()
    expect(await walletPrompt(t.page).count()).to.equal(0)
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed')

    demo.sandbox.api.fail('/v1/sessions/:address', { status: 503, times: 5 })
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    expect(await personalSigns(t.page)).to.equal(0)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('an expired stored session is not restored: after a reload the sign view asks again', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, { approval: 'prompt', wallet: { accountIndex: 12 } })
    await connect(t)
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    // The session this browser keeps, as it would be once its expiration time has passed.
    await t.page.evaluate(`{
      const key = '@vestibule/siwx/sessions'
      const sessions = JSON.parse(localStorage.getItem(key))
      for (const entry of sessions) entry.session.data.expirationTime = new Date(Date.now() - 60000).toISOString()
      localStorage.setItem(key, JSON.stringify(sessions))
    }`)
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'unsigned')
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
    expect(await t.page.evaluate(`localStorage.getItem('@vestibule/siwx/sessions')`)).to.equal(null)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('a stored session signed for another domain is no sign-in here, though the API still lists it: after a reload the sign view asks', async () => {
    const address = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 13 }).address
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, { approval: 'prompt', wallet: { accountIndex: 13 } })
    await connect(t)
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    expect(demo.sandbox.api.sessions.byAddress(address)).to.have.length(1)
    // What this browser keeps, as if another site's session had been put there: same account, chain and live API session.
    await t.page.evaluate(`{
      const key = '@vestibule/siwx/sessions'
      const sessions = JSON.parse(localStorage.getItem(key))
      for (const entry of sessions) entry.session.data.domain = 'evil.example'
      localStorage.setItem(key, JSON.stringify(sessions))
    }`)
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'unsigned')
    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).waitFor()
    expect(await personalSigns(t.page)).to.equal(0)
    expect(demo.sandbox.api.sessions.byAddress(address), 'the API still lists it').to.have.length(1)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('required, with the embedded wallet: signs through its secure frame (ApproveTransaction), and a reload restores both without a code or a signature', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`)
    const email = 'siwx@example.com'
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).fill(email)
    await t.page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click()
    await t.page.getByRole('dialog').getByRole('textbox', { name: 'Login code' }).waitFor()
    const { otp } = (await (await fetch(`${demo.secureSite.url}/inbox/latest?email=${encodeURIComponent(email)}`)).json()) as { otp: string }
    await t.page.getByRole('dialog').getByRole('textbox', { name: 'Login code' }).fill(otp)
    await t.page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    const address = await appState<string>(t.page, 'accounts.eip155.address')

    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await t.page.getByRole('dialog').getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    // SPEC §4: the approve view cannot be closed either while sign-in is required and unsigned.
    await t.page.keyboard.press('Escape')
    expect(await appState<string>(t.page, 'modal.view')).to.equal('ApproveTransaction')
    expect(await appState<boolean>(t.page, 'modal.isOpen')).to.equal(true)
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed', 30_000)
    await waitForState(t.page, 'modal.isOpen', false)
    expect(demo.sandbox.api.sessions.byAddress(address)).to.have.length(1)

    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    expect(await personalSigns(t.page)).to.equal(0)
    expect(await appState<boolean>(t.page, 'modal.isOpen')).to.equal(false)
    expect(t.pageErrors).to.deep.equal([])
  })
})

describe('sign in with X over WalletConnect (local relay, phone wallet)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', phoneApproval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(async () => {
    await demo.phone.disconnect().catch(() => undefined)
  })

  it('required: the paired phone wallet signs over the relay; a reload restores the session and the sign-in with no new signature', async () => {
    const t = await openDemoPage(`${demo.pageUrl}/?siwx=required`, {}, { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await t.page.getByRole('dialog').getByRole('img', { name: 'QR code for WalletConnect' }).waitFor()
    await t.page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click()
    await t.page.getByText('Link copied').waitFor()
    await demo.phone.pair((await t.page.evaluate('navigator.clipboard.readText()')) as string)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    const address = await appState<string>(t.page, 'accounts.eip155.address')

    await signView(t.page).getByRole('button', { name: 'Sign', exact: true }).click()
    await waitForState(t.page, 'slices.siwx.status', 'signed', 30_000)
    await waitForState(t.page, 'modal.isOpen', false)
    expect(demo.sandbox.api.sessions.byAddress(address)).to.have.length(1)

    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    await t.page.locator('[data-vestibule-button="account"]').hover()
    await waitForState(t.page, 'slices.siwx.status', 'signed')
    expect(await personalSigns(t.page)).to.equal(0)
    expect(await appState<boolean>(t.page, 'modal.isOpen')).to.equal(false)
    expect(t.pageErrors).to.deep.equal([])
  })
})
