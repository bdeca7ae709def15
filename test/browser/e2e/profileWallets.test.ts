import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
const walletRows = (page: Page) => dialog(page).getByRole('list', { name: 'Connected wallets' }).getByRole('listitem')

/** The sandbox wallet's EVM side from the Connect view, then its Solana side (SwitchActiveChain). */
async function connectBoth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
  await page.getByRole('button', { name: /Sandbox Alpha/ }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Solana/ })
    .click()
  await dialog(page).getByRole('button', { name: 'Switch' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.solana.status', 'connected', 30_000)
  await waitForState(page, 'modal.isOpen', false)
}

async function openWallets(page: Page): Promise<void> {
  await page.locator('[data-vestibule-button="account"]').click()
  await dialog(page).getByRole('button', { name: 'Wallets' }).click()
  await walletRows(page).nth(1).waitFor()
}

describe('ProfileWallets: disconnect one wallet or all, EVM and Solana on the sandbox (issue 12)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', phoneApproval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.phone.disconnect().catch(() => undefined))

  it('disconnects the wallet of the namespace not in use, and the one in use stays connected', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectBoth(t.page)
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('solana')
    await openWallets(t.page)
    const evm = walletRows(t.page).and(t.page.locator('[data-namespace="eip155"]'))
    await evm.getByRole('button', { name: /^Disconnect/ }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    expect(await appState<string>(t.page, 'accounts.solana.status')).to.equal('connected')
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('solana')
    // The view stays, listing the wallet left.
    await walletRows(t.page).and(t.page.locator('[data-namespace="solana"]')).waitFor()
    expect(await walletRows(t.page).count()).to.equal(1)
    expect(t.pageErrors).to.deep.equal([])
  })

  it("disconnects the wallet in use: the other namespace's wallet stays connected", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectBoth(t.page)
    await openWallets(t.page)
    const solana = walletRows(t.page).and(t.page.locator('[data-namespace="solana"]'))
    await solana.getByRole('button', { name: /^Disconnect/ }).click()
    await waitForState(t.page, 'accounts.solana.status', 'disconnected')
    expect(await appState<string>(t.page, 'accounts.eip155.status')).to.equal('connected')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('disconnects all', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectBoth(t.page)
    await openWallets(t.page)
    await dialog(t.page).getByRole('button', { name: 'Disconnect all' }).click()
    await waitForState(t.page, 'accounts.solana.status', 'disconnected')
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    expect(t.pageErrors).to.deep.equal([])
  })

  it('disconnects a wallet kept beside the one in use in the same namespace (the browser wallet beside the phone)', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    // A second EVM wallet, the phone over WalletConnect, from 'Add wallet': it becomes the one in use.
    await t.page.locator('[data-vestibule-button="account"]').click()
    await dialog(t.page).getByRole('button', { name: 'Wallets' }).click()
    await dialog(t.page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(t.page).getByRole('button', { name: 'Copy link' }).click()
    await t.page.getByText('Link copied').waitFor()
    await demo.phone.pair((await t.page.evaluate('navigator.clipboard.readText()')) as string)
    await waitForState(t.page, 'activeConnectorIds.eip155', 'walletConnect', 30_000)
    const browserWallet = await t.page.evaluate<string>(
      `window.__appKit.getState().connections.eip155.find(record => record.connectorId !== 'walletConnect').connectorId`,
    )

    await openWallets(t.page)
    await walletRows(t.page)
      .and(t.page.locator(`[data-connector="${browserWallet}"]`))
      .getByRole('button', { name: /^Disconnect/ })
      .click()
    await t.page.waitForFunction(`window.__appKit.getState().connections.eip155.length === 1`)
    expect(await appState<string>(t.page, 'activeConnectorIds.eip155')).to.equal('walletConnect')
    expect(await appState<string>(t.page, 'accounts.eip155.status')).to.equal('connected')
    await walletRows(t.page).and(t.page.locator('[data-connector="walletConnect"][data-namespace="eip155"]')).waitFor()
    // Left: the phone's two connections, EVM and Solana (it approves both namespaces of one pairing).
    expect(await walletRows(t.page).count()).to.equal(2)
    expect(t.pageErrors).to.deep.equal([])
  })
})
