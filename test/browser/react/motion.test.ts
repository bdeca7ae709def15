import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { dialog, fixtureSite, openFixture, setWallet, waitForState } from './fixturePage'

/** Computed motion of the moving parts: the body's height transition, the view's and the title's entry animations. */
function motion(page: Page) {
  return dialog(page).evaluate(card => {
    const body = card.querySelector('[data-view]')!.parentElement!.parentElement!
    const view = card.querySelector('[data-view]')!
    const title = card.querySelector('h2 > span')!
    return {
      height: `${getComputedStyle(body).transitionProperty} ${getComputedStyle(body).transitionDuration}`,
      view: `${getComputedStyle(view).animationName === 'none' ? 'none' : 'view'} ${getComputedStyle(view).animationDuration}`,
      title: `${getComputedStyle(title).animationName === 'none' ? 'none' : 'title'} ${getComputedStyle(title).animationDuration}`,
    }
  })
}

/** From the Connect view the modal opened on to ConnectingExternal (the wallet holds): a change of view inside the modal. */
async function openConnecting(page: Page) {
  await setWallet(page, { connectMode: 'hold' })
  await dialog(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await waitForState(page, 'modal.view', 'ConnectingExternal')
}

describe('react modal: motion and the snackbar', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('animates height 150 ms, views 150 ms and the title 120 ms', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The view the modal opens on appears with the card; the next one slides in.
    await openConnecting(t.page)
    expect(await motion(t.page)).to.deep.equal({ height: 'height 0.15s', view: 'view 0.15s', title: 'title 0.12s' })
    t.assertClean()
  })

  it('does not animate under prefers-reduced-motion: reduce', async () => {
    t = await openFixture()
    await t.page.emulateMedia({ reducedMotion: 'reduce' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await openConnecting(t.page)
    expect(await motion(t.page)).to.deep.equal({ height: 'none 0s', view: 'none 0s', title: 'none 0s' })
    const snackbar = dialog(t.page).getByTestId('vestibule-snackbar')
    expect(await snackbar.evaluate(element => getComputedStyle(element).transitionDuration)).to.equal('0s')
    t.assertClean()
  })

  it('swaps messages: hides the open one, shows the new one 150 ms later, then hides itself', async () => {
    // The page's own clock, driven by the test: the 150 ms are the modal's timers, not this machine's speed.
    t = await openFixture({ beforeLoad: page => page.clock.install() })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    const snackbar = dialog(t.page).getByTestId('vestibule-snackbar')
    const shownText = () => snackbar.evaluate(element => (element.hasAttribute('data-visible') ? element.textContent : null))
    await t.page.evaluate(() => (window as any).__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'First', variant: 'info' } }))
    await snackbar.and(t.page.locator('[data-visible]')).getByText('First').waitFor()

    // Time stands still from here: only the test moves it.
    await t.page.clock.pauseAt(await t.page.evaluate(() => Date.now() + 1_000))
    await t.page.evaluate(() => (window as any).__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'Second', variant: 'success' } }))
    // SPEC §4: the open message hides at once, and the new one shows only after the 150 ms swap.
    await snackbar.and(t.page.locator(':not([data-visible])')).waitFor()
    await t.page.clock.runFor(149)
    expect(await shownText()).to.equal(null)
    await t.page.clock.runFor(1)
    await snackbar.and(t.page.locator('[data-visible]')).getByText('Second').waitFor()

    // After a few seconds the message hides itself through state.
    await t.page.clock.runFor(10_000)
    await waitForState(t.page, 'snackbar.open', false)
    await snackbar.and(t.page.locator(':not([data-visible])')).waitFor()
    t.assertClean()
  })
})
