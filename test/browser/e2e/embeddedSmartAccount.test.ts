import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import type { SandboxPatch } from './demoPage'
import { appState, openDemoPage, waitForState } from './demoPage'

const dialog = (page: Page) => page.getByRole('dialog')
type Account = { address: string; type: string }

/** A social login (the quickest way in): GitHub, approved on the stand-in provider page. */
async function login(demo: Demo, userName: string, patch: SandboxPatch = {}) {
  const t = await openDemoPage(demo.pageUrl, patch)
  await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popup = t.page.waitForEvent('popup')
  await dialog(t.page).getByRole('button', { name: 'Continue with GitHub', exact: true }).click()
  const provider = await popup
  await provider.getByRole('textbox', { name: 'Username' }).fill(userName)
  await provider.getByRole('button', { name: 'Approve' }).click()
  await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
  return t
}

describe('embedded wallet: smart accounts (SPEC §4 account types)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('switches eoa ↔ smartAccount in the Account view and sends a transaction from the smart account, mined on anvil', async () => {
    // The app starts embedded accounts as EOAs: the visitor switches.
    const t = await login(demo, 'switcher', { defaultAccountTypes: { eip155: 'eoa' } })
    const chain = demo.sandbox.chains.find(c => c.chainId === 31337)!
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const [eoa] = await appState<Account[]>(t.page, 'accounts.eip155.allAccounts')
    expect(eoa!.type).to.equal('eoa')

    await t.page.evaluate(`window.__appKit.open()`)
    await dialog(t.page).getByRole('button', { name: 'Switch to your Smart Account' }).click()
    await waitForState(t.page, 'accounts.eip155.allAccounts.0.type', 'smartAccount', 30_000)
    const smart = await appState<string>(t.page, 'accounts.eip155.address')
    expect(smart).not.to.equal(eoa!.address)
    // A contract on the node, owned by the EOA the visitor had.
    expect(await node.getCode({ address: smart as Hex })).to.match(/^0x[0-9a-f]{10,}/)
    const owner = await node.readContract({
      address: smart as Hex,
      abi: [{ type: 'function', name: 'owner', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' }],
      functionName: 'owner',
    })
    expect(owner.toLowerCase()).to.equal(eoa!.address.toLowerCase())
    await dialog(t.page).getByText('This application might not support Smart Accounts').waitFor()
    expect(await appState(t.page, 'slices.embeddedWallet.user.preferredAccountType')).to.equal('smartAccount')

    // A real transaction from the smart account: the receiver's balance read from the node.
    const receiver = '0x000000000000000000000000000000000000bEEF'
    const before = await node.getBalance({ address: receiver })
    const smartBefore = await node.getBalance({ address: smart as Hex })
    const sent = t.page.evaluate(
      `window.__appKit.request({ method: 'eth_sendTransaction', params: [{ from: '${smart}', to: '${receiver}', value: '0x${parseEther('0.25').toString(16)}' }] })`,
    ) as Promise<Hex>
    await dialog(t.page).getByRole('heading', { name: 'Approve Transaction' }).waitFor()
    await t.page.frameLocator('iframe[title="Secure wallet"]').getByRole('button', { name: 'Approve' }).click()
    const receipt = await node.waitForTransactionReceipt({ hash: await sent })
    expect(receipt.status).to.equal('success')
    expect(receipt.to!.toLowerCase()).to.equal(smart.toLowerCase())
    expect((await node.getBalance({ address: receiver })) - before).to.equal(parseEther('0.25'))
    // The value left the smart account (its owner paid the gas).
    expect(smartBefore - (await node.getBalance({ address: smart as Hex }))).to.equal(parseEther('0.25'))

    // The preference survives a reload.
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', 30_000)
    expect(await appState(t.page, 'accounts.eip155.address')).to.equal(smart)

    // And back: the EOA again.
    await t.page.evaluate(`window.__appKit.open()`)
    await dialog(t.page).getByRole('button', { name: 'Switch to your EOA' }).click()
    await waitForState(t.page, 'accounts.eip155.allAccounts.0.type', 'eoa', 30_000)
    expect(await appState(t.page, 'accounts.eip155.address')).to.equal(eoa!.address)
    expect(await dialog(t.page).getByText('This application might not support Smart Accounts').count()).to.equal(0)
  })

  it('without defaultAccountTypes an EVM login is a smart account (SPEC §9 default); defaultAccountTypes eoa keeps the EOA', async () => {
    const byDefault = await login(demo, 'defaulted')
    expect(await appState(byDefault.page, 'accounts.eip155.allAccounts.0.type')).to.equal('smartAccount')
    const eoaApp = await login(demo, 'plain', { defaultAccountTypes: { eip155: 'eoa' } })
    expect(await appState<Account[]>(eoaApp.page, 'accounts.eip155.allAccounts')).to.have.length(1)
    expect(await appState(eoaApp.page, 'accounts.eip155.allAccounts.0.type')).to.equal('eoa')
  })
})
