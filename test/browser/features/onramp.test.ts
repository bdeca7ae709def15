import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const SUSD = sandboxErc20('SUSD')
const dialog = (page: Page) => page.getByRole('dialog', { name: /Buy crypto/ })

describe('on-ramp feature, end to end on the sandbox provider', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  async function openOnRamp(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
  }
  const balance = (owner: `0x${string}`) =>
    createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) }).readContract({
      address: SUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  it('buys SUSD by card through the provider window; the tokens land on chain and the view says so', async () => {
    const me = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
    const t = await openDemoPage(demo.pageUrl)
    await openOnRamp(t.page)
    await dialog(t.page).getByText('Between 10 and 5000 USD').waitFor()
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    expect(await dialog(t.page).locator('output').first().innerText()).to.equal('98.500000')
    expect(await dialog(t.page).getByText('Fee 1–2%').count()).to.equal(2)
    const before = await balance(me)

    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Ramp' }).waitFor()
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByLabel('Expiry (MM/YY)').fill('12/30')
    await popup.getByLabel('CVC').fill('123')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Buy' }).click()
    await closed
    await dialog(t.page).getByRole('status').filter({ hasText: 'Purchase complete: 98.5 SUSD received' }).waitFor()
    expect(await balance(me)).to.equal(before + parseUnits('98.5', 6))
    // Issue 30: the event that loaded the on-ramp chunk was handed to it, not dispatched again.
    expect(await t.page.evaluate(() => (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'onramp/opened').length)).to.equal(1)
  })

  it('a purchase shows in the Account view at once: the token balance moves and Activity lists it as received', async () => {
    const me = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 4 }).address
    const account = (page: Page) => page.getByRole('dialog')
    const susdRow = (page: Page) => account(page).getByRole('list', { name: 'Tokens' }).locator('li[data-symbol="SUSD"]')
    const shown = (units: bigint) => `${Number(formatUnits(units, 6)).toFixed(3)} SUSD`
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 4 } })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await account(t.page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    // The Account view first, so its balances and Activity are cached (SPEC §9: 30 s) before the purchase.
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Account' }))
    const before = await balance(me)
    await susdRow(t.page)
      .filter({ hasText: shown(before) })
      .waitFor()
    await account(t.page).getByRole('tab', { name: 'Activity' }).click()
    await account(t.page).getByRole('list', { name: 'Transactions' }).waitFor()

    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'OnRamp' }))
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    const popup = await popupOpened
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByLabel('Expiry (MM/YY)').fill('12/30')
    await popup.getByLabel('CVC').fill('123')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Buy' }).click()
    await closed
    await dialog(t.page).getByRole('status').filter({ hasText: 'Purchase complete: 98.5 SUSD received' }).waitFor()
    const after = await balance(me)
    expect(after).to.equal(before + parseUnits('98.5', 6))

    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Account' }))
    await account(t.page).getByRole('tab', { name: 'Activity' }).click()
    const latest = account(t.page).getByRole('list', { name: 'Transactions' }).locator('[data-operation]').first()
    await latest.filter({ hasText: '+98.500 SUSD' }).waitFor()
    expect(await latest.getAttribute('data-operation')).to.equal('receive')
    expect(await latest.getAttribute('data-status')).to.equal('confirmed')
    await account(t.page).getByRole('tab', { name: 'Tokens' }).click()
    await susdRow(t.page)
      .filter({ hasText: shown(after) })
      .waitFor()
    expect(await appState<string>(t.page, 'slices.onramp.stage')).to.equal('bought')
    t.assertClean()
  })

  it('a purchase under way stays bound to its account when the visitor switches account in the wallet meanwhile', async () => {
    const buyer = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 }).address
    const other = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 6 }).address
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 5 } })
    await openOnRamp(t.page)
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    const [buyerBefore, otherBefore] = await Promise.all([balance(buyer), balance(other)])
    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Ramp' }).waitFor()
    // The visitor picks another account in the wallet while the provider's window is open.
    await t.page.evaluate(() => (window as any).__sandboxWallet.setAccountIndex(6))
    await waitForState(t.page, 'accounts.eip155.address', other)
    expect(await appState<string>(t.page, 'slices.onramp.stage')).to.equal('buying')
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByLabel('Expiry (MM/YY)').fill('12/30')
    await popup.getByLabel('CVC').fill('123')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Buy' }).click()
    await closed
    // The provider paid the account it was opened for; the view reads that account's balance, not the new one's.
    await dialog(t.page).getByRole('status').filter({ hasText: 'Purchase complete: 98.5 SUSD received' }).waitFor()
    expect(await balance(buyer)).to.equal(buyerBefore + parseUnits('98.5', 6))
    expect(await balance(other)).to.equal(otherBefore)
  })

  it('says so when the provider window is closed without buying, and nothing moves', async () => {
    const me = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
    const t = await openDemoPage(demo.pageUrl)
    await openOnRamp(t.page)
    await dialog(t.page).getByText('Provider fee: 1.50 USD').waitFor()
    const before = await balance(me)
    const popupOpened = t.page.waitForEvent('popup')
    await dialog(t.page).getByRole('button', { name: 'Buy with Coinbase' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sandbox Ramp' }).waitFor()
    await popup.close()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'The purchase window closed without buying' }).waitFor()
    expect(await balance(me)).to.equal(before)
  })

  it('refuses amounts outside the limits, shows a failed quote as an estimate, and falls back to SPEC §9 limits without options', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await openOnRamp(t.page)
    const amount = dialog(t.page).getByRole('textbox')
    await amount.fill('5')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'The amount must be between 10 and 5000 USD' }).waitFor()
    expect(await dialog(t.page).getByRole('button', { name: 'Buy with Meld' }).isDisabled()).to.equal(true)

    demo.sandbox.api.fail('/v1/onramp/quote', { status: 500 })
    await amount.fill('50')
    await dialog(t.page).getByText('Estimate', { exact: true }).waitFor()
    expect(await dialog(t.page).locator('output').first().innerText()).to.equal('~49.00')

    demo.sandbox.api.fail('/v1/onramp/options', { status: 503, times: QUERY_RETRY_COUNT + 1 })
    const fresh = await openDemoPage(demo.pageUrl)
    await openOnRamp(fresh.page)
    await dialog(fresh.page).getByText('Between 10 and 7500 USD').waitFor()
  })
})
