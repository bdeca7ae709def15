import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import type { TestPage } from '../harness'

// What the adapter host apps (wagmiHost, ethersHost, solanaHost) show, read the same way by every
// suite: an info list (`data-info="name"`), one `<output>` for the last action ("Label: value" or
// "Label failed: …"), and the modal.

/** A bound on waiting on a loaded machine, not a timing assertion. */
export const WAIT_MS = 30_000

/** The modal's dialog, not the sandbox wallet's prompt (a dialog too). */
export const modalDialog = (page: Page): Locator =>
  page
    .getByRole('dialog')
    .filter({ hasNot: page.locator('[data-sandbox-wallet-prompt]') })
    .first()

export async function waitForInfo(page: Page, name: string, expected: string | number): Promise<void> {
  await page.waitForFunction(([key, want]) => document.querySelector(`[data-info="${key}"]`)?.textContent === String(want), [name, expected] as const, {
    timeout: WAIT_MS,
  })
}

/** The value of the last action labelled `label`; fails with the page's text when the action failed. */
export async function actionResult(page: Page, label: string): Promise<string> {
  const output = page.locator('output')
  await output.filter({ hasText: new RegExp(`^${label}( failed)?: `) }).waitFor({ timeout: WAIT_MS })
  const text = await output.innerText()
  expect(text, text).to.match(new RegExp(`^${label}: `))
  return text.slice(label.length + 2)
}

/** Opens the host at `url` and waits for its first info value, showing what the page said if it never came. */
export async function openHost(t: TestPage, url: string, name: string, expected: string): Promise<void> {
  await t.page.goto(url)
  await waitForInfo(t.page, name, expected).catch(async error => {
    throw new Error(
      `${error}\n${await t.page
        .locator('body')
        .innerText()
        .catch(() => '?')}\n${t.pageErrors.join('\n')}\n${t.consoleErrors.join('\n')}`,
    )
  })
}
