import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { openDemoPage, waitForState } from './demoPage'

const modal = (page: Page) => page.getByRole('dialog').filter({ hasNot: page.locator('[data-sandbox-wallet-prompt]') }).first()
const amountInput = (page: Page) => modal(page).getByRole('textbox', { name: /^Amount/ })
const receiverInput = (page: Page) => modal(page).getByRole('textbox', { name: 'Receiver address or name' })
const alert = (page: Page) => modal(page).getByRole('alert')

async function connectEvm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).first().click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
  await waitForState(page, 'modal.isOpen', false)
}

async function connectSolana(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as any).__appKit.getState().connectors.some((c: { chain: string }) => c.chain === 'solana'))
  await page.evaluate(() => (window as any).__appKit.connect({ connectorId: 'solana:Sandbox Wallet' }))
  await waitForState(page, 'accounts.solana.status', 'connected')
  await page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'solana:localnet' }))
  await waitForState(page, 'activeNamespace', 'solana')
}

async function openSend(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).__appKit.open({ view: 'Send' }))
  await amountInput(page).waitFor()
}

async function fill(page: Page, amount: string, receiver: string): Promise<void> {
  await amountInput(page).fill(amount)
  await receiverInput(page).fill(receiver)
  await modal(page).getByRole('button', { name: 'Preview send' }).click()
}

/** Fills the form, asks for a preview, expects `message` and finds the form as typed. */
async function expectRefused(page: Page, amount: string, receiver: string, message: string): Promise<void> {
  await fill(page, amount, receiver)
  await alert(page).filter({ hasText: message }).waitFor()
  expect(await amountInput(page).inputValue()).to.equal(amount)
  expect(await receiverInput(page).inputValue()).to.equal(receiver)
}

describe('Send, end to end on the sandbox (anvil, LiteSVM RPC, sandbox wallets)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('sends ETH: preview with the fee from the chain, confirmed, and the receiver holds it on anvil', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 7 }).address
    const client = createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    await fill(t.page, '1.5', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 1.5 ETH').waitFor()
    expect(await client.getBalance({ address: receiver })).to.equal(before + parseEther('1.5'))
    t.assertClean()
  })

  it('sends ETH to a name resolved through the profile API, shown before sending; an unknown name is refused', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    await expectRefused(t.page, '0.5', 'nobody.sandbox.eth', 'No address found for this name')
    const bob = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 }).address
    const client = createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: bob })
    await fill(t.page, '0.5', 'bob.sandbox.eth')
    await modal(t.page).getByRole('definition').filter({ hasText: 'bob.sandbox.eth' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.5 ETH').waitFor()
    expect(await client.getBalance({ address: bob })).to.equal(before + parseEther('0.5'))
  })

  it('refuses bad EVM input with clear messages and keeps what was typed; a declined signature keeps the preview', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 8 }).address
    await modal(t.page).getByRole('button', { name: 'Preview send' }).click()
    await alert(t.page).filter({ hasText: 'An amount and receiver address are required' }).waitFor()
    await expectRefused(t.page, '0', receiver, 'Enter an amount above zero')
    await expectRefused(t.page, '-1', receiver, 'Enter an amount above zero')
    await expectRefused(t.page, '0.1234567890123456789', receiver, 'Too many decimals for this token')
    await expectRefused(t.page, '1000000', receiver, 'Insufficient balance')
    const swapped = `0x${[...receiver.slice(2)].map(c => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')}`
    await expectRefused(t.page, '1', swapped, 'This address has a wrong checksum')
    await expectRefused(t.page, '1', Keypair.generate().publicKey.toBase58(), 'This is a Solana address')
    await expectRefused(t.page, '1', 'not an address', 'Not a valid EVM address')

    await fill(t.page, '1', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await t.page.evaluate(() => (window as any).__sandboxWallet.rejectNext())
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'Signature declined' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('1')
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver)
  })

  it('sends SOL on the local Solana chain and the receiver holds it; the balance refreshes', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await openSend(t.page)
    const receiver = Keypair.generate().publicKey
    await fill(t.page, '0.25', receiver.toBase58())
    await modal(t.page).getByText('0.000005 SOL').waitFor()
    const balanceBefore = await t.page.evaluate(() => (window as any).__appKit.getState().accounts.solana.balance)
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.25 SOL').waitFor()
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(LAMPORTS_PER_SOL / 4)
    await t.page.waitForFunction(before => (window as any).__appKit.getState().accounts.solana.balance !== before, balanceBefore)
    await modal(t.page).getByRole('link', { name: 'View on explorer' }).waitFor()
  })

  it('sends the SPL token (its balance read from the chain) and the receiver holds it, read from the local Solana RPC', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await openSend(t.page)
    const mint = demo.sandbox.solana.local.mint.toBase58()
    const token = modal(t.page).getByRole('combobox', { name: 'Token' })
    await token.locator('option', { hasText: mint.slice(0, 4) }).waitFor({ state: 'attached' })
    await token.selectOption(mint)
    await modal(t.page).getByText(/Balance: 1,?000/).waitFor()
    const receiver = Keypair.generate().publicKey
    await fill(t.page, '2.5', receiver.toBase58())
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText(/^Sent 2\.5 /).waitFor()
    const { value } = await new Connection(demo.sandbox.solana.rpcUrl).getParsedTokenAccountsByOwner(receiver, { mint: demo.sandbox.solana.local.mint })
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).to.equal('2.5')
  })

  it('on Solana: refuses base58 junk and an EVM address, says so when the wallet declines, and when the RPC drops mid-send', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await openSend(t.page)
    await expectRefused(t.page, '0.1', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'Not a valid Solana address')
    await expectRefused(t.page, '0.1', mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 1 }).address, 'This is an EVM address')

    const receiver = Keypair.generate().publicKey
    await fill(t.page, '0.1', receiver.toBase58())
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.rejectNext())
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'Signature declined' }).waitFor()

    // Chromium retries a POST once when its kept-alive connection closes: drop both tries.
    demo.sandbox.solana.dropNext('sendTransaction', 2)
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The network did not answer' }).waitFor()
    demo.sandbox.solana.dropNext('sendTransaction', 0)
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(0)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver.toBase58())

    // The same send, tried again once the RPC answers, goes through.
    await modal(t.page).getByRole('button', { name: 'Preview send' }).click()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.1 SOL').waitFor()
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(LAMPORTS_PER_SOL / 10)
  })

  it('on Solana: a transfer the chain refuses (the balance went elsewhere after the preview) says so and keeps the preview', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await t.page.evaluate(() => (window as any).__sandboxSolanaWallet.setAccountIndex(2))
    const drained = Keypair.fromSeed(solanaSandboxSeed(2))
    await waitForState(t.page, 'accounts.solana.address', drained.publicKey.toBase58())
    await t.page.waitForFunction(() => (window as any).__appKit.getState().accounts.solana.balance === '1000')
    await openSend(t.page)
    const receiver = Keypair.generate().publicKey
    await fill(t.page, '10', receiver.toBase58())
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    // Elsewhere (another device), the account is emptied before the visitor confirms.
    const connection = new Connection(demo.sandbox.solana.rpcUrl, { wsEndpoint: demo.sandbox.solana.wsUrl, commitment: 'confirmed' })
    const lamports = await connection.getBalance(drained.publicKey)
    await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: drained.publicKey, toPubkey: Keypair.generate().publicKey, lamports: lamports - LAMPORTS_PER_SOL })), [drained])
    ;(connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The chain refused this transaction when it was checked. Nothing was sent.' }).waitFor()
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(0)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('10')
  })
})
