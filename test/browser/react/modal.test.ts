import { expect } from 'chai'
import { focusInsideNextFrame } from '../dialogFocus'
import type { TestPage } from '../harness'
import { appState, dialog, fixtureSite, focused, openFixture, setWallet, waitForState } from './fixturePage'

describe('react modal: opening, closing and keyboard', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('opens on Connect from the connect button, as a named modal dialog with focus inside', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = t.page.getByRole('dialog', { name: 'Connect Wallet' })
    await modal.waitFor()
    expect(await modal.getAttribute('aria-modal')).to.equal('true')
    expect(await focusInsideNextFrame(t.page)).to.equal(true)
    expect(await appState(t.page, 'modal.view')).to.equal('Connect')
    // The host is a <vestibule-modal> on the body, with an open shadow root.
    expect(await modal.evaluate(element => (element.getRootNode() as ShadowRoot).host.tagName)).to.equal('VESTIBULE-MODAL')
    t.assertClean()
  })

  it('closes on Escape and gives focus back to the connect button', async () => {
    t = await openFixture()
    const button = t.page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    await dialog(t.page).waitFor()
    await t.page.keyboard.press('Escape')
    await dialog(t.page).waitFor({ state: 'detached' })
    expect(await focused(t.page)).to.equal('button:Connect Wallet')
    await waitForState(t.page, 'modal.isOpen', false)
    t.assertClean()
  })

  it('closes with the Close button, with going back from the only view (SPEC §2), and with a click on the backdrop but not on the card', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('button', { name: 'Close' }).click()
    await dialog(t.page).waitFor({ state: 'detached' })

    // The view the modal opened on shows no Back (as AppKit's); going back from it closes.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('button', { name: 'Close' }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Back' }).count()).to.equal(0)
    await t.page.evaluate(() => (window as any).__appKit.dispatch({ type: 'router/went-back', payload: {} }))
    await dialog(t.page).waitFor({ state: 'detached' })
    await waitForState(t.page, 'modal.isOpen', false)

    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).getByRole('heading', { name: 'Connect Wallet' }).click()
    expect(await dialog(t.page).count()).to.equal(1)
    await t.page.mouse.click(20, 700)
    await dialog(t.page).waitFor({ state: 'detached' })
    t.assertClean()
  })

  it('Back from a pushed view returns to the one before, titled again', async () => {
    t = await openFixture()
    await setWallet(t.page, { connectMode: 'hold' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Test Wallet/ })
      .click()
    await t.page.getByRole('dialog', { name: 'Test Wallet' }).getByText('Continue in Test Wallet').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Back' }).click()
    await t.page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Plain Wallet/ })
      .waitFor()
    await waitForState(t.page, 'modal.history', ['Connect'])
    t.assertClean()
  })

  it('keeps Tab and Shift+Tab inside the dialog, with a visible focus ring', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    // Close (no Back on the first view), two wallets, All Wallets, two legal links: then round again to Close.
    const forward: string[] = []
    for (let i = 0; i < 7; i += 1) {
      await t.page.keyboard.press('Tab')
      forward.push(await focused(t.page))
    }
    expect(forward).to.deep.equal([
      'button:Close',
      'button:Test WalletInstalled',
      'button:Plain Wallet',
      'button:All Wallets',
      'a:Terms of Service',
      'a:Privacy Policy',
      'button:Close',
    ])
    await t.page.keyboard.press('Shift+Tab')
    expect(await focused(t.page)).to.equal('a:Privacy Policy')
    // Keyboard focus shows a ring, in the modal and on the page's buttons.
    await t.page.keyboard.press('Shift+Tab')
    const ring = await dialog(t.page)
      .getByRole('link', { name: 'Terms of Service' })
      .evaluate(link => `${getComputedStyle(link).outlineStyle} ${getComputedStyle(link).outlineWidth}`)
    expect(ring).to.equal('solid 2px')
    await t.page.keyboard.press('Escape')
    expect(await t.page.getByRole('button', { name: 'Connect Wallet' }).evaluate(button => getComputedStyle(button).outlineStyle)).to.equal('solid')
    t.assertClean()
  })

  it('takes a Tab pressed before focus moved in (a busy page’s late frame) into the dialog, and the late frame leaves it there', async () => {
    t = await openFixture()
    // A page too busy to draw for 400 ms: the frame that moves focus in comes that late.
    await t.page.evaluate(() => {
      const frame = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = callback => window.setTimeout(() => frame(callback), 400)
    })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    expect(await focused(t.page)).to.equal('button:Connect Wallet')
    await t.page.keyboard.press('Tab')
    expect(await focused(t.page)).to.equal('button:Close')
    await t.page.waitForTimeout(600)
    expect(await focused(t.page)).to.equal('button:Close')
    await t.page.keyboard.press('Shift+Tab')
    expect(await focused(t.page)).to.equal('a:Privacy Policy')
    t.assertClean()
  })

  it('leaves the Tab of a control focused outside on purpose once focus was inside (a layer above the modal, as the devtools panel)', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    expect(await focusInsideNextFrame(t.page)).to.equal(true)
    await t.page.getByRole('button', { name: 'Custom connect' }).focus()
    // Backwards: forwards, the page's order runs into the modal, drawn last.
    await t.page.keyboard.press('Shift+Tab')
    const inModal = () => t.page.evaluate(() => document.activeElement?.tagName === 'VESTIBULE-MODAL')
    expect(await inModal()).to.equal(false)
    expect(await focused(t.page)).to.not.equal('button:Custom connect')
    // Focus on nothing (the focused control went away) is still taken back in.
    await t.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await t.page.keyboard.press('Tab')
    expect(await focused(t.page)).to.equal('button:Close')
    t.assertClean()
  })

  it('shakes for 500 ms, then ends the shake in state', async () => {
    // The page's clock is the test's: the shake's 500 ms are counted on it, whatever this machine's load.
    t = await openFixture({ beforeLoad: page => page.clock.install() })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    // Time stands still from here: only the test moves it.
    await t.page.clock.pauseAt(await t.page.evaluate(() => Date.now() + 1_000))
    await t.page.evaluate(() => (window as any).__appKit.dispatch({ type: 'modal/shake-started', payload: {} }))
    await t.page.waitForFunction(() => document.querySelector('vestibule-modal')!.shadowRoot!.querySelector('[role="dialog"][data-shaking]'))
    expect(await dialog(t.page).evaluate(element => getComputedStyle(element).animationDuration)).to.equal('0.5s')
    await t.page.clock.runFor(499)
    expect(await t.page.evaluate(() => (window as any).__appKit.getState().modal.shaking)).to.equal(true)
    await t.page.clock.runFor(1)
    await waitForState(t.page, 'modal.shaking', false)
    t.assertClean()
  })
})
