import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
const secureFrame = (page: Page) => page.frameLocator('iframe[title="Secure wallet"]')

/** Runs a page script that asks for a not-safe request, and answers it in the secure frame. */
async function inFrame(page: Page, script: string, answer: 'Approve' | 'Reject'): Promise<{ value?: unknown; error?: string; code?: number }> {
  const result = page.evaluate(`${script}.then(value => ({ value }), error => ({ error: error.shortMessage ?? error.message, code: error.code }))`) as Promise<{
    value?: unknown
    error?: string
    code?: number
  }>
  await dialog(page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
  await secureFrame(page).getByRole('button', { name: answer }).click()
  return result
}

/** The OTP as the sandbox inbox shows it, read through its test route (the visitor reads /inbox). */
async function latestOtp(demo: Demo, email: string): Promise<string> {
  const response = await fetch(`${demo.secureSite.url}/inbox/latest?email=${encodeURIComponent(email)}`)
  const body = (await response.json()) as { otp: string }
  return body.otp
}

async function emailLogin(demo: Demo, page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
  const otpBox = dialog(page).getByRole('textbox', { name: 'Login code' })
  await otpBox.waitFor()
  await otpBox.fill(await latestOtp(demo, email))
  await dialog(page).getByRole('button', { name: 'Verify' }).click()
  await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
}

describe('embedded wallet: email login through the sandbox secure site', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('logs in by email with the inbox OTP, signs a message and sends a transaction mined on anvil; a reload restores without a new OTP', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // No frame before intent: the secure site is not loaded at page load.
    expect(await t.page.locator('iframe[title="Secure wallet"]').count()).to.equal(0)
    const email = 'ada@example.com'
    await emailLogin(demo, t.page, email)
    expect(await appState(t.page, 'activeConnectorIds.eip155')).to.equal('embedded')
    const frame = t.page.locator('iframe[title="Secure wallet"]')
    expect(await frame.getAttribute('src')).to.match(new RegExp(`^${demo.secureSite.url}/\\?projectId=.+&chainId=31337&version=.+&enableLogger=`))
    const address = await appState<string>(t.page, 'accounts.eip155.address')
    expect(address).to.match(/^0x[0-9a-fA-F]{40}$/)

    // A signature by the key the secure site holds, checked with viem (the smart account's ERC-1271).
    const chain = demo.sandbox.chains.find(c => c.chainId === 31337)!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const signature = (await inFrame(t.page, `window.__appKit.signMessage({ message: 'hello from the embedded wallet' })`, 'Approve')).value as Hex
    expect(await client.verifyMessage({ address: address as Hex, message: 'hello from the embedded wallet', signature })).to.equal(true)

    // A real transaction, whose receipt the node gives.
    const receiver = '0x000000000000000000000000000000000000dEaD'
    const before = await client.getBalance({ address: receiver })
    const hash = (
      await inFrame(
        t.page,
        `window.__appKit.request({ method: 'eth_sendTransaction', params: [{ from: '${address}', to: '${receiver}', value: '0x${parseEther('0.5').toString(16)}' }] })`,
        'Approve',
      )
    ).value as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).to.equal('success')
    // SPEC §9's default EVM account type is smartAccount: the owner key calls the smart account.
    const [smart, owner] = await appState<{ address: string; type: string }[]>(t.page, 'accounts.eip155.allAccounts')
    expect(smart).to.deep.equal({ address, type: 'smartAccount' })
    expect(owner!.type).to.equal('eoa')
    expect(receipt.from.toLowerCase()).to.equal(owner!.address.toLowerCase())
    expect(receipt.to!.toLowerCase()).to.equal(address.toLowerCase())
    expect((await client.getBalance({ address: receiver })) - before).to.equal(parseEther('0.5'))

    // Nothing secret in the exported log; the OTP is not even in the unredacted log or in state, and
    // no private key is anywhere in the page (it lives in the secure origin's storage only).
    const exported = JSON.stringify(await t.page.evaluate(`window.__exportLog()`))
    const otp = demo.secureSite.inbox.latest(email)!.otp
    expect(exported).not.to.contain(otp)
    expect(exported).not.to.contain(email)
    const unredacted = JSON.stringify(await t.page.evaluate(`window.__exportLog({ redact: false })`))
    const state = JSON.stringify(await t.page.evaluate(`window.__appKit.getState()`))
    const pageStorage = JSON.stringify(await t.page.evaluate(`Object.entries(localStorage)`))
    const frameWindow = t.page.frames().find(frame => frame.url().startsWith(demo.secureSite.url))!
    const privateKey = (await frameWindow.evaluate(`localStorage.getItem('vestibule-secure:key:${email}')`)) as string
    expect(privateKey).to.match(/^0x[0-9a-f]{64}$/)
    // The frame was given the app's data and theme (SYNC_DAPP_DATA, SYNC_THEME).
    const dappData = JSON.parse((await frameWindow.evaluate(`sessionStorage.getItem('vestibule-secure:SYNC_DAPP_DATA')`)) as string)
    expect(dappData).to.include({ name: 'Vestibule demo', sdkType: 'vestibule' })
    expect(JSON.parse((await frameWindow.evaluate(`sessionStorage.getItem('vestibule-secure:SYNC_THEME')`)) as string)).to.have.property('themeMode')
    for (const text of [unredacted, state, pageStorage]) {
      expect(text).not.to.match(new RegExp(`\\b${otp}\\b`))
      expect(text.toLowerCase()).not.to.contain(privateKey.slice(2))
    }

    // Reload: the stored connection is restored from the frame's own session, no new code asked.
    const mailsBefore = demo.secureSite.inbox.all().length
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(t.page, 'accounts.eip155.address')).to.equal(address)
    expect(demo.secureSite.inbox.all().length).to.equal(mailsBefore)
  })

  it('RPC policy: a rejected not-safe request fails as declined; an unknown method is refused, opens the modal and aborts the open approval', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await emailLogin(demo, t.page, 'linus@example.com')
    const declined = await inFrame(t.page, `window.__appKit.signMessage({ message: 'no' })`, 'Reject')
    // The frame's refusal is EIP-1193's 4001, which the runner treats as the visitor saying no.
    expect(declined).to.deep.equal({ error: 'User rejected the request.', code: 4001 })
    await waitForState(t.page, 'modal.isOpen', false)
    // SPEC §8: the visitor is told the signature was declined.
    expect(await appState(t.page, 'snackbar')).to.include({ open: true, message: 'Signature declined', variant: 'error' })

    // An approval left open, then a method nobody allows.
    const open = t.page.evaluate(`window.__appKit.signMessage({ message: 'left open' }).then(() => 'signed', error => error.shortMessage ?? error.message)`)
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    const refused = await t.page.evaluate(
      `window.__appKit.request({ method: 'eth_sign', params: [] }).then(() => 'passed', error => error.shortMessage ?? error.message)`,
    )
    expect(refused).to.equal('Requested RPC call is not allowed')
    expect(await open).to.equal('Request was aborted')
    await waitForState(t.page, 'modal.isOpen', true)
    await t.page.getByText('Action not allowed').waitFor()
  })

  it('refuses a second email login within 30 s (SPEC §5 cooldown)', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
    await dialog(t.page).getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog(t.page).getByRole('textbox', { name: 'Login code' }).waitFor()
    await t.page.evaluate(`window.__appKit.close()`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
    await dialog(t.page).getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog(t.page)
      .getByRole('alert')
      .filter({ hasText: /^Please try again after \d+ seconds$/ })
      .waitFor()
    expect(demo.secureSite.inbox.all().filter(mail => mail.email === 'grace@example.com')).to.have.length(1)
  })

  it('changes the email (UPDATE_EMAIL): a code to the current address, then one to the new; same account, the new email shown', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const [from, to] = ['old.name@example.com', 'new.name@example.com']
    await emailLogin(demo, t.page, from)
    const address = await appState<string>(t.page, 'accounts.eip155.address')
    await t.page.evaluate(`window.__appKit.open()`)
    await dialog(t.page).getByText(from, { exact: true }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Update email' }).click()
    await dialog(t.page).getByRole('textbox', { name: 'New email' }).fill(to)
    await dialog(t.page).getByRole('button', { name: 'Continue', exact: true }).click()
    // Primary: the code sent to the address in use. A wrong one is refused by the secure site.
    await dialog(t.page).getByText(`Enter the code we sent to ${from}`).waitFor()
    const code = dialog(t.page).getByRole('textbox', { name: 'Login code' })
    const primary = await latestOtp(demo, from)
    await code.fill(primary === '000000' ? '000001' : '000000')
    await dialog(t.page).getByRole('button', { name: 'Verify' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor()
    await code.fill(primary)
    await dialog(t.page).getByRole('button', { name: 'Verify' }).click()
    // Secondary: the code sent to the new address.
    await dialog(t.page).getByText(`Enter the code we sent to ${to}`).waitFor()
    await code.fill(await latestOtp(demo, to))
    await dialog(t.page).getByRole('button', { name: 'Verify' }).click()
    // Polled until the frame reports it, then shown in the Account view.
    await dialog(t.page).getByText(to, { exact: true }).waitFor()
    expect(await appState(t.page, 'modal.view')).to.equal('Account')
    expect(await appState(t.page, 'slices.embeddedWallet.user.email')).to.equal(to)
    expect(await appState(t.page, 'accounts.eip155.address')).to.equal(address)
    const exported = JSON.stringify(await t.page.evaluate(`window.__exportLog()`))
    expect(exported).not.to.contain(to)

    // The secure site keeps the account under the new email: its key moved, none is left under the old one.
    await t.page.evaluate(`window.__appKit.disconnect()`)
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    const frame = t.page.frames().find(f => f.url().startsWith(demo.secureSite.url))!
    expect(await frame.evaluate(`localStorage.getItem('vestibule-secure:key:${from}')`)).to.equal(null)
    expect(await frame.evaluate(`localStorage.getItem('vestibule-secure:key:${to}')`)).to.match(/^0x[0-9a-f]{64}$/)
  })

  it('a second browser is a new device (VERIFY_DEVICE): it waits for the link mailed to the address, then the code, and gets the same account', async () => {
    const email = 'hedy@example.com'
    const first = await openDemoPage(demo.pageUrl)
    await emailLogin(demo, first.page, email)
    const address = await appState<string>(first.page, 'accounts.eip155.address')
    const owner = (await appState<{ address: string; type: string }[]>(first.page, 'accounts.eip155.allAccounts')).find(
      account => account.type === 'eoa',
    )!.address

    // Another browser context: the secure site's storage is empty there, as on another device.
    const second = await openDemoPage(demo.pageUrl)
    const codesBefore = demo.secureSite.inbox.all().filter(mail => mail.email === email).length
    await second.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(second.page).getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog(second.page).getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog(second.page).getByText('Register this device to continue').waitFor()
    await dialog(second.page).getByText(`Approve the login link we sent to ${email}`).waitFor()
    await dialog(second.page).getByRole('status').filter({ hasText: 'Waiting for your approval...' }).waitFor()
    // No code before the device is approved: the address's owner must first open the link.
    expect(demo.secureSite.inbox.all().filter(mail => mail.email === email)).to.have.length(codesBefore)

    // The visitor reads the mail in the sandbox inbox and opens its link.
    const inbox = await second.context.newPage()
    await inbox.goto(demo.secureSite.inboxUrl)
    await inbox.getByRole('link', { name: 'Approve this device' }).click()
    await inbox.getByText('This device is approved.').waitFor()
    // The link works once.
    expect((await fetch(inbox.url())).status).to.equal(410)

    // The modal moves on by itself to the code, sent now.
    const otpBox = dialog(second.page).getByRole('textbox', { name: 'Login code' })
    await otpBox.waitFor()
    await otpBox.fill(await latestOtp(demo, email))
    await dialog(second.page).getByRole('button', { name: 'Verify' }).click()
    await waitForState(second.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(second.page, 'accounts.eip155.address')).to.equal(address)
    const secondOwner = (await appState<{ address: string; type: string }[]>(second.page, 'accounts.eip155.allAccounts')).find(
      account => account.type === 'eoa',
    )!.address
    expect(secondOwner).to.equal(owner)
    first.assertClean()
    second.assertClean()
  })

  it('refuses a code for a device nobody approved, and an approval link nobody issued', async () => {
    const email = 'joan@example.com'
    const first = await openDemoPage(demo.pageUrl)
    await emailLogin(demo, first.page, email)
    // Straight to the secure site, as a device that skipped the link would: the code is right, the device is not approved.
    demo.secureSite.inbox.issue(email)
    const otp = demo.secureSite.inbox.latest(email)!.otp
    const device = { deviceId: '00000000-0000-4000-8000-000000000000', key: `0x${'11'.repeat(32)}` }
    const refused = await fetch(`${demo.secureSite.url}/otp/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp, device }),
    })
    expect(await refused.json()).to.deep.equal({ result: 'device-not-approved' })
    expect((await fetch(`${demo.secureSite.url}/device/approve?token=${'ab'.repeat(16)}`)).status).to.equal(410)
  })
})
