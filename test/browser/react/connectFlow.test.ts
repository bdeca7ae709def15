import { expect } from 'chai'
import type { TestPage } from '../harness'
import { appState, connect, dialog, fixtureSite, openFixture, setWallet, waitForState } from './fixturePage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Picks the test wallet, which holds its answer, while the ConnectingExternal view's chunk is held
 * back: the modal is on that view with nothing drawn in it. Returns what delivers the chunk.
 */
async function pickWalletWithViewHeld(t: TestPage): Promise<() => void> {
  let deliver: () => void = () => {}
  const delivered = new Promise<void>(resolve => {
    deliver = resolve
  })
  await t.page.route(/ConnectingExternalView-[^/]*\.js$/, async route => {
    await delivered
    await route.continue()
  })
  await setWallet(t.page, { connectMode: 'hold' })
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(t.page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await waitForState(t.page, 'modal.view', 'ConnectingExternal')
  return deliver
}

/** How many times the page asked a wallet to connect, read from the log. */
const requestedConnections = (t: TestPage) =>
  t.page.evaluate(() => (window as any).__appKitInternals.log.events().filter((event: { type: string }) => event.type === 'connection/requested').length)

describe('react modal: connecting through a wallet', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('lists the wallets with their icon or a placeholder, the installed one tagged, and the legal links', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const wallets = dialog(t.page).getByRole('list', { name: 'Wallets' }).getByRole('button')
    // The modal's chunk loads on intent: the list is read once it is drawn.
    await wallets.first().waitFor()
    expect(await wallets.allInnerTexts()).to.deep.equal(['Test Wallet\nINSTALLED', 'Plain Wallet', 'All Wallets'])
    expect(
      await dialog(t.page)
        .getByRole('img', { name: 'Test Wallet' })
        .evaluate(img => img.tagName),
    ).to.equal('IMG')
    expect(
      await dialog(t.page)
        .getByRole('img', { name: 'Plain Wallet' })
        .evaluate(img => img.tagName),
    ).to.equal('SPAN')
    expect(await dialog(t.page).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).to.equal('http://127.0.0.1/terms')
    t.assertClean()
  })

  it('features.legalCheckbox: the wallets wait, out of reach, until the visitor ticks the box; the tick outlives closing the modal', async () => {
    t = await openFixture({ legalCheckbox: true })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const box = dialog(t.page).getByRole('checkbox', { name: 'I agree to our Terms of Service and Privacy Policy' })
    await box.waitFor()
    // The checkbox's sentence replaces the footer's, links included.
    expect(await dialog(t.page).getByText('By connecting your wallet').count()).to.equal(0)
    expect(await dialog(t.page).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).to.equal('http://127.0.0.1/privacy')
    const wallet = dialog(t.page).getByRole('button', { name: /Test Wallet/ })
    // Inert: a click on it reaches nothing, and the keyboard never lands in it.
    expect(await wallet.evaluate(button => button.closest('[inert]') !== null)).to.equal(true)
    const box0 = (await wallet.boundingBox())!
    await t.page.mouse.click(box0.x + box0.width / 2, box0.y + box0.height / 2)
    expect(await appState(t.page, 'modal.view')).to.equal('Connect')
    await t.page.keyboard.press('Tab')
    await t.page.keyboard.press('Tab')
    expect(await t.page.evaluate(() => document.querySelector('vestibule-modal')?.shadowRoot?.activeElement?.closest('[data-legal-pending]') ?? null)).to.equal(
      null,
    )
    await box.check()
    await wallet.waitFor()
    await t.page.keyboard.press('Escape')
    await dialog(t.page).waitFor({ state: 'detached' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    expect(
      await dialog(t.page)
        .getByRole('checkbox', { name: /I agree/ })
        .isChecked(),
    ).to.equal(true)
    await wallet.click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    t.assertClean()
  })

  it('opens on a view drawn at full opacity from its first frame; views reached inside the modal slide in, back to the first one too', async () => {
    t = await openFixture()
    const animationOf = (view: string) =>
      t.page.evaluate(name => {
        const element = document.querySelector('vestibule-modal')?.shadowRoot?.querySelector(`[data-view="${name}"]`)
        return element ? getComputedStyle(element).animationName : null
      }, view)
    await setWallet(t.page, { connectMode: 'hold' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const wallet = dialog(t.page).getByRole('button', { name: /Test Wallet/ })
    await wallet.waitFor()
    // No entry animation on the opening view: it never paints at opacity 0.
    expect(await animationOf('Connect')).to.equal('none')
    await wallet.click()
    await waitForState(t.page, 'modal.view', 'ConnectingExternal')
    expect(await animationOf('ConnectingExternal')).to.match(/^view-in-next/)
    await dialog(t.page).getByRole('button', { name: 'Back' }).click()
    await waitForState(t.page, 'modal.view', 'Connect')
    expect(await animationOf('Connect')).to.match(/^view-in-prev/)
    t.assertClean()
  })

  it('shows ConnectingExternal while the wallet decides, then closes; the account button shows address and balance', async () => {
    t = await openFixture()
    await setWallet(t.page, { connectMode: 'hold' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    const connecting = t.page.getByRole('dialog', { name: 'Test Wallet' })
    await connecting.getByText('Continue in Test Wallet').waitFor()
    await connecting.getByText('Accept connection request in the wallet').waitFor()
    expect(await appState(t.page, 'modal.data')).to.deep.equal({ connectorId: 'dev.vestibule.testwallet' })
    // The connect button says what is going on meanwhile.
    await t.page.getByRole('button', { name: 'Connecting...' }).waitFor()

    await t.page.evaluate(() => (window as any).__testWallet.release('approve'))
    await dialog(t.page).waitFor({ state: 'detached' })
    const account = t.page.getByRole('button', { name: '10000.000 ETH 0xf3…b92266' })
    await account.waitFor()
    expect(await t.page.getByTestId('custom-button').innerText()).to.equal('Custom 0xf3…b92266 10000.000 ETH on Sandbox Alpha')

    const hooks = JSON.parse(await t.page.getByTestId('hooks').innerText())
    expect(hooks.account).to.deep.equal({ address: ADDRESS, isConnected: true, status: 'connected' })
    expect(hooks.network).to.deep.equal({ caipNetworkId: 'eip155:31337', chainId: 31337, name: 'Sandbox Alpha' })
    expect(hooks.walletInfo.name).to.equal('Test Wallet')
    expect(hooks.provider).to.deep.equal({ connectorId: 'dev.vestibule.testwallet', type: 'ANNOUNCED' })
    // AppKit's analytics name for the latest event: the connection (which also closed the modal).
    expect(hooks.event).to.equal('CONNECT_SUCCESS')
    t.assertClean()
  })

  it('a ConnectingExternal view whose code arrives after the wallet approved asks the wallet nothing more', async () => {
    t = await openFixture()
    // The view's chunk is held back until the connection has succeeded and the modal closed, as a
    // busy page can deliver it.
    const deliver = await pickWalletWithViewHeld(t)
    await t.page.evaluate(() => (window as any).__testWallet.release('approve'))
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    const served = t.page.waitForResponse(/ConnectingExternalView-[^/]*\.js$/)
    deliver()
    // Once the page has evaluated the chunk and two frames have passed, any view it drew has run its effects.
    await t.page.evaluate(async url => {
      await import(url)
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, (await served).url())
    expect(await requestedConnections(t)).to.equal(1)
    t.assertClean()
  })

  it('a ConnectingExternal view drawn just before the wallet approved, its effects run after, asks the wallet nothing more', async () => {
    t = await openFixture()
    // The view's chunk is held until the wallet is waiting; the wallet answers in the microtask
    // after React inserts the view, before React runs the view's effects (a later task): a busy page
    // can deliver the answer there.
    const deliver = await pickWalletWithViewHeld(t)
    await t.page.evaluate(() => {
      const root = document.querySelector('vestibule-modal')!.shadowRoot!
      const observer = new MutationObserver(() => {
        if (!root.textContent?.includes('Continue in Test Wallet')) return
        observer.disconnect()
        ;(window as any).__testWallet.release('approve')
      })
      observer.observe(root, { subtree: true, childList: true, characterData: true })
    })
    deliver()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))))
    expect(await requestedConnections(t)).to.equal(1)
    t.assertClean()
  })

  it('says the connection was declined, and Try again connects', async () => {
    t = await openFixture()
    await setWallet(t.page, { connectMode: 'reject' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await dialog(t.page).getByText('Connection declined').waitFor()
    await dialog(t.page).getByText('Connection can be declined if a previous request is still active').waitFor()
    await setWallet(t.page, { connectMode: 'approve' })
    await dialog(t.page).getByRole('button', { name: 'Try again' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await dialog(t.page).waitFor({ state: 'detached' })
    t.assertClean()
  })

  it('shows the SPEC §8 message when the wallet fails for another reason', async () => {
    t = await openFixture()
    await setWallet(t.page, { connectMode: 'fail' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Plain Wallet/ })
      .click()
    await dialog(t.page).getByText('Failed to connect').waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Try again' }).count()).to.equal(1)
    t.assertClean()
  })

  it('opens on Account when connected; copies the address; Disconnect disconnects', async () => {
    t = await openFixture({ contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await connect(t.page)
    await t.page.getByRole('button', { name: '10000.000 ETH 0xf3…b92266' }).click()
    const account = t.page.getByRole('dialog', { name: 'Account' })
    await account.getByText('0xf3…b92266').waitFor()
    await account.getByText('10000.000 ETH').waitFor()
    await account.getByRole('button', { name: 'Copy address' }).click()
    await account.getByRole('status').getByText('Address copied').waitFor()
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).to.equal(ADDRESS)

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    t.assertClean()
  })

  it('remembers the wallet as recent, listed first next time', async () => {
    t = await openFixture()
    await connect(t.page)
    await t.page.evaluate(() => (window as any).__appKit.disconnect())
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('list', { name: 'Wallets' }).waitFor()
    expect(await appState(t.page, 'recentWallets')).to.have.length(1)
    expect(await dialog(t.page).getByRole('list', { name: 'Wallets' }).getByRole('button').first().innerText()).to.match(/^Test Wallet/)
    t.assertClean()
  })
})
