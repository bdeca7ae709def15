// Reading a page's Vestibule instance (`window.__appKit`), as the demo and the fixture page expose it.
import type { Page } from 'playwright-core'

/** What the instance holds at `pick` (dot separated). */
export function appState<T>(page: Page, pick: string): Promise<T> {
  return page.evaluate(path => {
    let value: unknown = (window as unknown as { __appKit: { getState(): unknown } }).__appKit.getState()
    for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key]
    return value as T
  }, pick)
}

/** Waits until the instance holds `expected` at `pick` (JSON equality); the instance may not exist yet. */
export async function waitForState(page: Page, pick: string, expected: unknown, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    ([path, want]) => {
      let value: unknown = (window as unknown as { __appKit?: { getState(): unknown } }).__appKit?.getState()
      for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key]
      return JSON.stringify(value) === JSON.stringify(want)
    },
    [pick, expected] as const,
    { timeout },
  )
}
