import type { Browser } from 'playwright-core'
import { BUTTON_PAINTED, buttonPaintedScript } from './buttonPainted'

export interface ButtonVisibleRun {
  /** Milliseconds from navigation start to the first frame painted with the Connect button. */
  readonly ms: number
  /** Script files the page had fetched by then, as the browser counts them. */
  readonly scripts: number
}

/**
 * Times the Connect button on each page `runs` times, interleaved so that every page sees the
 * same machine load, each visit in a fresh context (empty cache).
 */
export async function buttonVisible<Name extends string>(
  browser: Browser,
  urls: Record<Name, string>,
  runs: number,
): Promise<Record<Name, ButtonVisibleRun[]>> {
  const results = Object.fromEntries(Object.keys(urls).map(name => [name, []])) as unknown as Record<Name, ButtonVisibleRun[]>
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(urls) as [Name, string][]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await context.newPage()
        await page.addInitScript(buttonPaintedScript())
        await page.goto(url)
        const ms = await page.evaluate<number>(BUTTON_PAINTED)
        const scripts = await page.evaluate<number>(
          `performance.getEntriesByType('resource').filter(entry => new URL(entry.name).pathname.endsWith('.js')).length`,
        )
        results[name].push({ ms, scripts })
      } finally {
        await context.close()
      }
    }
  }
  return results
}
