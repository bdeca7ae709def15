import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'

const SUSD = sandboxErc20('SUSD')
const THIEF = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address
const dialog = (page: Page) => page.getByRole('dialog', { name: /Buy crypto/ })

describe('on-ramp money rules on the sandbox: the purchase goes to the visitor, restricted zones, no opener (issue 24)', function () {
  this.timeout(120_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  async function connectEvm(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
  }
  const susd = (owner: `0x${string}`) =>
    createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) }).readContract({
      address: SUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const raisedErrors = (page: Page) =>
    appState<{ error: { shortMessage: string } }[]>(page, 'errors').then(errors => errors.map(entry => entry.error.shortMessage))

  it('refuses a provider URL that would send the purchase to another account or for another amount: never opened, the visitor reads why', async () => {
    const thiefBefore = await susd(THIEF)
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()

    demo.sandbox.api.tamperPayment('/v1/generators/onrampurl', { receiver: THIEF })
    let popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    let popup = await popupOpened
    const alert = dialog(t.page).getByRole('alert')
    await alert.filter({ hasText: 'The purchase would go to another account than yours' }).waitFor()
    await alert.filter({ hasText: 'Purchase refused: the provider was not opened' }).waitFor()
    if (!popup.isClosed()) await popup.waitForEvent('close')
    expect(popup.url()).to.not.contain('/onramp/provider')

    demo.sandbox.api.tamperPayment('/v1/generators/onrampurl', { amount: '4000' })
    popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Coinbase' }).click()
    popup = await popupOpened
    await alert.filter({ hasText: 'The purchase amount is not the one you chose' }).waitFor()
    if (!popup.isClosed()) await popup.waitForEvent('close')

    expect(await raisedErrors(t.page)).to.include.members([
      'The purchase would go to another account than yours',
      'The purchase amount is not the one you chose',
    ])
    expect(await susd(THIEF)).to.equal(thiefBefore)
  })

  it("on Solana, the purchase URL carries the visitor's Solana address, not the EVM one", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await waitForState(t.page, 'modal.isOpen', false)
    await t.page.waitForFunction(() => (window as any).__appKit.getState().connectors.some((c: { chain: string }) => c.chain === 'solana'))
    await t.page.evaluate(() => (window as any).__appKit.connect({ connectorId: 'solana:Sandbox Wallet' }))
    await waitForState(t.page, 'accounts.solana.status', 'connected')
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'solana:localnet' }))
    await waitForState(t.page, 'activeNamespace', 'solana')
    const solanaAddress = await appState<string>(t.page, 'accounts.solana.address')
    const evmAddress = await appState<string>(t.page, 'accounts.eip155.address')

    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Buy with Coinbase' }).count()).to.equal(0)
    demo.sandbox.api.clearRequests()
    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Ramp' }).waitFor()
    const url = new URL(popup.url())
    expect(url.searchParams.get('address')).to.equal(solanaAddress)
    expect(url.searchParams.get('network')).to.equal('solana:localnet')
    await popup.getByText(solanaAddress).waitFor()
    const asked = demo.sandbox.api.requests.find(request => request.route === '/v1/generators/onrampurl')?.body as { destinationWallets: { address: string }[] }
    expect(asked.destinationWallets[0]!.address).to.equal(solanaAddress)
    expect(JSON.stringify(asked)).to.not.contain(evmAddress)
    // The provider's page has no handle on the modal's page.
    expect(await popup.evaluate(() => window.opener === null)).to.equal(true)
    await popup.close()
  })

  it('the provider window of an EVM purchase has no opener either', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Ramp' }).waitFor()
    expect(await popup.evaluate(() => window.opener === null)).to.equal(true)
    await popup.close()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'The purchase window closed without buying' }).waitFor()
  })

  for (const timezoneId of ['Asia/Shanghai', 'Asia/Hong_Kong']) {
    it(`is not offered in SPEC §9's restricted time zone ${timezoneId}: no Buy crypto row, and a clear message when opened by name`, async () => {
      const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { timezoneId } })
      await connectEvm(t.page)
      await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Account' }))
      const modal = t.page.getByRole('dialog')
      await modal
        .getByRole('button', { name: 'Receive' })
        .or(modal.getByText('Receive', { exact: true }))
        .first()
        .waitFor()
      expect(await modal.getByText('Buy crypto', { exact: true }).count()).to.equal(0)
      demo.sandbox.api.clearRequests()
      await t.page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
      await dialog(t.page).getByRole('alert').filter({ hasText: 'Buying crypto is not available in your region' }).waitFor()
      expect(
        await dialog(t.page)
          .getByRole('button', { name: /Buy with/ })
          .count(),
      ).to.equal(0)
      expect(
        demo.sandbox.api.requests.filter(request => request.route?.startsWith('/v1/onramp') || request.route === '/v1/generators/onrampurl'),
      ).to.deep.equal([])
    })
  }

  it('is offered in other time zones (Europe/Paris): the Account view lists Buy crypto', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { timezoneId: 'Europe/Paris' } })
    await connectEvm(t.page)
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Account' }))
    await t.page.getByRole('dialog').getByText('Buy crypto', { exact: true }).waitFor()
  })
})
