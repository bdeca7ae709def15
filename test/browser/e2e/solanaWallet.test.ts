import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'

const SOLANA_ACCOUNT = Keypair.fromSeed(solanaSandboxSeed(0)).publicKey.toBase58()

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const approve = (page: Page) => walletPrompt(page).getByRole('button', { name: 'Approve' }).click()

/** The visitor connects the sandbox wallet's EVM side from the Connect view. */
async function connectEvm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await approve(page)
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

/** Then its Solana side: the Solana network, SwitchActiveChain (another namespace), the Solana wallet. */
async function connectSolana(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Sandbox Alpha/ }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Solana/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await approve(page)
  await waitForState(page, 'accounts.solana.status', 'connected')
}

describe('Solana adapter, end to end on the sandbox (LiteSVM RPC, Wallet Standard sandbox wallet)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'prompt' })
  })
  after(() => demo?.stop())

  it('discovers the Solana wallet after first paint, shown once beside its EIP-6963 side (same brand, one row)', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.waitForFunction(() => (window as any).__appKit.getState().connectors.some((c: { chain: string }) => c.chain === 'solana'))
    // EIP-6963 announcements are validated on intent (injected connector, README): the Solana side
    // takes its EIP-6963 side's rdns once the click shows intent, before the modal draws.
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .waitFor()
    const connectors = await appState<{ id: string; chain: string; info?: { rdns?: string } }[]>(t.page, 'connectors')
    const solana = connectors.find(c => c.chain === 'solana')!
    expect(solana.id).to.equal('solana:Sandbox Wallet')
    expect(solana.info?.rdns).to.equal('dev.vestibule.sandbox')
    expect(
      await t.page
        .getByRole('dialog')
        .getByRole('button', { name: /Sandbox Wallet/ })
        .count(),
    ).to.equal(1)
    t.assertClean()
  })

  it('connects the Solana side through SwitchActiveChain, shows the SOL balance read from the local chain', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    expect(await appState<string>(t.page, 'accounts.solana.address')).to.equal(SOLANA_ACCOUNT)
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('solana')
    const lamports = await new Connection(demo.sandbox.solana.rpcUrl).getBalance(Keypair.fromSeed(solanaSandboxSeed(0)).publicKey)
    const shown = `${(lamports / LAMPORTS_PER_SOL).toFixed(3)} SOL`
    await t.page.locator('[data-vestibule-button="account"]').filter({ hasText: shown }).waitFor()
    t.assertClean()
  })

  it("lists SOL and the SPL token in the Account view's Tokens tab, from the sandbox API reading the local Solana chain", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await t.page.locator('[data-vestibule-button="account"]').click()
    const rows = t.page.getByRole('dialog').getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    await rows.filter({ hasText: 'SBX' }).filter({ hasText: '1000.000' }).waitFor()
    await rows
      .filter({ hasText: /\bSOL\b/ })
      .first()
      .waitFor()
    expect(
      demo.sandbox.api.requests.some(
        request => request.path === `/v1/account/${SOLANA_ACCOUNT}/balance` && request.query.chainId === 'solana:localnet' && request.status === 200,
      ),
    ).to.equal(true)
    t.assertClean()
  })

  it('restores both connections after a reload without a prompt, and switches the active chain between them', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await t.page.reload()
    await waitForState(t.page, 'accounts.solana.status', 'connected')
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    expect(await walletPrompt(t.page).count()).to.equal(0)
    expect(await appState<string>(t.page, 'activeNamespace')).to.equal('solana')

    await t.page.getByRole('button', { name: /Sandbox Solana/ }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Alpha/ })
      .click()
    await waitForState(t.page, 'activeNamespace', 'eip155')
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31337')
    await t.page.getByRole('button', { name: /Sandbox Alpha/ }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Solana/ })
      .click()
    await waitForState(t.page, 'activeNamespace', 'solana')
    expect(await walletPrompt(t.page).count()).to.equal(0)
  })

  it('follows an account change in the wallet, and a disconnect from the wallet side', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.setAccountIndex(1))
    await waitForState(t.page, 'accounts.solana.address', Keypair.fromSeed(solanaSandboxSeed(1)).publicKey.toBase58())
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.disconnectFromWallet())
    await waitForState(t.page, 'accounts.solana.status', 'disconnected')
    expect(await appState<string>(t.page, 'accounts.eip155.status')).to.equal('connected')
  })

  it('signs a message and a transaction through appKit.request, and a rejection is 4001', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.setApproval('auto'))
    const signature = await t.page.evaluate(() =>
      (window as any).__appKit.request({ namespace: 'solana', method: 'solana_signMessage', params: [{ message: '3yZe7d' }] }),
    )
    expect(signature.signature).to.match(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.rejectNext())
    const rejected = await t.page.evaluate(() =>
      (window as any).__appKit.request({ namespace: 'solana', method: 'solana_signMessage', params: [{ message: '3yZe7d' }] }).then(
        () => 'signed',
        (error: { code?: number }) => error.code,
      ),
    )
    expect(rejected).to.equal(4001)
  })
})
