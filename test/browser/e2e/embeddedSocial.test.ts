import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')

/** Opens the modal and starts a social login; resolves with the secure site's popup. */
async function startSocial(page: Page, provider: string): Promise<Page> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popup = page.waitForEvent('popup')
  await dialog(page)
    .getByRole('button', { name: `Continue with ${provider}`, exact: true })
    .click()
  return popup
}

describe('embedded wallet: social and Farcaster login through the sandbox secure site', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('logs in with Google through the popup: the provider page approves, the account view shows the username, a reload restores it', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // SPEC §9's default social logins, Google first.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    for (const name of ['Google', 'X', 'Discord', 'Farcaster', 'GitHub']) {
      await dialog(t.page)
        .getByRole('button', { name: `Continue with ${name}`, exact: true })
        .waitFor()
    }
    // Past five tiles, the rest wait behind the "more" tile.
    await dialog(t.page).getByRole('button', { name: 'More social logins' }).click()
    for (const name of ['Apple', 'Facebook']) {
      await dialog(t.page)
        .getByRole('button', { name: `Continue with ${name}`, exact: true })
        .waitFor()
    }
    await t.page.evaluate(`window.__appKit.close()`)

    const popup = await startSocial(t.page, 'Google')
    await popup.getByRole('heading', { name: 'Sign in with Google (sandbox)' }).waitFor()
    expect(new URL(popup.url()).origin).to.equal(demo.secureSite.url)
    await popup.getByRole('textbox', { name: 'Username' }).fill('ada-lovelace')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(t.page, 'activeConnectorIds.eip155')).to.equal('embedded')
    expect(await appState(t.page, 'slices.embeddedWallet.user.socialProvider')).to.equal('google')
    expect(await appState(t.page, 'slices.embeddedWallet.user.userName')).to.equal('ada-lovelace')
    expect(popup.isClosed()).to.equal(true)
    const address = await appState<string>(t.page, 'accounts.eip155.address')

    // The key for that identity lives in the secure site's storage only.
    const frame = t.page.frames().find(f => f.url().startsWith(demo.secureSite.url))!
    const key = (await frame.evaluate(`localStorage.getItem('vestibule-secure:key:google:ada-lovelace')`)) as string
    expect(key).to.match(/^0x[0-9a-f]{64}$/)
    const exported = JSON.stringify(await t.page.evaluate(`window.__exportLog()`))
    expect(exported).not.to.contain('ada-lovelace')
    const everything = JSON.stringify([await t.page.evaluate(`window.__exportLog({ redact: false })`), await t.page.evaluate(`Object.entries(localStorage)`)])
    expect(everything).not.to.contain(key.slice(2))

    // SPEC §5: the username, not an email, in the Account view.
    await t.page.evaluate(`window.__appKit.open()`)
    await dialog(t.page).getByText('Signed in with Google as ada-lovelace').waitFor()

    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(t.page, 'accounts.eip155.address')).to.equal(address)
    expect(await appState(t.page, 'slices.embeddedWallet.user.userName')).to.equal('ada-lovelace')
  })

  it('the same social account logs into the same address; another one into another', async () => {
    // One browser: the secure site keeps one key per social identity in its own storage.
    const t = await openDemoPage(demo.pageUrl)
    const loginHere = async (userName: string) => {
      const popup = await startSocial(t.page, 'GitHub')
      await popup.getByRole('textbox', { name: 'Username' }).fill(userName)
      await popup.getByRole('button', { name: 'Approve' }).click()
      await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
      const address = await appState<string>(t.page, 'accounts.eip155.address')
      await t.page.evaluate(`window.__appKit.disconnect()`)
      await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
      return address
    }
    const first = await loginHere('grace')
    expect(await loginHere('grace')).to.equal(first)
    expect(await loginHere('linus')).not.to.equal(first)
  })

  it('a closed popup is "Popup closed", a denied login is "Connection rejected", and neither connects', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const closed = await startSocial(t.page, 'Google')
    await closed.getByRole('heading', { name: 'Sign in with Google (sandbox)' }).waitFor()
    await closed.close()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Popup closed' }).waitFor()

    const popup = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Continue with X', exact: true }).click()
    const denied = await popup
    await denied.getByRole('button', { name: 'Deny' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor()
    expect(await appState(t.page, 'accounts.eip155.status')).to.not.equal('connected')
  })

  it('features.socials picks the providers shown', async () => {
    const t = await openDemoPage(demo.pageUrl, { features: { socials: ['github', 'discord'] }, remoteConfig: 'prefer-local' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('button', { name: 'Continue with GitHub', exact: true }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Continue with Discord', exact: true }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Continue with Google', exact: true }).count()).to.equal(0)
  })

  it('logs in with Farcaster: the view shows the URI as a QR code and a link, and approving at that URI connects', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('button', { name: 'Continue with Farcaster', exact: true }).click()
    const link = dialog(t.page).getByRole('link', { name: 'Open link' })
    await link.waitFor()
    await dialog(t.page).getByRole('img', { name: 'Farcaster sign-in QR code' }).and(t.page.locator('[data-qr-size]')).waitFor()
    const uri = (await link.getAttribute('href'))!
    expect(uri).to.match(new RegExp(`^${demo.secureSite.url}/farcaster/approve\\?channel=[0-9a-f]{32}$`))
    // The visitor opens the URI (on the phone, or here) and approves.
    const phone = await t.context.newPage()
    await phone.goto(uri)
    await phone.getByRole('textbox', { name: 'Username' }).fill('dwr')
    await phone.getByRole('button', { name: 'Approve' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(t.page, 'slices.embeddedWallet.user.socialProvider')).to.equal('farcaster')
    expect(await appState(t.page, 'slices.embeddedWallet.user.userName')).to.equal('dwr')
  })
})
