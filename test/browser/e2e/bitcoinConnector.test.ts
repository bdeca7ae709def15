import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { verifyBip322 } from '../../../devtools/sandbox/bitcoin/bitcoinMessageSigning'
import { bitcoinSandboxAccount } from '../../../devtools/sandbox/bitcoin/bitcoinSandboxAccounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'
import { approve, bitcoinPageUrl, connectBitcoin, walletPrompt } from './bitcoinDemo'

const me = bitcoinSandboxAccount(0)

describe('Bitcoin connector, end to end on the sandbox (regtest ledger behind Esplora, Wallet Standard sandbox wallet)', function () {
  this.timeout(90_000)
  let demo: Demo
  let pageUrl: string

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
    pageUrl = bitcoinPageUrl(demo)
  })
  after(() => demo?.stop())

  it('lists the Bitcoin side once beside its EIP-6963 side, connects it from the modal, shows the BTC the ledger holds, signs a message that verifies, and restores after a reload without a prompt', async () => {
    const t = await openDemoPage(pageUrl)
    await t.page.waitForFunction(() => (window as any).__appKit.getState().connectors.some((c: { chain: string }) => c.chain === 'bip122'))
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .waitFor()
    const connectors = await appState<{ id: string; chain: string; info?: { rdns?: string } }[]>(t.page, 'connectors')
    expect(connectors.find(c => c.chain === 'bip122')?.info?.rdns).to.equal('dev.vestibule.sandbox')
    expect(
      await t.page
        .getByRole('dialog')
        .getByRole('button', { name: /Sandbox Wallet/ })
        .count(),
    ).to.equal(1)
    await t.page.keyboard.press('Escape')
    await t.page.getByRole('dialog').waitFor({ state: 'detached' })

    await connectBitcoin(t.page)
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(me.payment.address)
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('bip122')
    // The ledger's coins of the payment address, as the chain's Esplora API sums them.
    const stats = (await (await fetch(`${demo.sandbox.bitcoin.url}/address/${me.payment.address}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    }
    const btc = (stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum) / 1e8
    await t.page
      .locator('[data-vestibule-button="account"]')
      .filter({ hasText: `${btc.toFixed(3)} BTC` })
      .waitFor()
    expect(demo.sandbox.api.requests.some(request => request.path === `/v1/account/${me.payment.address}/balance` && request.status === 200)).to.equal(true)

    const signing = t.page.evaluate(
      address => (window as any).__appKit.request({ namespace: 'bip122', method: 'signMessage', params: [{ address, message: 'Sign in to the demo' }] }),
      me.payment.address,
    )
    await approve(t.page)
    const { signature } = (await signing) as { signature: string }
    expect(verifyBip322(me.payment.address, 'Sign in to the demo', signature)).to.equal(undefined)

    await t.page.reload()
    await waitForState(t.page, 'accounts.bip122.status', 'connected')
    expect(await appState<string>(t.page, 'accounts.bip122.address')).to.equal(me.payment.address)
    expect(await walletPrompt(t.page).count()).to.equal(0)
    t.assertClean()
  })
})
