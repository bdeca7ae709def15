// The React fixture page, built once per mocha run and shared by every file in this folder, and
// the few moves the tests make on it.
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { ROOT } from '../../../scripts/bundle.mjs'
import { appState, waitForState } from '../appState'
import { buildAndServePage, newPage, type NewPageParameters, type ServedPage, type TestPage } from '../harness'

let served: Promise<ServedPage> | undefined

/**
 * Built on first use; the server stops after the file's last test (a root-level hook: a mocha
 * worker runs several files, each builds its own).
 */
export function fixtureSite(): Promise<ServedPage> {
  served ??= buildAndServePage({ entry: 'test/fixtures/react/main.tsx', body: '<div id="root"></div>' })
  return served
}

after(async () => {
  const closing = served
  served = undefined
  await (await closing?.catch(() => undefined))?.close()
})

export interface OpenFixtureParameters extends NewPageParameters {
  readonly theme?: 'light' | 'dark'
  /** The themeVariables option. */
  readonly themeVariables?: Readonly<Record<string, string | number>>
  /** CSS the host page adds to its own head before the app starts. */
  readonly hostCss?: string
  /** The instance's `locale` option; English when unset. */
  readonly locale?: string
  /** The connect button's name once the page is ready (it is English until a locale's messages arrive). */
  readonly readyButton?: string | RegExp
  /** Runs before the page loads (to listen to its requests from the start). */
  readonly beforeLoad?: (page: Page) => void | Promise<void>
  /** Turns on `features.legalCheckbox`. */
  readonly legalCheckbox?: boolean
}

export async function openFixture({
  theme = 'dark',
  themeVariables,
  hostCss,
  locale,
  readyButton = /Connect Wallet|0xf3/,
  beforeLoad,
  contextOptions,
  legalCheckbox,
}: OpenFixtureParameters = {}): Promise<TestPage> {
  const site = await fixtureSite()
  const t = await newPage({ contextOptions: { viewport: { width: 1280, height: 800 }, ...contextOptions } })
  if (hostCss) {
    await t.page.addInitScript(css => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = css
        document.head.append(style)
      })
    }, hostCss)
  }
  const query = new URLSearchParams({
    theme,
    ...(themeVariables ? { themeVariables: JSON.stringify(themeVariables) } : {}),
    ...(locale ? { locale } : {}),
    ...(legalCheckbox ? { legalCheckbox: '' } : {}),
  })
  await beforeLoad?.(t.page)
  await t.page.goto(`${site.url}?${query}`)
  await t.page.getByRole('button', { name: readyButton }).first().waitFor()
  // The modal prepares its card once the page is idle (issue 27); a click before that gets the
  // early card, replaced by the modal moments later: a test reading the dialog then could read
  // the card being removed. The early card has tests of its own (firstClick.test.ts).
  await t.page.waitForFunction(() =>
    document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('[role="dialog"]:not([data-modal-placeholder]), [role="region"]'),
  )
  return t
}

/** The modal's dialog, once drawn: not the early card an open modal shows until its chunk arrives (issue 27). */
export const dialog = (page: Page): Locator => page.getByRole('dialog').and(page.locator(':not([data-modal-placeholder])'))

/** Sets how the test wallet answers (see test/fixtures/react/testWalletPlugin.ts). */
export function setWallet(page: Page, controls: { connectMode?: string; switchMode?: string }): Promise<void> {
  return page.evaluate(changes => void Object.assign((window as unknown as { __testWallet: object }).__testWallet, changes), controls)
}

/** Connects through the Connect view and waits until the modal has closed. */
export async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Test Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
  await dialog(page).waitFor({ state: 'detached' })
}

/** The element focus is on, through the modal's shadow root: a short description for assertions. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active) return 'nothing'
    const role = active.getAttribute('role') ?? active.tagName.toLowerCase()
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''
    return `${role}:${name}`
  })
}

export const AXE_PATH = path.join(ROOT, 'node_modules/axe-core/axe.min.js')

export { appState, waitForState }
