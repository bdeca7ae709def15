import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { dialog, fixtureSite, openFixture, waitForState } from './fixturePage'

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
    await dialog(t.page).waitFor()
    expect(await motion(t.page)).to.deep.equal({ height: 'height 0.15s', view: 'view 0.15s', title: 'title 0.12s' })
    t.assertClean()
  })

  it('does not animate under prefers-reduced-motion: reduce', async () => {
    t = await openFixture()
    await t.page.emulateMedia({ reducedMotion: 'reduce' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    expect(await motion(t.page)).to.deep.equal({ height: 'none 0s', view: 'none 0s', title: 'none 0s' })
    const snackbar = dialog(t.page).getByTestId('vestibule-snackbar')
    expect(await snackbar.evaluate(element => getComputedStyle(element).transitionDuration)).to.equal('0s')
    t.assertClean()
  })

  it('swaps messages: hides the open one, shows the new one 150 ms later, then hides itself', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page).waitFor()
    const snackbar = dialog(t.page).getByTestId('vestibule-snackbar')
    await t.page.evaluate(() => (window as any).__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'First', variant: 'info' } }))
    await snackbar.and(t.page.locator('[data-visible]')).getByText('First').waitFor()

    // Record every change of the snackbar from the moment the second message is dispatched.
    const changes = await t.page.evaluate(
      () =>
        new Promise<Array<{ at: number; visible: boolean; text: string }>>(resolve => {
          const element = document.querySelector('vestibule-modal')!.shadowRoot!.querySelector('[data-testid="vestibule-snackbar"]')!
          const seen: Array<{ at: number; visible: boolean; text: string }> = []
          const start = performance.now()
          new MutationObserver(() => {
            seen.push({ at: Math.round(performance.now() - start), visible: element.hasAttribute('data-visible'), text: element.textContent ?? '' })
            if (element.hasAttribute('data-visible') && element.textContent === 'Second') resolve(seen)
          }).observe(element, { attributes: true, childList: true, subtree: true, characterData: true })
          ;(window as any).__appKit.dispatch({ type: 'snackbar/shown', payload: { message: 'Second', variant: 'success' } })
        }),
    )
    expect(changes[0]).to.include({ visible: false, text: 'First' })
    const shown = changes[changes.length - 1]!
    // SPEC §4: the new message appears only after the 150 ms swap (timer granularity allows 140).
    expect(shown.at).to.be.at.least(140)
    expect(changes.every(change => change.text !== 'Second' || change.at >= 140)).to.equal(true)

    // After a few seconds the message hides itself through state.
    await waitForState(t.page, 'snackbar.open', false)
    await snackbar.and(t.page.locator(':not([data-visible])')).waitFor()
    t.assertClean()
  })
})
