import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { bitcoinSandboxAccount } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { signedSpend } from '../../unit/sandbox/bitcoin/spendHelpers'
import { appState, openDemoPage, waitForState } from './demoPage'
import { bitcoinPageUrl, connectBitcoin, walletPrompt } from './bitcoinDemo'

const me = bitcoinSandboxAccount(0)
const friend = bitcoinSandboxAccount(1)
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

const modal = (page: Page) => page.getByRole('dialog').filter({ hasNot: page.getByRole('button', { name: 'Approve' }) })
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')

/** Friend's coins pay `sats` to `to`, change back to friend, mined at once: a transfer made on the ledger, not in the modal. */
function payOnLedger(demo: Demo, to: Uint8Array, sats: bigint): string {
  const { ledger } = demo.sandbox.bitcoin
  const coin = ledger.utxosOf(friend.payment.address)[0]!
  const fee = 1_000n
  const txid = ledger.submit(
    signedSpend(
      friend.payment,
      [coin],
      [
        { script: to, amount: sats },
        { script: friend.payment.script, amount: coin.value - sats - fee },
      ],
    ),
  )
  ledger.mine()
  return txid
}

describe('Bitcoin accounts in the modal: payment and ordinals addresses, and the Activity tab, on the sandbox', function () {
  this.timeout(90_000)
  let demo: Demo
  let pageUrl: string

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
    pageUrl = bitcoinPageUrl(demo)
  })
  after(() => demo?.stop())

  it('switches to the ordinals address in the Account view (balance follows, no prompt), keeps it after a reload, and lists a transfer the ledger made in Activity', async () => {
    const t = await openDemoPage(pageUrl)
    await connectBitcoin(t.page)
    await accountButton(t.page).filter({ hasText: '5.000 BTC' }).waitFor()

    // The Account view offers the switch; the list shows each address with its type and BTC, the payment one active.
    await accountButton(t.page).click()
    await modal(t.page).getByRole('button', { name: 'Switch account' }).click()
    const list = modal(t.page).getByRole('list', { name: 'Addresses of this wallet' })
    const payment = list.getByRole('button', { name: new RegExp(`^Payment ${short(me.payment.address)}`) })
    const ordinals = list.getByRole('button', { name: new RegExp(`^Ordinals ${short(me.ordinals.address)}`) })
    await payment.filter({ hasText: '5.00000000 BTC' }).waitFor()
    await ordinals.filter({ hasText: '0.00010000 BTC' }).waitFor()
    expect(await payment.getAttribute('aria-current')).to.equal('true')
    expect(await ordinals.getAttribute('aria-current')).to.equal(null)

    await ordinals.click()
    // Back on the Account view: the ordinals address and its balance, in the view and the button.
    await modal(t.page).getByText(short(me.ordinals.address), { exact: true }).first().waitFor()
    await modal(t.page).getByText('0.000 BTC', { exact: true }).first().waitFor()
    await accountButton(t.page).filter({ hasText: '0.000 BTC' }).waitFor()
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(me.ordinals.address)
    expect(await walletPrompt(t.page).count()).to.equal(0)
    const account = await t.page.evaluate(() => (window as any).__appKit.getAccount('bip122'))
    expect(account.address).to.equal(me.ordinals.address)
    expect(account.allAccounts).to.have.deep.members([
      { address: me.payment.address, type: 'payment' },
      { address: me.ordinals.address, type: 'ordinal' },
    ])

    // A transfer to the ordinals address, made on the ledger; a reload restores the choice without a prompt.
    const txid = payOnLedger(demo, me.ordinals.script, 12_345n)
    await t.page.reload()
    await waitForState(t.page, 'accounts.bip122.status', 'connected')
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(me.ordinals.address)
    expect(await walletPrompt(t.page).count()).to.equal(0)

    await accountButton(t.page).click()
    await modal(t.page).getByRole('tab', { name: 'Activity' }).click()
    const activity = modal(t.page).getByRole('list', { name: 'Transactions' })
    const received = activity.getByRole('listitem').filter({ hasText: 'Received' }).filter({ hasText: '+0.00012345 BTC' })
    await received.waitFor()
    expect(demo.sandbox.api.requests.some(request => request.path === `/v1/account/${me.ordinals.address}/history` && request.status === 200)).to.equal(true)
    expect(txid).to.match(/^[0-9a-f]{64}$/)

    // The public API: SPEC §4 refuses 'ordinal' as the account type; 'payment' brings the payment address back.
    const refused = await t.page.evaluate(() =>
      (window as any).__appKit.setPreferredAccountType('ordinal', 'bip122').then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    )
    expect(refused).to.match(/^Bitcoin accounts may only switch to type payment/)
    await t.page.evaluate(() => (window as any).__appKit.setPreferredAccountType('payment', 'bip122'))
    await accountButton(t.page).filter({ hasText: '5.000 BTC' }).waitFor()
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(me.payment.address)
    t.assertClean()
  })
})
