import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { TestPage } from '../harness'
import { dialog, fixtureSite, openFixture, setWallet, type OpenFixtureParameters } from './fixturePage'

/** `color(srgb 1 0.15 0.15)` or `color(srgb 1 0 0 / 0.15)` (what color-mix computes to) → `rgb(255, 38, 38)` / `rgba(255, 0, 0, 0.15)`. */
function toRgb(color: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(color)
  if (!srgb) return color
  const channels = srgb
    .slice(1, 4)
    .map(c => Math.round(Number(c) * 255))
    .join(', ')
  return srgb[4] === undefined ? `rgb(${channels})` : `rgba(${channels}, ${srgb[4]})`
}

/** The Connect view's wallet refuses, so the modal shows its primary button, "Try again". */
async function primaryButtonColours(page: Page): Promise<{ color: string; background: string }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await setWallet(page, { connectMode: 'reject' })
  await dialog(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  const button = dialog(page).getByRole('button', { name: 'Try again' })
  const style = await button.evaluate(element => {
    const computed = getComputedStyle(element)
    return { color: computed.color, background: computed.backgroundColor }
  })
  return { color: toRgb(style.color), background: toRgb(style.background) }
}

// The primary button draws its text in the accent mixed toward the surface's contrast (85 % with
// white in dark, 78 % with black in light) on a 15 % / 12 % accent glass (react/theme/tokens.ts).
const RED_PRIMARY = {
  dark: { color: 'rgb(255, 38, 38)', background: 'rgba(255, 0, 0, 0.15)' },
  light: { color: 'rgb(199, 0, 0)', background: 'rgba(255, 0, 0, 0.12)' },
} as const

describe('react modal: the theme contract and AppKit variables', function () {
  this.timeout(30_000)
  let t: TestPage
  before(() => fixtureSite())
  afterEach(async () => {
    await t?.close()
  })

  for (const theme of ['dark', 'light'] as const) {
    const routes: Record<string, OpenFixtureParameters> = {
      "themeVariables: { '--w3m-accent': '#ff0000' }": { themeVariables: { '--w3m-accent': '#ff0000' } },
      'a host-page rule setting --w3m-accent on <vestibule-modal>': { hostCss: 'vestibule-modal { --w3m-accent: #ff0000; }' },
    }
    for (const [route, parameters] of Object.entries(routes)) {
      it(`recolours the primary button through ${route}, in ${theme}`, async () => {
        t = await openFixture({ theme, ...parameters })
        expect(await primaryButtonColours(t.page)).to.deep.equal(RED_PRIMARY[theme])
        t.assertClean()
      })
    }
  }

  it('draws the primary button in the default accent when nothing is set', async () => {
    t = await openFixture({ theme: 'dark' })
    expect(await primaryButtonColours(t.page)).to.not.deep.equal(RED_PRIMARY.dark)
    t.assertClean()
  })

  it('lets themeVariables win over the page rule, and reads --w3m-accent from an ancestor as the buttons do', async () => {
    t = await openFixture({ theme: 'dark', themeVariables: { '--w3m-accent': '#ff0000' }, hostCss: 'vestibule-modal { --w3m-accent: #0000ff; }' })
    expect(await primaryButtonColours(t.page)).to.deep.equal(RED_PRIMARY.dark)
    await t.close()

    t = await openFixture({ theme: 'dark', hostCss: ':root { --w3m-accent: #ff0000; }' })
    expect(await primaryButtonColours(t.page)).to.deep.equal(RED_PRIMARY.dark)
    t.assertClean()
  })

  it('follows a token the page overrides on <vestibule-modal>, and the mode on the host element', async () => {
    t = await openFixture({ theme: 'light', hostCss: 'vestibule-modal { --vst-color-bg: rgb(1, 2, 3); }' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    expect(await dialog(t.page).evaluate(card => getComputedStyle(card).backgroundColor)).to.equal('rgb(1, 2, 3)')
    expect(await t.page.locator('vestibule-modal').getAttribute('data-theme')).to.equal('light')
    await t.page.evaluate(() => (window as any).__appKit.setThemeMode('dark'))
    // The host follows on the modal's next render (a layout effect), not within the call.
    await t.page.locator('vestibule-modal[data-theme="dark"]').waitFor({ state: 'attached' })
    expect(await t.page.locator('vestibule-modal').getAttribute('data-theme')).to.equal('dark')
    t.assertClean()
  })
})
