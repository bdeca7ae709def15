import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, parseEther, toHex, type Hex } from 'viem'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import type { TestPage } from '../harness'
import { appState, openDemoPage, waitForState } from './demoPage'

// The fault fixture (the demo's setup, with the frame's timings a test gives): these tests drive the
// embedded wallet as an app's own code does (`getProvider()`), and the secure site's session from outside.
const ENTRY = fileURLToPath(new URL('../../fixtures/embeddedWallet/main.tsx', import.meta.url))
const dialog = (page: Page) => page.getByRole('dialog')
const secureFrame = (page: Page) => page.frameLocator('iframe[title="Secure wallet"]')

type Outcome = { value?: unknown; error?: string; code?: number }

/** `provider.request(...)` as an app calls it on `appKit.getProvider('eip155')`, its outcome kept as JSON. */
function providerRequest(page: Page, request: { method: string; params: unknown[] }): Promise<Outcome> {
  return page.evaluate(
    `window.__appKit.getProvider('eip155').request(${JSON.stringify(request)}).then(value => ({ value }), error => ({ error: error.shortMessage ?? error.message, code: error.code }))`,
  ) as Promise<Outcome>
}

/** A page of the fixture, its frame timings given before the app starts (SPEC §9's when `{}`). */
function openFixture(demo: Demo, timings: Record<string, number> = {}, initScript = ''): Promise<TestPage> {
  return openDemoPage(demo.pageUrl, {}, { initScript: `window.__EMBEDDED_FRAME_TIMINGS__ = ${JSON.stringify(timings)};${initScript}` })
}

async function emailLogin(demo: Demo, page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  const otpBox = dialog(page).getByRole('textbox', { name: 'Login code' })
  await otpBox.waitFor()
  await otpBox.fill(demo.secureSite.inbox.latest(email)!.otp)
  await dialog(page).getByRole('button', { name: 'Verify' }).click()
  await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
}

function chainClient(demo: Demo, caipNetworkId: string) {
  const chain = demo.sandbox.chains.find(c => `eip155:${c.chainId}` === caipNetworkId)!
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

describe('embedded wallet through the provider, and its session on the secure site', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', entry: ENTRY })
  })
  after(() => demo?.stop())
  afterEach(() => demo.secureSite.setMode('normal'))

  it("a provider's personal_sign opens ApproveTransaction; Approve resolves with a signature that verifies", async () => {
    const t = await openFixture(demo)
    await emailLogin(demo, t.page, 'provider.sign@example.com')
    const address = await appState<Hex>(t.page, 'accounts.eip155.address')
    const message = 'signed through getProvider()'
    const outcome = providerRequest(t.page, { method: 'personal_sign', params: [toHex(message), address] })
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    const { value, error } = await outcome
    expect(error).to.equal(undefined)
    const client = chainClient(demo, await appState<string>(t.page, 'activeCaipNetworkId'))
    expect(await client.verifyMessage({ address, message, signature: value as Hex })).to.equal(true)
    // SPEC §4 transaction stack: the last approval answered closes the modal.
    await waitForState(t.page, 'modal.isOpen', false)
    t.assertClean()
  })

  it("closing the modal on ApproveTransaction rejects the provider's request ('Modal closed', 4001) and the frame drops it", async () => {
    const t = await openFixture(demo)
    await emailLogin(demo, t.page, 'provider.close@example.com')
    const address = await appState<Hex>(t.page, 'accounts.eip155.address')
    const client = chainClient(demo, await appState<string>(t.page, 'activeCaipNetworkId'))
    const receiver = '0x000000000000000000000000000000000000bEEF'
    const before = await client.getBalance({ address: receiver })
    const outcome = providerRequest(t.page, {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: toHex(parseEther('0.25')) }],
    })
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Close' }).click()
    expect(await outcome).to.deep.equal({ error: 'Modal closed', code: 4001 })
    // The frame took its approval down: nothing left to approve, nothing sent.
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' })
    expect(await client.getBalance({ address: receiver })).to.equal(before)
    // And it is free for the next request.
    const next = providerRequest(t.page, { method: 'personal_sign', params: [toHex('after the close'), address] })
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    expect((await next).value).to.match(/^0x[0-9a-f]+$/)
  })

  it("ApproveTransaction has no Back (the modal opened on it); going back from it closes and rejects the request ('Modal closed', 4001), nothing sent", async () => {
    const t = await openFixture(demo)
    await emailLogin(demo, t.page, 'provider.back@example.com')
    const address = await appState<Hex>(t.page, 'accounts.eip155.address')
    const client = chainClient(demo, await appState<string>(t.page, 'activeCaipNetworkId'))
    const receiver = '0x000000000000000000000000000000000000bEEF'
    const before = await client.getBalance({ address: receiver })
    const outcome = providerRequest(t.page, { method: 'eth_sendTransaction', params: [{ from: address, to: receiver, value: toHex(parseEther('0.5')) }] })
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Back' }).count()).to.equal(0)
    // AppKit's router back (an app's RouterController.goBack, here the router event): the approval is not left pending.
    await t.page.evaluate(`window.__appKit.dispatch({ type: 'router/went-back', payload: {} })`)
    expect(await outcome).to.deep.equal({ error: 'Modal closed', code: 4001 })
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' })
    expect(await client.getBalance({ address: receiver })).to.equal(before)
  })

  it("a restore against a frame that never answers ends disconnected with 'Embedded Wallet Request Timed Out'", async () => {
    // SPEC §9's 2 min for a visitor's step stays; only the restore's own bound is shortened.
    const t = await openFixture(demo, { restoreTimeoutMs: 1_500 })
    await emailLogin(demo, t.page, 'restore.mute@example.com')
    demo.secureSite.setMode('mute')
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connecting')
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected', 30_000)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Embedded Wallet Request Timed Out' }).waitFor()
  })

  it("a restore against a frame that loads and never announces itself ends disconnected with 'Network Error - Could not load embedded wallet'", async () => {
    const t = await openFixture(demo, { readyAfterLoadTimeoutMs: 1_500 })
    await emailLogin(demo, t.page, 'restore.silent@example.com')
    demo.secureSite.setMode('silent')
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected', 15_000)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' }).waitFor()
  })

  it('signing out on the secure site disconnects the page at once (SESSION_UPDATE)', async () => {
    const t = await openFixture(demo)
    await emailLogin(demo, t.page, 'session.update@example.com')
    // The secure site's own account page, in the same browser.
    const account = await t.context.newPage()
    await account.goto(demo.secureSite.accountUrl)
    await account.getByText('Signed in as session.update@example.com').waitFor()
    await account.getByRole('button', { name: 'Sign out' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    expect(await appState(t.page, 'activeConnectorIds.eip155')).to.equal(undefined)
    t.assertClean()
  })

  it('a session ended where the frame could not hear it is found when the visitor comes back (RELOAD)', async () => {
    const t = await openFixture(demo)
    await emailLogin(demo, t.page, 'session.reload@example.com')
    // Ended inside the frame's own document: no `storage` event, so no SESSION_UPDATE.
    const frame = t.page.frames().find(f => f.url().startsWith(demo.secureSite.url))!
    await frame.evaluate(`localStorage.removeItem('vestibule-secure:session')`)
    expect(await appState(t.page, 'accounts.eip155.status')).to.equal('connected')
    // The session watch loads with the connection (a lazy chunk): the visitor comes back, again,
    // until it has, and one of those returns must find the session ended.
    await t.page.waitForFunction(
      `(() => { document.dispatchEvent(new Event('visibilitychange')); return window.__appKit.getState().accounts.eip155?.status === 'disconnected' })()`,
      undefined,
      { timeout: 20_000, polling: 500 },
    )
  })

  it('keeps working when the browser blocks the secure site its storage (third-party storage blocked)', async () => {
    // What a blocking browser does: the frame's mere read of localStorage / sessionStorage throws.
    const blocked = `if (location.origin === ${JSON.stringify(demo.secureSite.url)}) {
      for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, {
        configurable: true,
        get() { throw new DOMException("Failed to read the '" + name + "' property from 'Window': Access is denied for this document.", 'SecurityError') },
      })
    }`
    const t = await openFixture(demo, {}, blocked)
    await emailLogin(demo, t.page, 'storage.blocked@example.com')
    const address = await appState<Hex>(t.page, 'accounts.eip155.address')
    const frame = t.page.frames().find(f => f.url().startsWith(demo.secureSite.url))!
    expect(await frame.evaluate(`(() => { try { localStorage; return 'readable' } catch (error) { return error.name } })()`)).to.equal('SecurityError')
    const outcome = providerRequest(t.page, { method: 'personal_sign', params: [toHex('no storage'), address] })
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await secureFrame(t.page).getByRole('button', { name: 'Approve' }).click()
    const client = chainClient(demo, await appState<string>(t.page, 'activeCaipNetworkId'))
    expect(await client.verifyMessage({ address, message: 'no storage', signature: (await outcome).value as Hex })).to.equal(true)
    expect(await t.page.getByText("Failed to read the 'localStorage' property").count()).to.equal(0)
  })
})
