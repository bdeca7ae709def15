import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { appState, openDemoPage, waitForState } from './demoPage'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

const dialog = (page: Page) => page.getByRole('dialog')
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })

/** Connects the sandbox wallet from the modal, approving its prompt. */
async function connectWithPrompt(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

describe('browser wallet, end to end on the sandbox (anvil, local API, sandbox wallet)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  it('connects and shows the address and the real balance from the local chain', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    const chain = demo.sandbox.chains[0]!
    const wei = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: ACCOUNT })
    const shown = `${Number(formatEther(wei)).toFixed(3)} ETH`
    // The sandbox API names account 0 'alice.sandbox.eth': the button shows the name, like AppKit's.
    await accountButton(t.page).filter({ hasText: shown }).filter({ hasText: 'alice.sandbox.eth' }).waitFor()
    expect(await appState<string>(t.page, 'accounts.eip155.address')).to.equal(ACCOUNT)
    expect(await dialog(t.page).count()).to.equal(0)
    t.assertClean()
  })

  it('signs a message the wallet really signed', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await t.page.getByRole('button', { name: 'Sign a message' }).click()
    const output = t.page.locator('output')
    await output.filter({ hasText: 'Signature: 0x' }).waitFor()
    const signature = (await output.innerText()).replace('Signature: ', '') as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from the Vestibule demo', signature })).to.equal(true)
  })

  it('switches network from the network button', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await t.page.getByRole('button', { name: /Sandbox Alpha/ }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Beta/ })
      .click()
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    expect(await t.page.evaluate(() => (window as any).__sandboxWallet.getState().chainId)).to.equal(31338)
  })

  it('adds the chain when the wallet does not know it (4902, then wallet_addEthereumChain)', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { knownChainIds: [31337] } })
    await connect(t.page)
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:31338' }))
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    const walletChains = await t.page.evaluate(() => (window as any).__sandboxWallet.getState().chains.map((c: { chainId: number }) => c.chainId))
    expect(walletChains).to.include(31338)
  })

  it('shows the unsupported-chain view when the wallet moves to a network the app lacks, and switching back closes it', async () => {
    const t = await openDemoPage(demo.pageUrl, { appChainIds: [31337] })
    await connect(t.page)
    await t.page.evaluate(() => (window as any).__sandboxWallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
    await dialog(t.page).getByText("This app doesn't support your current network").waitFor()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Alpha/ })
      .click()
    await waitForState(t.page, 'unsupportedNetwork', false)
    await waitForState(t.page, 'modal.isOpen', false)
  })

  it('says so when the wallet rejects, and a retry connects', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.evaluate(() => (window as any).__sandboxWallet.rejectNext())
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await dialog(t.page).getByText('Connection declined').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Try again' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
  })

  it('disconnects from the account view', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // SPEC §4 waits at most 3 s for the wallet's sign-out before the page shows disconnected: on a
    // loaded machine the wallet's revocation can land after that, so wait for it (or time out).
    await t.page
      .waitForFunction(async () => ((await (window as any).__sandboxWallet.provider.request({ method: 'eth_accounts' })) as string[]).length === 0, undefined, {
        timeout: 20_000,
        polling: 250,
      })
      .catch(() => undefined)
    expect(await t.page.evaluate(() => (window as any).__sandboxWallet.provider.request({ method: 'eth_accounts' }))).to.deep.equal([])
  })

  it('restores the connection after a reload without a wallet prompt', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt' })
    await connectWithPrompt(t.page)
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    expect(await walletPrompt(t.page).count()).to.equal(0)
    const methods = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().filter((e: { type: string }) => e.type === 'connection/requested').length,
    )
    expect(methods).to.equal(0)
  })

  it('after a reload, the stored connection shows from the first frame with a button: never Connect Wallet on the way to the account', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt' })
    await connectWithPrompt(t.page)
    // Every frame from the page's start until the account button shows: the buttons of ours it shows.
    await t.page.addInitScript(`{
      window.__buttonFrames = new Promise(resolve => {
        const frames = []
        const frame = () => requestAnimationFrame(() => {
          const shown = [...document.querySelectorAll('[data-vestibule-button]')]
            .filter(button => button.checkVisibility({ visibilityProperty: true }))
            .map(button => button.getAttribute('data-vestibule-button') + ': ' + button.textContent.trim())
          if (shown.length > 0) frames.push(shown)
          if (shown.some(text => text.startsWith('account')) || frames.length > 1200) return resolve(frames)
          frame()
        })
        frame()
      })
    }`)
    await t.page.reload()
    const frames = await t.page.evaluate<string[][]>('window.__buttonFrames')
    // SPEC §4: the status comes from storage (connecting), then connected after the silent sync.
    expect(frames[0]!.some(text => text === 'connect: Connecting...' || text.startsWith('account'))).to.equal(true)
    expect(frames.at(-1)!.some(text => text.startsWith('account'))).to.equal(true)
    expect(frames.flat().filter(text => text.startsWith('connect:'))).to.not.include('connect: Connect Wallet')
    expect(await walletPrompt(t.page).count()).to.equal(0)
  })

  it('goes back, and back with one history entry closes; Escape closes', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'modal.view', 'ConnectingExternal')
    await walletPrompt(t.page).getByRole('button', { name: 'Reject' }).click()
    await dialog(t.page).getByRole('button', { name: 'Back' }).click()
    await waitForState(t.page, 'modal.view', 'Connect')
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForState(t.page, 'modal.isOpen', true)
    await dialog(t.page).getByRole('button', { name: 'Close' }).click()
    await waitForState(t.page, 'modal.isOpen', false)
  })

  it('keeps the installed wallet row still while the directory wallets and the email methods arrive below it', async () => {
    // The directory answers late, so its wallets (and the email and social methods) come after the first paint.
    demo.sandbox.api.fail('/getWallets', { delayMs: 1_500, times: 3 })
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const row = dialog(t.page).getByRole('button', { name: /Sandbox Wallet/ })
    await row.waitFor()
    await t.page.waitForTimeout(400) // the opening transition
    const before = await row.boundingBox()
    await dialog(t.page).getByRole('button', { name: 'Raven Ledger 2' }).waitFor()
    await dialog(t.page).getByRole('textbox', { name: /email/i }).waitFor()
    await t.page.waitForTimeout(400) // the card's height transition
    expect(await row.boundingBox()).to.deep.equal(before)
    t.assertClean()
  })
})
