import type { Page } from 'playwright-core'

/** Slows the page's CPU `rate` times (Chromium's throttling, through CDP); 1 leaves it as it is. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
