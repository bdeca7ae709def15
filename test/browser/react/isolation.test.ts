import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { dialog, fixtureSite, openFixture } from './fixturePage'

/** Computed styles of a few modal parts that page CSS could plausibly reach: card, title, wallet row, link. */
function modalStyles(page: Page) {
  // No named functions inside: the test runner's transform would wrap them in a helper the page lacks.
  return dialog(page).evaluate(card => ({
    width: card.getBoundingClientRect().width,
    parts: [card, card.querySelector('h2'), card.querySelector('li button'), card.querySelector('a')].map(element => {
      const style = getComputedStyle(element!)
      return { color: style.color, fontSize: style.fontSize, fontFamily: style.fontFamily, background: style.backgroundColor }
    }),
  }))
}

/** `color(srgb 0.07 0.07 0.07)` (what color-mix computes to) or `rgb(…)` → `rgb(18, 18, 18)`. */
function toRgb(color: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(color)
  return srgb
    ? `rgb(${srgb
        .slice(1)
        .map(c => Math.round(Number(c) * 255))
        .join(', ')})`
    : color
}

describe('react modal: isolation from the host page, and theming', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  it('is untouched by host CSS like `* { color: red !important; font-size: 40px }`', async () => {
    t = await openFixture()
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const clean = await modalStyles(t.page)
    await t.close()

    t = await openFixture({ hostCss: '* { color: red !important; font-size: 40px; font-family: serif !important; background: yellow; }' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const hostile = await modalStyles(t.page)
    // The rule does apply to the page (and to the <vestibule-modal> element itself).
    const pageHeading = await t.page.getByRole('heading', { name: 'Vestibule React fixture' }).evaluate(h1 => getComputedStyle(h1).color)
    expect(pageHeading).to.equal('rgb(255, 0, 0)')
    expect(hostile).to.deep.equal(clean)
    expect(clean.width).to.equal(360)
    expect(clean.parts[1]?.fontSize).to.equal('16px')
    expect(clean.parts[1]?.fontFamily).to.match(/^Inter/)
    t.assertClean()
  })

  it('follows the theme mode: dark and light surfaces, switched live', async () => {
    t = await openFixture({ theme: 'dark' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const background = async () => toRgb(await dialog(t.page).evaluate(card => getComputedStyle(card).backgroundColor))
    expect(await background()).to.equal('rgb(18, 19, 19)')
    await t.page.evaluate(() => (window as any).__appKit.setThemeMode('light'))
    expect(await background()).to.equal('rgb(255, 255, 255)')
    // The page's buttons follow too.
    expect(await t.page.getByRole('button', { name: /Sandbox Alpha/ }).getAttribute('data-theme')).to.equal('light')
    t.assertClean()
  })

  it('takes --w3m-accent set by the host page on <vestibule-modal>, and from setThemeVariables', async () => {
    t = await openFixture({ theme: 'dark', hostCss: 'vestibule-modal { --w3m-accent: rgb(200, 10, 30); }' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    // The modal's chunk loads on intent: Tab is pressed in the open dialog.
    await dialog(t.page).waitFor()
    // The keyboard focus ring is drawn in the accent itself.
    await t.page.keyboard.press('Tab')
    const ringColor = () =>
      dialog(t.page)
        .getByRole('button', { name: 'Close' })
        .evaluate(close => getComputedStyle(close).outlineColor)
    expect(await ringColor()).to.equal('rgb(200, 10, 30)')
    await t.page.evaluate(() => (window as any).__appKit.setThemeVariables({ '--w3m-accent': 'rgb(10, 150, 60)', '--w3m-border-radius-master': 2 }))
    expect(await ringColor()).to.equal('rgb(10, 150, 60)')
    // The radius scale follows its master (×9 for the card).
    expect(await dialog(t.page).evaluate(card => getComputedStyle(card).borderTopLeftRadius)).to.equal('18px')
    t.assertClean()
  })

  it('is a full-width bottom sheet under 430 px, above the page (z-index 999)', async () => {
    t = await openFixture({ contextOptions: { viewport: { width: 400, height: 700 } } })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const box = await dialog(t.page).boundingBox()
    expect(box?.width).to.equal(400)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).to.equal(700)
    expect(await dialog(t.page).evaluate(card => getComputedStyle(card.parentElement!).zIndex)).to.equal('999')
    t.assertClean()
  })
})
