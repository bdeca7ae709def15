import { expect } from 'chai'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { openDemoPage, waitForState } from './demoPage'

// AppKit's hooks on a sandbox host page (test/fixtures/hooks/main.tsx): each hook's value is shown
// as JSON, its actions are buttons, as an AppKit app's components use them.
const ENTRY = fileURLToPath(new URL('../../fixtures/hooks/main.tsx', import.meta.url))
const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

/** A hook's value, once `until` accepts it. */
async function shown<T>(page: Page, name: string, until: (value: T) => boolean = () => true, timeout = 30_000): Promise<T> {
  let last: T | undefined
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const text = await page.getByTestId(name).innerText()
    last = text === '' ? undefined : (JSON.parse(text) as T)
    if (last !== undefined && last !== null && until(last)) return last
    await page.waitForTimeout(100)
  }
  throw new Error(`${name} never matched; last: ${JSON.stringify(last)}`)
}

type Account = {
  address?: string
  caipAddress?: string
  isConnected: boolean
  status: string
  embeddedWalletInfo?: { authProvider: string; user?: { email?: string }; accountType?: string }
}

describe("AppKit's hooks on the sandbox (issue 25)", function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', entry: ENTRY })
  })
  after(() => demo?.stop())

  it('useAppKitWallet connects the wallet named; useAppKitAccount, useAppKitNetworkCore, useAppKitConnections and useAppKitBalance read it', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    expect(await shown<{ isReady: boolean; isSuccess: boolean }>(page, 'wallet')).to.deep.include({ isReady: true, isSuccess: false })
    const before = await shown<Account>(page, 'account')
    expect(before).to.deep.include({ isConnected: false, status: 'disconnected' })
    expect(before).to.not.have.property('address')
    expect(await shown<{ connections: unknown[] }>(page, 'connections')).to.deep.equal({ connections: [], recentConnections: [] })

    await page.getByRole('button', { name: 'Connect Sandbox Wallet' }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    const wallet = await shown<{ data?: { address: string; chainNamespace: string; chainId: string } }>(page, 'wallet', value => Boolean(value.data))
    expect(wallet.data).to.deep.equal({ chainNamespace: 'eip155', chainId: '31337', address: ACCOUNT })

    const account = await shown<Account>(page, 'account', value => value.isConnected)
    expect(account).to.deep.include({ address: ACCOUNT, caipAddress: `eip155:31337:${ACCOUNT}`, status: 'connected' })
    // A browser wallet, not the embedded one.
    expect(account).to.not.have.property('embeddedWalletInfo')
    const network = await shown<{ chainId: number; caipNetworkId: string; caipNetwork: { name: string } }>(page, 'network')
    expect(network).to.deep.include({ chainId: 31337, caipNetworkId: 'eip155:31337' })
    expect(network.caipNetwork.name).to.equal('Sandbox Alpha')
    expect(network).to.not.have.property('switchNetwork')

    const { connections } = await shown<{
      connections: { name: string; connectorId: string; accounts: { address: string }[]; caipNetwork?: { caipNetworkId: string } }[]
    }>(page, 'connections', value => value.connections.length > 0)
    expect(connections).to.have.length(1)
    expect(connections[0]!.name).to.match(/Sandbox Wallet/)
    expect(connections[0]!.accounts.map(a => a.address)).to.include(ACCOUNT)
    expect(connections[0]!.caipNetwork?.caipNetworkId).to.equal('eip155:31337')

    await page.getByRole('button', { name: 'Fetch balance' }).click()
    const balance = await shown<{ data: { balance: string; symbol: string }; isSuccess: boolean; isError: boolean; error: string | null }>(page, 'balance')
    expect(balance).to.deep.include({ isSuccess: true, isError: false, error: null })
    expect(balance.data.symbol).to.equal('ETH')
    expect(Number(balance.data.balance)).to.be.greaterThan(0)
    t.assertClean()
  })

  it('useAppKitBalance without an account answers as AppKit: not able to retrieve balance', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.getByRole('button', { name: 'Fetch balance' }).click()
    expect(await shown(t.page, 'balance')).to.deep.equal({ error: 'Not able to retrieve balance', isSuccess: false, isError: true })
    t.assertClean()
  })

  it("useAppKitEvents reports AppKit's event names: MODAL_OPEN, CLICK_NETWORKS, MODAL_CLOSE", async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    await page.evaluate(`window.__appKit.open()`)
    expect(await shown(page, 'event', (value: { event: string }) => value.event === 'MODAL_OPEN')).to.deep.equal({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    await page.evaluate(`window.__appKit.redirect('Networks')`)
    expect(await shown(page, 'event', (value: { event: string }) => value.event === 'CLICK_NETWORKS')).to.deep.equal({ type: 'track', event: 'CLICK_NETWORKS' })
    expect(await page.evaluate(`window.__appKit.getEvent().data.event`)).to.equal('CLICK_NETWORKS')
    await page.evaluate(`window.__appKit.close()`)
    expect(await shown(page, 'event', (value: { event: string }) => value.event === 'MODAL_CLOSE')).to.deep.equal({
      type: 'track',
      event: 'MODAL_CLOSE',
      properties: { connected: false },
    })
    t.assertClean()
  })

  it('useAppKitWallets lists the installed wallet, pages and searches the directory, and gives a WalletConnect URI', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    type Wallets = {
      wallets: { name: string; isInjected: boolean }[]
      wcWallets: string[]
      page: number
      count: number
      wcUri?: string
      isInitialized: boolean
    }
    const first = await shown<Wallets>(page, 'wallets', value => value.wallets.some(item => item.isInjected))
    expect(first.isInitialized).to.equal(true)
    expect(first.wallets.find(item => item.isInjected)?.name).to.match(/Sandbox Wallet/)

    await page.getByRole('button', { name: 'Fetch wallets' }).click()
    const paged = await shown<Wallets>(page, 'wallets', value => value.wcWallets.length > 0)
    expect(paged.page).to.equal(1)
    expect(paged.count).to.be.greaterThan(paged.wcWallets.length - 1)
    expect(paged.wcWallets.length).to.be.at.most(40)

    await page.getByRole('button', { name: 'Search wallets' }).click()
    const searched = await shown<Wallets>(page, 'wallets', value => value.wcWallets.length > 0 && value.wcWallets.every(name => /raven/i.test(name)))
    expect(searched.wcWallets).to.not.deep.equal(paged.wcWallets)

    await page.getByRole('button', { name: 'Get WalletConnect URI' }).click()
    expect((await shown<Wallets>(page, 'wallets', value => Boolean(value.wcUri), 60_000)).wcUri).to.equal('wc:')
    t.assertClean()
  })

  it('useAppKitConnection gives a web3.js Connection on the sandbox Solana network', async () => {
    expect(demo.config.solana, 'the sandbox runs a Solana chain').to.not.equal(undefined)
    const t = await openDemoPage(demo.pageUrl)
    const connection = await shown<{ rpcEndpoint: string; commitment: string }>(t.page, 'solana connection')
    expect(connection).to.deep.equal({ rpcEndpoint: demo.config.solana!.rpcUrl, commitment: 'confirmed' })
    t.assertClean()
  })

  it('useAppKitAccount gives embeddedWalletInfo while connected through the embedded wallet', async () => {
    const t = await openDemoPage(demo.pageUrl)
    const page = t.page
    const email = 'hooks.embedded@example.com'
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const otpBox = dialog.getByRole('textbox', { name: 'Login code' })
    await otpBox.waitFor()
    await otpBox.fill(demo.secureSite.inbox.latest(email)!.otp)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected', 30_000)
    const account = await shown<Account>(page, 'account', value => Boolean(value.embeddedWalletInfo?.user?.email), 15_000)
    expect(account.embeddedWalletInfo?.authProvider).to.equal('email')
    expect(account.embeddedWalletInfo?.user?.email).to.equal(email)
    expect(await page.evaluate(`JSON.stringify(window.__appKit.getAccount().embeddedWalletInfo)`)).to.equal(JSON.stringify(account.embeddedWalletInfo))
    t.assertClean()
  })
})
