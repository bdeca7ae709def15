import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { replay } from '../../../core/log/replay'
import type { EventLogDocument } from '../../../core/log/logDocument'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { openDemoPage, waitForState } from './demoPage'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const dialog = (page: Page) => page.getByRole('dialog')

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

describe("the instance with AppKit's runtime setters, on the sandbox demo", function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('redraws the modal with options changed after start, and an exported log replays them', async () => {
    const t = await openDemoPage(demo.pageUrl)
    expect(await t.page.evaluate(`window.__appKit.ready().then(() => 'ready')`)).to.equal('ready')
    await t.page.evaluate(`(async () => {
      await window.__appKit.setTermsConditionsUrl('https://example.com/terms')
      await window.__appKit.setPrivacyPolicyUrl('https://example.com/privacy')
      await window.__appKit.updateFeatures({ legalCheckbox: true })
    })()`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    const box = dialog(t.page).getByRole('checkbox', { name: 'I agree to our Terms of Service and Privacy Policy' })
    await box.waitFor()
    expect(await dialog(t.page).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).to.equal('https://example.com/terms')
    const wallet = dialog(t.page).getByRole('button', { name: /Sandbox Wallet/ })
    expect(await wallet.evaluate(button => button.closest('[inert]') !== null)).to.equal(true)
    // Turned off while the view shows: the wallets are in reach at once.
    await t.page.evaluate(`window.__appKit.updateFeatures({ legalCheckbox: false })`)
    await box.waitFor({ state: 'detached' })
    await wallet.click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')

    await t.page.locator('[data-vestibule-button="account"]').click()
    await dialog(t.page).getByRole('button', { name: 'Receive' }).waitFor()
    await dialog(t.page).getByRole('button', { name: 'Send', exact: true }).waitFor()
    await t.page.evaluate(`window.__appKit.setWalletFeaturesOrder(['send'])`)
    await dialog(t.page).getByRole('button', { name: 'Receive' }).waitFor({ state: 'detached' })
    await dialog(t.page).getByRole('button', { name: 'Send', exact: true }).waitFor()

    const doc = (await t.page.evaluate(`window.__exportLog()`)) as EventLogDocument
    expect(doc.events.filter(event => event.type === 'options/updated')).to.have.length(5)
    const replayed = replay(doc)
    expect(replayed.options).to.deep.include({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' })
    expect(replayed.options?.features).to.deep.include({ legalCheckbox: false, walletFeaturesOrder: ['send'] })
    t.assertClean()
  })

  it("adds a network the wallet then switches to, reads balances, connections and the WalletConnect client as AppKit's calls do", async () => {
    const t = await openDemoPage(demo.pageUrl, { appChainIds: [31337] })
    const beta = demo.config.chains.find(chain => chain.chainId === 31338)!
    await connect(t.page)
    expect(await t.page.evaluate(`window.__appKit.getCaipNetworks('eip155').map(network => network.id)`)).to.deep.equal([31337])

    // A viem Chain, as AppKit apps pass one.
    const chain = { id: 31338, name: beta.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [beta.rpcUrl] } } }
    await t.page.evaluate(`window.__appKit.addNetwork('eip155', ${JSON.stringify(chain)})`)
    expect(await t.page.evaluate(`window.__appKit.getCaipNetworks('eip155').map(network => network.id)`)).to.deep.equal([31337, 31338])
    await t.page.evaluate(`window.__appKit.switchNetwork(${JSON.stringify(chain)})`)
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31338')
    expect(await t.page.evaluate(`window.__sandboxWallet.getState().chainId`)).to.equal(31338)
    expect(await t.page.evaluate(`window.__appKit.getState().unsupportedNetwork`)).to.equal(false)

    const balance = (await t.page.evaluate(`window.__appKit.updateNativeBalance(${JSON.stringify(ACCOUNT)}, 31338, 'eip155')`)) as {
      balance: string
      symbol: string
    }
    expect(balance.symbol).to.equal('ETH')
    expect(Number(balance.balance)).to.be.greaterThan(0)

    const connections = (await t.page.evaluate(`window.__appKit.getConnections('eip155')`)) as {
      connectorId: string
      accounts: { address: string }[]
      caipNetwork?: { id: number }
    }[]
    expect(connections).to.have.length(1)
    expect(connections[0]?.accounts[0]?.address).to.equal(ACCOUNT)
    expect(connections[0]?.caipNetwork?.id).to.equal(31338)

    // Removed while the wallet is on it: the wallet stays there, now on an unsupported network.
    await t.page.evaluate(`window.__appKit.removeNetwork('eip155', 31338)`)
    await waitForState(t.page, 'unsupportedNetwork', true)
    expect(await t.page.evaluate(`window.__appKit.getCaipNetworks('eip155').map(network => network.id)`)).to.deep.equal([31337])
    const refused = await t.page.evaluate(`window.__appKit.removeNetwork('eip155', 31337).then(() => 'removed', error => error.shortMessage)`)
    expect(refused).to.equal('The last eip155 network cannot be removed')

    // The sandbox API's identity of the first account (SPEC §7 /v1/identity), and of an address without one.
    const identity = (await t.page.evaluate(`window.__appKit.fetchIdentity({ address: ${JSON.stringify(ACCOUNT)} })`)) as {
      name: string | null
      avatar: string | null
    }
    expect(identity.name).to.equal('alice.sandbox.eth')
    expect(await t.page.evaluate(`window.__appKit.fetchIdentity({ address: '0x000000000000000000000000000000000000dEaD' })`)).to.deep.equal({
      name: null,
      avatar: null,
    })
    const names = (await t.page.evaluate(`window.__appKit.getReownName(${JSON.stringify(ACCOUNT)})`)) as { name: string }[]
    expect(names.map(record => record.name)).to.include('alice.sandbox.eth')
    const [image, own] = (await t.page.evaluate(`(() => {
      const connector = window.__appKit.getConnectors().find(c => /Sandbox Wallet/.test(c.name))
      return [window.__appKit.getConnectorImage(connector), connector.imageUrl]
    })()`)) as [string, string]
    expect(image).to.be.a('string').and.equal(own)

    // The WalletConnect connector's client, started on the sandbox relay for the call.
    expect(
      await t.page.evaluate(
        `window.__appKit.getUniversalProvider().then(provider => typeof provider.connect === 'function' && typeof provider.client === 'object')`,
      ),
    ).to.equal(true)
    t.assertClean()
  })

  it("reorders and collapses the Connect view, orders the social logins, and lists, watches and switches connections as AppKit's calls do", async () => {
    const t = await openDemoPage(`${demo.pageUrl}?siwx`)
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page.waitForFunction(`window.__appKit.getState().remoteFeatures !== null`)
    const socials = dialog(t.page).getByRole('button', { name: /^Continue with / })
    await socials.first().waitFor()
    // An installed wallet (the sandbox's) puts wallets first (SPEC §1).
    expect(await t.page.evaluate(`window.__appKit.getConnectMethodsOrder()`)).to.deep.equal(['wallet', 'email', 'social'])

    await t.page.evaluate(`window.__appKit.setSocialsOrder(['github', 'google'])`)
    await t.page.waitForFunction(`window.__appKit.getState().remoteFeatures.socials.length === 2`)
    await expectSoon(async () => (await socials.count()) === 2)
    expect(await socials.evaluateAll(buttons => buttons.map(button => button.getAttribute('aria-label') ?? button.textContent))).to.deep.equal([
      'Continue with GitHub',
      'Continue with Google',
    ])

    const email = dialog(t.page).getByRole('textbox', { name: /email/i })
    const wallet = dialog(t.page).getByRole('button', { name: /Sandbox Wallet/ })
    const top = async (locator: typeof email) => (await locator.boundingBox())!.y
    expect(await top(wallet)).to.be.lessThan(await top(email))
    await t.page.evaluate(`window.__appKit.setConnectMethodsOrder(['email', 'social', 'wallet'])`)
    expect(await t.page.evaluate(`window.__appKit.getConnectMethodsOrder()`)).to.deep.equal(['email', 'social', 'wallet'])
    await expectSoon(async () => (await top(email)) < (await top(wallet)))

    await dialog(t.page).getByRole('button', { name: 'All Wallets' }).waitFor()
    await t.page.evaluate(`window.__appKit.updateOptions({ allWallets: 'HIDE' })`)
    await dialog(t.page).getByRole('button', { name: 'All Wallets' }).waitFor({ state: 'detached' })
    await t.page.evaluate(`window.__appKit.setCollapseWallets(true)`)
    await wallet.waitFor({ state: 'detached' })
    await dialog(t.page).getByRole('button', { name: 'Continue with a wallet' }).click()

    await t.page.evaluate(`{
      window.__connectionCalls = []
      window.__appKit.subscribeConnections(state => window.__connectionCalls.push((state.connections.get('eip155') ?? []).map(connection => connection.connectorId)))
    }`)
    await wallet.click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    const connectorId = (await t.page.evaluate(`window.__appKit.getState().activeConnectorIds.eip155`)) as string
    expect(await t.page.evaluate(`window.__connectionCalls.at(-1)`)).to.deep.equal([connectorId])
    await t.page.evaluate(`window.__appKit.disconnect()`)
    await waitForState(t.page, 'accounts.eip155.status', 'disconnected')
    expect(await t.page.evaluate(`window.__connectionCalls.at(-1)`)).to.deep.equal([])
    const recent = (await t.page.evaluate(`window.__appKit.getRecentConnections('eip155')`)) as { connectorId: string; recent: boolean }[]
    expect(recent.map(connection => connection.connectorId)).to.include(connectorId)
    await t.page.evaluate(
      `window.__appKit.switchConnection({ connection: window.__appKit.getRecentConnections('eip155').find(c => c.connectorId === ${JSON.stringify(connectorId)}), namespace: 'eip155' })`,
    )
    await waitForState(t.page, 'accounts.eip155.status', 'connected')

    expect(await t.page.evaluate(`window.__appKit.getSIWX().statement`)).to.equal('Sign in to the Vestibule demo')
    expect(await t.page.evaluate(`window.__appKit.getCaipNetwork('eip155', 31338).name`)).to.equal(
      demo.config.chains.find(chain => chain.chainId === 31338)!.name,
    )
    t.assertClean()
  })
})

/** Polls `check` until it holds (the modal redraws on its next frame). */
async function expectSoon(check: () => Promise<boolean>, timeout = 5_000): Promise<void> {
  const until = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time')
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}
