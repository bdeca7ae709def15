import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { openDemoPage, waitForState } from './demoPage'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

describe("the instance with AppKit's getters and subscribers, on the sandbox demo", function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('reads the connected sandbox wallet through window.__appKit as AppKit apps do', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // Subscribed before connecting: AppKit's subscribers hear of changes, not the current value.
    await t.page.evaluate(`{
      window.__accountCalls = []
      window.__networkCalls = []
      window.__appKit.subscribeAccount(account => window.__accountCalls.push(account))
      window.__appKit.subscribeNetwork(network => window.__networkCalls.push({ chainId: network.chainId, caipNetworkId: network.caipNetworkId }))
    }`)
    expect(await t.page.evaluate(`window.__appKit.getIsConnectedState()`)).to.equal(false)
    await connect(t.page)
    const read = (await t.page.evaluate(`({
      address: window.__appKit.getAddress(),
      chainId: window.__appKit.getChainId(),
      caipNetwork: window.__appKit.getCaipNetwork(),
      connected: window.__appKit.getIsConnectedState(),
      walletInfo: window.__appKit.getWalletInfo(),
      state: { open: window.__appKit.getState().open, selectedNetworkId: window.__appKit.getState().selectedNetworkId },
      hasProvider: typeof window.__appKit.getWalletProvider()?.request === 'function',
    })`)) as {
      address: string
      chainId: number
      caipNetwork: { name: string; caipNetworkId: string }
      connected: boolean
      walletInfo: { name: string; type: string }
      state: { open: boolean; selectedNetworkId: string }
      hasProvider: boolean
    }
    expect(read.address).to.equal(ACCOUNT)
    expect(read.chainId).to.equal(31337)
    expect(read.caipNetwork).to.deep.include({ name: 'Sandbox Alpha', caipNetworkId: 'eip155:31337' })
    expect(read.connected).to.equal(true)
    expect(read.walletInfo.name).to.match(/Sandbox Wallet/)
    expect(read.state).to.deep.include({ open: false, selectedNetworkId: 'eip155:31337' })
    expect(read.hasProvider).to.equal(true)
    const accountCalls = (await t.page.evaluate(`window.__accountCalls`)) as { address?: string; isConnected: boolean; caipAddress?: string }[]
    expect(accountCalls.at(-1)).to.deep.include({ address: ACCOUNT, isConnected: true, caipAddress: `eip155:31337:${ACCOUNT}` })

    await t.page.evaluate(`window.__appKit.switchNetwork({ network: 'eip155:31338' })`)
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    expect(await t.page.evaluate(`window.__appKit.getChainId()`)).to.equal(31338)
    expect(await t.page.evaluate(`window.__networkCalls.at(-1)`)).to.deep.equal({ chainId: 31338, caipNetworkId: 'eip155:31338' })

    await t.page.evaluate(`window.__appKit.disconnect('eip155')`)
    expect(await t.page.evaluate(`window.__appKit.getIsConnectedState()`)).to.equal(false)
    expect(await t.page.evaluate(`window.__accountCalls.at(-1).isConnected`)).to.equal(false)
    t.assertClean()
  })
})
