import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { createPublicClient, erc20Abi, http, type Hash } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { actionResult, modalDialog, waitForInfo, WAIT_MS } from './hostApp'

// The wagmi host (test/browser/adapters/wagmiHost/) where the visitor does what the app cannot
// plan for (issue 26, item 4): two tabs of the site, a reload while a wagmi write waits in the
// wallet. Whatever happens, the modal and wagmi name the same connection, and nothing is sent twice.

const HOST_ENTRY = fileURLToPath(new URL('./wagmiHost/main.tsx', import.meta.url))
const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const RECEIVER = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 4 }).address

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const info = (page: Page, name: string) => page.locator(`[data-info="${name}"]`)

/** The modal's EVM account and wagmi's, as each page shows them. */
async function bothSides(page: Page) {
  return {
    // No EVM account yet in this page's state reads as disconnected, as the adapter reads it.
    modal: {
      status: (await appState<string | undefined>(page, 'accounts.eip155.status')) ?? 'disconnected',
      address: await appState<string | undefined>(page, 'accounts.eip155.address'),
    },
    wagmi: { status: await info(page, 'status').textContent(), address: (await info(page, 'address').textContent()) || undefined },
  }
}

describe('wagmi host: two tabs and a reload mid-write (sandbox)', function () {
  this.timeout(120_000)
  let demo: Demo
  let url: string

  before(async () => {
    demo = await startDemo({ port: 0, entry: HOST_ENTRY, approval: 'prompt' })
    url = `${demo.pageUrl}?token=${sandboxErc20('SUSD').address}&to=${RECEIVER}`
  })
  after(() => demo?.stop())

  it("a connection made in one tab is both the modal's and wagmi's in the other; wagmi's disconnect in the other ends it in both, across reloads", async () => {
    const t = await openDemoPage(url, { approval: 'prompt' })
    const a = t.page
    const b = await t.context.newPage()
    await b.goto(url)
    await waitForInfo(a, 'status', 'disconnected')
    await waitForInfo(b, 'status', 'disconnected')

    await a.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(a)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await walletPrompt(a).getByRole('button', { name: 'Approve' }).click()
    await waitForInfo(a, 'status', 'connected')

    // Tab B: the modal took the connection from storage, and wagmi with it, without a wallet prompt.
    await waitForState(b, 'accounts.eip155.status', 'connected', WAIT_MS)
    await waitForInfo(b, 'status', 'connected')
    await waitForInfo(b, 'address', ACCOUNT)
    expect(await walletPrompt(b).count()).to.equal(0)
    expect(await bothSides(b)).to.deep.equal({ modal: { status: 'connected', address: ACCOUNT }, wagmi: { status: 'connected', address: ACCOUNT } })

    // wagmi's disconnect in tab B: both sides of both tabs end disconnected, and stay so.
    await b.getByRole('button', { name: 'Disconnect wagmi' }).click()
    await waitForInfo(b, 'status', 'disconnected')
    await waitForState(a, 'accounts.eip155.status', 'disconnected', WAIT_MS)
    await waitForInfo(a, 'status', 'disconnected')
    await a.waitForTimeout(500)
    for (const page of [a, b])
      expect(await bothSides(page)).to.deep.equal({
        modal: { status: 'disconnected', address: undefined },
        wagmi: { status: 'disconnected', address: undefined },
      })
    // Neither tab's stored state (the modal's, or wagmi's own) brings the connection back on a reload.
    for (const page of [a, b]) {
      await page.reload()
      await waitForInfo(page, 'status', 'disconnected')
      await page.waitForTimeout(500)
      expect(await bothSides(page)).to.deep.equal({
        modal: { status: 'disconnected', address: undefined },
        wagmi: { status: 'disconnected', address: undefined },
      })
    }
    expect((await walletPrompt(a).count()) + (await walletPrompt(b).count())).to.equal(0)
    expect(t.pageErrors).to.deep.equal([])
  })

  it('a reload while a wagmi write waits in the wallet sends nothing; one approved just before a reload is sent at most once, and the next write goes through once', async () => {
    const t = await openDemoPage(url, { approval: 'prompt' })
    const page = t.page
    const chain = demo.sandbox.chains[0]!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const susd = sandboxErc20('SUSD')
    const balance = () => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const nonce = () => client.getTransactionCount({ address: ACCOUNT })

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modalDialog(page)
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await waitForInfo(page, 'status', 'connected')
    const [balanceBefore, nonceBefore] = [await balance(), await nonce()]

    // The write waits in the wallet; the visitor reloads.
    await page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    await walletPrompt(page).waitFor({ timeout: WAIT_MS })
    await page.reload()
    await waitForState(page, 'accounts.eip155.status', 'connected', WAIT_MS)
    await waitForInfo(page, 'status', 'connected')
    await waitForInfo(page, 'address', ACCOUNT)
    await page.waitForTimeout(1_000)
    expect(await walletPrompt(page).count(), 'nothing is asked again after the reload').to.equal(0)
    expect(await nonce()).to.equal(nonceBefore)
    expect(await balance()).to.equal(balanceBefore)

    // The visitor writes again, approves, and reloads at once, before wagmi has the hash. The
    // sandbox wallet lives in the page, so the reload may end it before it sends: the write is
    // sent once or not at all, and nothing after the reload sends or offers it again.
    await page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await page.reload()
    await waitForInfo(page, 'status', 'connected')
    await page.waitForTimeout(2_000)
    expect(await walletPrompt(page).count()).to.equal(0)
    const sent = (await nonce()) - nonceBefore
    expect(sent).to.be.at.most(1)
    expect(await balance()).to.equal(balanceBefore + BigInt(sent) * 1_500_000n)

    // And the next write goes through the restored connection, once.
    await page.getByRole('button', { name: 'Transfer 1.5 SUSD' }).click()
    await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
    const hash = (await actionResult(page, 'Transfer')) as Hash
    expect((await client.waitForTransactionReceipt({ hash, timeout: WAIT_MS })).status).to.equal('success')
    expect(await nonce()).to.equal(nonceBefore + sent + 1)
    expect(await balance()).to.equal(balanceBefore + BigInt(sent + 1) * 1_500_000n)
    expect(await bothSides(page)).to.deep.equal({ modal: { status: 'connected', address: ACCOUNT }, wagmi: { status: 'connected', address: ACCOUNT } })
  })
})
