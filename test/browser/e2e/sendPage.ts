import type { Page } from 'playwright-core'
import { waitForState } from './demoPage'

// The Send view as a visitor drives it on the demo: shared by the Send browser tests.

export const modal = (page: Page) =>
  page
    .getByRole('dialog')
    .filter({ hasNot: page.locator('[data-sandbox-wallet-prompt]') })
    .first()
export const amountInput = (page: Page) => modal(page).getByRole('textbox', { name: /^Amount/ })
export const receiverInput = (page: Page) => modal(page).getByRole('textbox', { name: 'Receiver address or name' })
export const alert = (page: Page) => modal(page).getByRole('alert')

/** How long a connection may take on a loaded machine (a bound on waiting, not a timing assertion). */
export const CONNECT_WAIT_MS = 30_000

export async function connectEvm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected', CONNECT_WAIT_MS)
  await waitForState(page, 'modal.isOpen', false, CONNECT_WAIT_MS)
}

export async function connectSolana(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as any).__appKit.getState().connectors.some((c: { chain: string }) => c.chain === 'solana'))
  await page.evaluate(() => (window as any).__appKit.connect({ connectorId: 'solana:Sandbox Wallet' }))
  await waitForState(page, 'accounts.solana.status', 'connected', CONNECT_WAIT_MS)
  await page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'solana:localnet' }))
  await waitForState(page, 'activeNamespace', 'solana', CONNECT_WAIT_MS)
}

export async function openSend(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).__appKit.open({ view: 'Send' }))
  await amountInput(page).waitFor()
}

export async function fill(page: Page, amount: string, receiver: string): Promise<void> {
  await amountInput(page).fill(amount)
  await receiverInput(page).fill(receiver)
  await modal(page).getByRole('button', { name: 'Preview send' }).click()
}
