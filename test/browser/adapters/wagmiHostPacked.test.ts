import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, verifyMessage, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { newPage } from '../harness'
import { appState, waitForState } from '../appState'
import { viteHostSuite } from '../package/viteHost'
import { actionResult, modalDialog, openHost, WAIT_MS, waitForInfo } from './hostApp'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 4 }).address

// The wagmi 3 host (test/browser/adapters/wagmiHost/) as a user builds it: the library built and
// packed, installed offline beside wagmi 3, react-query 5 and WalletConnect (the host can use it), bundled with Vite 5 (AppKit's examples'
// Vite), and served on the sandbox with its browser wallet.
describe('wagmi 3 host built with Vite from the packed package', function () {
  this.timeout(300_000)
  const host = viteHostSuite({
    sources: 'test/browser/adapters/wagmiHost',
    name: 'wagmi-host',
    dependencies: ['wagmi', '@tanstack/react-query', '@walletconnect/universal-provider', 'react', 'react-dom', 'viem'],
  })

  it("sets up AppKit's defaults with WalletConnect; connects in the modal; wagmi signs, transfers SUSD and switches chain through it; a reload restores both", async () => {
    const t = await newPage()
    const susd = sandboxErc20('SUSD')
    await openHost(t, `${host.url}/?token=${susd.address}&to=${RECEIVER}`, 'status', 'disconnected')
    // Created without plugins, with the WalletConnect entry imported: the published files carry the
    // entry's offer to the adapter's defaults (AppKit's: WalletConnect and the embedded wallet too).
    const plugins = await t.page.evaluate(() =>
      (window as unknown as { __appKit: { plugins(): { name: string }[] } }).__appKit.plugins().map(plugin => plugin.name),
    )
    expect(plugins).to.include.members(['adapters/wagmi', 'connectors/injected', 'connectors/walletConnect', 'connectors/embedded', 'networks/evm'])
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await waitForInfo(t.page, 'status', 'connected')
    await waitForInfo(t.page, 'address', ACCOUNT)
    await waitForInfo(t.page, 'connector', 'vestibule')

    await t.page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await actionResult(t.page, 'Signature')) as Hash
    expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from a wagmi host', signature })).to.equal(true)

    const chain = host.sandbox.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const balanceOf = () => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const before = await balanceOf()
    await t.page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    const hash = (await actionResult(t.page, 'Transfer')) as Hash
    expect((await client.waitForTransactionReceipt({ hash, timeout: WAIT_MS })).status).to.equal('success')
    expect(await balanceOf()).to.equal(before + 1_500_000n)

    await t.page.getByRole('button', { name: 'Switch to the second chain' }).click()
    expect(await actionResult(t.page, 'Switched')).to.equal('31338')
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338', WAIT_MS)
    await t.page
      .getByRole('button', { name: /Sandbox Beta/ })
      .first()
      .waitFor({ timeout: WAIT_MS })

    await t.page.reload()
    await waitForInfo(t.page, 'status', 'connected')
    await waitForState(t.page, 'accounts.eip155.status', 'connected', WAIT_MS)
    // wagmi reports the chain the modal restored (the wallet's), whatever it had stored.
    const restoredOn = (await appState<string>(t.page, 'accounts.eip155.caipAddress')).split(':')[1]
    const walletChain = await t.page.evaluate(() => (window as any).__sandboxWallet.getState().chainId)
    expect(Number(restoredOn)).to.equal(walletChain)
    await waitForInfo(t.page, 'chainId', Number(restoredOn))
    await waitForInfo(t.page, 'address', ACCOUNT)
    expect(t.pageErrors).to.deep.equal([])
  })

  it("prepares the embedded wallet's Connect-view rows while the page is idle, and the views behind them (the code, Farcaster's QR code) only once the modal is open", async () => {
    const t = await newPage()
    const scripts = () => t.page.evaluate(() => performance.getEntriesByType('resource').map(entry => new URL(entry.name).pathname.split('/').pop()!))
    await openHost(t, host.url, 'status', 'disconnected')
    // The page's idle time drew the closed card (hidden), its Connect view with the email row.
    await t.page.waitForFunction(
      () => Boolean(document.querySelector('vestibule-modal')?.shadowRoot?.querySelector('[role="dialog"] input[type="email"]')),
      undefined,
      {
        timeout: WAIT_MS,
      },
    )
    await t.page.waitForLoadState('networkidle')
    const beforeClick = await scripts()
    expect(
      beforeClick.filter(name => name.startsWith('embeddedWalletRows')),
      'the rows, prepared',
    ).to.have.length(1)
    expect(
      beforeClick.filter(name => name.startsWith('embeddedWalletViews')),
      'the views behind the rows, before the click',
    ).to.deep.equal([])

    // Open, the Connect view fetches them while the visitor reads it.
    const views = t.page.waitForEvent('requestfinished', { predicate: request => /\/embeddedWalletViews-[^/]*\.js$/.test(request.url()), timeout: WAIT_MS })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(t.page).getByRole('textbox', { name: /email/i }).waitFor()
    await views
    expect(t.pageErrors).to.deep.equal([])
  })
})
