// The Bitcoin browser tests' shared moves on the demo page with `?bitcoin` (the sandbox's Bitcoin
// chain beside its EVM ones) and the sandbox wallet's Approve/Reject prompt.
import type { Page } from 'playwright-core'
import type { Demo } from '../../../devtools/sandbox/startDemo'
import { waitForState } from './demoPage'

export const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
export const approve = (page: Page) => walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
export const reject = (page: Page) => walletPrompt(page).getByRole('button', { name: 'Reject' }).click()

/** The demo's address with the Bitcoin chain configured. */
export function bitcoinPageUrl(demo: Demo): string {
  const url = new URL(demo.pageUrl)
  url.searchParams.set('bitcoin', '')
  return url.href
}

/** The visitor connects the sandbox wallet's EVM side, then its Bitcoin side through the Bitcoin network. */
export async function connectBitcoin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await approve(page)
  await waitForState(page, 'accounts.eip155.status', 'connected')
  await page.getByRole('button', { name: /Sandbox Alpha/ }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Bitcoin/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await approve(page)
  await waitForState(page, 'accounts.bip122.status', 'connected')
}
