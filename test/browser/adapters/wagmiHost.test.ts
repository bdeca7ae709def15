import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { createPublicClient, erc20Abi, http, verifyMessage, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { actionResult, modalDialog, waitForInfo, WAIT_MS } from './hostApp'

// A wagmi 3 app written as AppKit's docs write one (test/browser/adapters/wagmiHost/), on the
// sandbox: the visitor connects in Vestibule's modal, and the app's wagmi hooks do the rest.

const HOST_ENTRY = fileURLToPath(new URL('./wagmiHost/main.tsx', import.meta.url))
const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address
const MESSAGE = 'Hello from a wagmi host'

const info = (page: Page, name: string) => page.locator(`[data-info="${name}"]`)

async function connectInModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modalDialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected', WAIT_MS)
  await waitForInfo(page, 'status', 'connected')
}

describe('wagmi 3 host (vestibule/adapters/wagmi), end to end on the sandbox', function () {
  this.timeout(120_000)
  let demo: Demo
  let url: string

  before(async () => {
    demo = await startDemo({ port: 0, entry: HOST_ENTRY, approval: 'auto', phoneApproval: 'auto' })
    const susd = sandboxErc20('SUSD')
    url = `${demo.pageUrl}?token=${susd.address}&to=${RECEIVER}`
  })
  after(() => demo?.stop())
  afterEach(async () => {
    await demo.phone.disconnect().catch(() => undefined)
  })

  it("sets up the browser wallets and EVM networks from adapters alone, and wagmi reports the modal's connection", async () => {
    const t = await openDemoPage(url)
    await waitForInfo(t.page, 'status', 'disconnected')
    const plugins = await t.page.evaluate(() => (window as any).__appKit.plugins().map((plugin: { name: string }) => plugin.name))
    expect(plugins).to.include.members(['adapters/wagmi', 'connectors/injected', 'connectors/walletConnect', 'connectors/embedded', 'networks/evm'])
    await connectInModal(t.page)
    expect(await info(t.page, 'address').textContent()).to.equal(ACCOUNT)
    expect(await info(t.page, 'chainId').textContent()).to.equal('31337')
    expect(await info(t.page, 'connector').textContent()).to.equal('vestibule')
    // wagmi's own getter, outside React.
    const account = await t.page.evaluate(() => {
      const state = (window as any).__wagmiConfig.state
      const connection = state.connections.get(state.current)
      return { status: state.status, address: connection.accounts[0], chainId: connection.chainId }
    })
    expect(account).to.deep.equal({ status: 'connected', address: ACCOUNT, chainId: 31337 })
    expect(t.pageErrors).to.deep.equal([])
  })

  it('signs with useSignMessage through the wallet picked in the modal (the signature verifies with viem)', async () => {
    const t = await openDemoPage(url)
    await connectInModal(t.page)
    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: MESSAGE, signature })).to.equal(true)
  })

  it("transfers SUSD with useWriteContract: the receiver's balance on the node grows by the amount", async () => {
    const t = await openDemoPage(url)
    await connectInModal(t.page)
    const chain = demo.sandbox.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const susd = sandboxErc20('SUSD')
    const balanceOf = () => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const before = await balanceOf()
    await t.page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    const hash = (await actionResult(t.page, 'Transfer')) as Hash
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: WAIT_MS })
    expect(receipt.status).to.equal('success')
    expect(receipt.from.toLowerCase()).to.equal(ACCOUNT.toLowerCase())
    expect(await balanceOf()).to.equal(before + 1_500_000n)
  })

  it('moves to the second chain with useSwitchChain: the modal, its network button and the wallet follow', async () => {
    const t = await openDemoPage(url)
    await connectInModal(t.page)
    await t.page.getByRole('button', { name: 'Switch to the second chain' }).click()
    expect(await actionResult(t.page, 'Switched')).to.equal('31338')
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338', WAIT_MS)
    await waitForInfo(t.page, 'chainId', 31338)
    await t.page
      .getByRole('button', { name: /Sandbox Beta/ })
      .first()
      .waitFor({ timeout: WAIT_MS })
    expect(await t.page.evaluate(() => (window as any).__sandboxWallet.getState().chainId)).to.equal(31338)
    const switches = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log
        .events()
        .filter((e: { type: string }) => e.type === 'network/switch-requested')
        .map((e: any) => e.meta.source),
    )
    expect(switches).to.deep.equal(['adapters/wagmi'])
  })

  it("disconnects the modal with wagmi's useDisconnect", async () => {
    const t = await openDemoPage(url)
    await connectInModal(t.page)
    await t.page.getByRole('button', { name: 'Disconnect wagmi' }).click()
    await actionResult(t.page, 'Disconnected')
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected', WAIT_MS)
    await waitForInfo(t.page, 'status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: WAIT_MS })
    const requested = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log
        .events()
        .filter((e: { type: string }) => e.type === 'connection/disconnect-requested')
        .map((e: any) => e.meta.source),
    )
    expect(requested).to.deep.equal(['adapters/wagmi'])
  })

  it("opens the modal for wagmi's connect, and wagmi connects with the wallet the visitor picks there", async () => {
    const t = await openDemoPage(url)
    await waitForInfo(t.page, 'status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect with Vestibule' }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    expect(await actionResult(t.page, 'Connected')).to.equal(ACCOUNT)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    const opened = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log
        .events()
        .filter((e: { type: string }) => e.type === 'modal/open-requested')
        .map((e: any) => e.meta.source),
    )
    expect(opened).to.deep.equal(['adapters/wagmi'])
  })

  it("moves the modal's network when wagmi switches chain before any wallet is connected", async () => {
    const t = await openDemoPage(url)
    await waitForInfo(t.page, 'status', 'disconnected')
    await t.page.getByRole('button', { name: 'Switch to the second chain' }).click()
    expect(await actionResult(t.page, 'Switched')).to.equal('31338')
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338', WAIT_MS)
    await waitForInfo(t.page, 'configChainId', 31338)
  })

  it('connects the phone wallet over WalletConnect in the modal, and wagmi signs through the session', async () => {
    const t = await openDemoPage(`${url}&walletConnect`, {}, { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await waitForInfo(t.page, 'status', 'disconnected')
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await modalDialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor({ timeout: WAIT_MS })
    await modalDialog(t.page).getByRole('button', { name: 'Copy link' }).click()
    await t.page.getByText('Link copied').waitFor()
    const uri = (await t.page.evaluate('navigator.clipboard.readText()')) as string
    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    expect(await appState<string>(t.page, 'activeConnectorIds.eip155')).to.equal('walletConnect')
    await waitForInfo(t.page, 'status', 'connected')
    await waitForInfo(t.page, 'address', ACCOUNT)
    await waitForInfo(t.page, 'connector', 'vestibule')
    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: MESSAGE, signature })).to.equal(true)
  })

  it("pairs the phone wallet over WalletConnect from a host created without plugins (the adapter's defaults), and wagmi signs through the session", async () => {
    const t = await openDemoPage(url, {}, { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await waitForInfo(t.page, 'status', 'disconnected')
    expect(await t.page.evaluate(() => (window as unknown as { __appKit: { options: { plugins: unknown[] } } }).__appKit.options.plugins.length)).to.equal(0)
    await t.page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    // The embedded wallet's email field is there too: AppKit's defaults have email on.
    await modalDialog(t.page).getByRole('textbox', { name: 'Email' }).waitFor({ timeout: WAIT_MS })
    await modalDialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await modalDialog(t.page).getByRole('img', { name: 'QR code for WalletConnect' }).waitFor({ timeout: WAIT_MS })
    await modalDialog(t.page).getByRole('button', { name: 'Copy link' }).click()
    await t.page.getByText('Link copied').waitFor()
    const uri = (await t.page.evaluate('navigator.clipboard.readText()')) as string
    await demo.phone.pair(uri)
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    expect(await appState<string>(t.page, 'activeConnectorIds.eip155')).to.equal('walletConnect')
    await waitForInfo(t.page, 'address', ACCOUNT)
    await waitForInfo(t.page, 'connector', 'vestibule')
    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: MESSAGE, signature })).to.equal(true)
  })

  it("disconnects wagmi with the modal's Disconnect", async () => {
    const t = await openDemoPage(url)
    await connectInModal(t.page)
    await t.page.locator('[data-vestibule-button="account"]').click()
    await modalDialog(t.page).getByRole('button', { name: 'Disconnect' }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected', WAIT_MS)
    await waitForInfo(t.page, 'status', 'disconnected')
    expect(await info(t.page, 'address').textContent()).to.equal('')
  })

  it('restores both after a reload, without a wallet prompt and without a new connection request', async () => {
    const t = await openDemoPage(url, { approval: 'prompt' })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
    await waitForInfo(t.page, 'status', 'connected')
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    await waitForInfo(t.page, 'status', 'connected')
    expect(await info(t.page, 'address').textContent()).to.equal(ACCOUNT)
    expect(await info(t.page, 'connector').textContent()).to.equal('vestibule')
    expect(await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).count()).to.equal(0)
    const requests = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().filter((e: { type: string }) => e.type === 'connection/requested').length,
    )
    expect(requests).to.equal(0)
    // And wagmi's writes work through the restored connection.
    await t.page.getByRole('button', { name: 'Sign message' }).click()
    await t.page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: MESSAGE, signature })).to.equal(true)
    expect(await appState<string>(t.page, 'accounts.eip155.address')).to.equal(ACCOUNT)
  })
})
