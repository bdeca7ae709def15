import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'
import { alert, amountInput, CONNECT_WAIT_MS, connectEvm, connectSolana, fill, modal, openSend, receiverInput } from './sendPage'

/** The sandbox wallet (EVM side) exposes sandbox account `index`, as an extension's account switch does. */
const useEvmAccount = (page: Page, index: number) =>
  page.evaluate(i => (window as unknown as { __sandboxWallet: { setAccountIndex(index: number): void } }).__sandboxWallet.setAccountIndex(i), index)

const tokenSelect = (page: Page) => modal(page).getByRole('combobox', { name: 'Token' })

/** Picks a token by its symbol once the account's balances have listed it. */
async function pickToken(page: Page, symbol: string): Promise<void> {
  await tokenSelect(page).locator('option', { hasText: symbol }).waitFor({ state: 'attached' })
  await tokenSelect(page).selectOption({ label: symbol })
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

  it('draws the Send view only once its plugin has joined, so the first amount typed is folded and priced', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    // Back with the stored connection and no intent yet: no feature's plugin has joined.
    await t.page.reload()
    await waitForState(t.page, 'accounts.eip155.status', 'connected', CONNECT_WAIT_MS)
    // The plugin's chunk is held: the view the visitor opened waits for it.
    let deliver: () => void = () => {}
    const delivered = new Promise<void>(resolve => (deliver = resolve))
    await t.page.route(/sendPlugin-[^/]*\.js$/, async route => {
      await delivered
      await route.continue()
    })
    const asked = t.page.waitForRequest(/sendPlugin-[^/]*\.js$/)
    const viewArrived = t.page.waitForResponse(/SendView-[^/]*\.js$/)
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Send' }))
    await Promise.all([asked, viewArrived])
    // The visitor types as soon as the amount shows. A view drawn before its plugin joined would
    // take it now, and its slice (not registered yet) would fold nothing.
    const typed = amountInput(t.page).fill('1.5')
    await t.page.waitForTimeout(500)
    expect(await appState(t.page, 'slices.send')).to.equal(undefined)
    expect(await amountInput(t.page).count()).to.equal(0)
    deliver()
    await typed
    await modal(t.page).getByText('≈ $4,500.00').waitFor()
    expect(await appState(t.page, 'slices.send.form.amount')).to.equal('1.5')
    const log: { type: string; payload: { name?: string }; meta: { seq: number } }[] = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log.events(),
    )
    const joined = log.find(event => event.type === 'plugins/registered' && event.payload.name === 'features/send')!.meta.seq
    const firstSend = log.find(event => event.type.startsWith('send/'))!.meta.seq
    expect(firstSend).to.be.greaterThan(joined)
    t.assertClean()
  })

  it("sends SUSD picked from the account's balances (zero-decimal SPTS not offered), with its fiat equivalent; the receiver's balanceOf on anvil grows", async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    // The native coin is priced too (the sandbox quotes ETH at 3000 USD).
    await amountInput(t.page).fill('1.5')
    await modal(t.page).getByText('≈ $4,500.00').waitFor()
    await pickToken(t.page, 'SUSD')
    expect(await tokenSelect(t.page).locator('option', { hasText: 'SPTS' }).count()).to.equal(0)
    await modal(t.page)
      .getByText(/Balance: 10,?000\.000 SUSD/)
      .waitFor()
    const susd = sandboxErc20('SUSD')
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 4 }).address
    const client = createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    const balanceOf = () => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
    const before = await balanceOf()
    await amountInput(t.page).fill('12.5')
    await modal(t.page).getByText('≈ $12.50').waitFor()
    await fill(t.page, '12.5', receiver)
    // The preview says what is sent, in fiat too.
    await modal(t.page).getByRole('definition').filter({ hasText: '12.5 SUSD' }).filter({ hasText: '≈ $12.50' }).waitFor()
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 12.5 SUSD').waitFor()
    expect(await balanceOf()).to.equal(before + parseUnits('12.5', susd.decimals))
    // The transaction was a call of the token's transfer, carrying no ETH.
    const txId = await appState<`0x${string}`>(t.page, 'slices.send.txId')
    const transaction = await client.getTransaction({ hash: txId })
    expect(transaction.to?.toLowerCase()).to.equal(susd.address.toLowerCase())
    expect(transaction.value).to.equal(0n)
    expect(transaction.input.slice(0, 10)).to.equal('0xa9059cbb')
    t.assertClean()
  })

  it('refuses an ERC-20 amount with too many decimals or above the token balance, and an account without ETH for the fee; the form is kept', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    await pickToken(t.page, 'SUSD')
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 8 }).address
    await expectRefused(t.page, '1.1234567', receiver, 'Too many decimals for this token')
    await expectRefused(t.page, '10000.000001', receiver, 'Insufficient balance')

    // Account #6 holds SUSD but no ETH at all: the fee cannot be paid.
    const empty = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 6 }).address
    const client = createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    await client.request({ method: 'anvil_setBalance' as never, params: [empty, '0x0'] as never })
    await useEvmAccount(t.page, 6)
    await waitForState(t.page, 'accounts.eip155.address', empty)
    await waitForState(t.page, 'accounts.eip155.balance', '0')
    await pickToken(t.page, 'SUSD')
    await expectRefused(t.page, '5', receiver, 'Insufficient balance to pay the network fee')
    expect(await tokenSelect(t.page).inputValue()).to.equal(sandboxErc20('SUSD').address)
  })

  it('an ERC-20 transfer that lands and fails on chain (the tokens moved away after the preview): a clear message, the form kept', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    const sender = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 5 })
    await useEvmAccount(t.page, 5)
    await waitForState(t.page, 'accounts.eip155.address', sender.address)
    await openSend(t.page)
    await pickToken(t.page, 'SUSD')
    const susd = sandboxErc20('SUSD')
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 9 }).address
    const client = createPublicClient({ chain: { ...foundry, id: demo.sandbox.chains[0]!.chainId }, transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    const balanceOf = (owner: Address) => client.readContract({ address: susd.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    await fill(t.page, '100', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()

    // Elsewhere (another device), the account's SUSD all go to account #3 before the visitor confirms.
    const elsewhere = createWalletClient({
      account: sender,
      chain: { ...foundry, id: demo.sandbox.chains[0]!.chainId },
      transport: http(demo.sandbox.chains[0]!.rpcUrl),
    })
    const drained = await elsewhere.writeContract({
      address: susd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 3 }).address, await balanceOf(sender.address)],
    })
    await client.waitForTransactionReceipt({ hash: drained })
    const receiverBefore = await balanceOf(receiver)

    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The transaction failed on chain. Your funds, apart from the fee, did not move.' }).waitFor()
    // It did land: the chain holds a reverted transaction from the account, and no token moved.
    const txId = await appState<`0x${string}`>(t.page, 'slices.send.txId')
    const receipt = await client.getTransactionReceipt({ hash: txId })
    expect(receipt.status).to.equal('reverted')
    expect(receipt.from.toLowerCase()).to.equal(sender.address.toLowerCase())
    expect(await balanceOf(receiver)).to.equal(receiverBefore)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('100')
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver)
    expect(await tokenSelect(t.page).inputValue()).to.equal(susd.address)
  })

  it('on EVM: the RPC dropping while the receipt is awaited does not lose the send; a longer outage says it was sent, the form kept', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await openSend(t.page)
    const rpcUrl = demo.sandbox.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 2 }).address
    // The page's connections to the node are cut for the receipt reads (the wallet's own submission passes).
    let toDrop = 3
    let dropped = 0
    await t.page.route(
      url => url.href.startsWith(rpcUrl),
      route => {
        if (toDrop > 0 && (route.request().postData() ?? '').includes('eth_getTransactionReceipt')) {
          toDrop -= 1
          dropped += 1
          return route.abort('connectionreset')
        }
        return route.continue()
      },
    )
    const first = await client.getBalance({ address: receiver })
    await fill(t.page, '0.2', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.2 ETH').waitFor()
    expect(dropped).to.equal(3)
    expect(await client.getBalance({ address: receiver })).to.equal(first + parseEther('0.2'))

    // Now the node stays unreachable for every receipt read: the visitor is told it was sent.
    toDrop = Number.POSITIVE_INFINITY
    await modal(t.page).getByRole('button', { name: 'Send again' }).click()
    await fill(t.page, '0.3', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The transaction was sent, but the network stopped answering before it was confirmed.' }).waitFor({ timeout: 20_000 })
    const txId = await appState<`0x${string}`>(t.page, 'slices.send.txId')
    await modal(t.page)
      .getByText(`Transaction ${txId.slice(0, 4)}…${txId.slice(-6)}`)
      .waitFor()
    expect((await client.waitForTransactionReceipt({ hash: txId })).status).to.equal('success')
    expect(await client.getBalance({ address: receiver })).to.equal(first + parseEther('0.5'))
    expect(await amountInput(t.page).inputValue()).to.equal('0.3')
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver)
  })

  it('on EVM: a preview asked before the balance was read waits for it, rather than calling the balance insufficient', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // The balance service holds its answers: the visitor connects, opens Send and asks for a preview
    // before the account's balance is known (as on a slow network, or a loaded CI machine).
    let holding = true
    const held: Array<() => Promise<void>> = []
    await t.page.route(
      url => /\/v1\/account\/[^/]+\/balance/.test(url.pathname),
      route => (holding ? void held.push(() => route.continue()) : route.continue()),
    )
    await connectEvm(t.page)
    await openSend(t.page)
    await modal(t.page).getByText('Balance: loading…').waitFor()
    expect(await modal(t.page).getByRole('button', { name: 'Max' }).isDisabled()).to.equal(true)
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 6 }).address
    await fill(t.page, '0.1', receiver)
    await modal(t.page).getByRole('status').filter({ hasText: 'Estimating the network fee' }).waitFor()
    expect(await appState(t.page, 'slices.send.step')).to.equal('previewing')

    holding = false
    for (const release of held.splice(0)) await release()
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    expect(await alert(t.page).count()).to.equal(0)
    expect(await appState<string | undefined>(t.page, 'accounts.eip155.balance')).to.match(/^\d/)
    const failures = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log.events().filter((event: { type: string }) => event.type === 'send/failed'),
    )
    expect(failures).to.deep.equal([])
  })

  it('on EVM: a balance that can be read neither from the service nor from the chain is said so; nothing is checked against 0', async () => {
    const t = await openDemoPage(demo.pageUrl)
    // The balance service fails, and so does every balance read from a node (the hosted RPC and the chain's own).
    await t.page.route(
      () => true,
      route =>
        /\/v1\/account\/[^/]+\/balance/.test(new URL(route.request().url()).pathname)
          ? route.fulfill({ status: 503, body: 'unavailable' })
          : (route.request().postData() ?? '').includes('eth_getBalance')
            ? route.abort('connectionreset')
            : route.continue(),
    )
    await connectEvm(t.page)
    await openSend(t.page)
    await modal(t.page).getByText('Balance: loading…').waitFor()
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 6 }).address
    await expectRefused(t.page, '0.1', receiver, 'Your balance could not be read, so the amount could not be checked. Nothing was sent; try again in a moment.')
    expect(await appState(t.page, 'slices.send.step')).to.equal('form')
  })

  it('sends SOL on the local Solana chain (fiat shown) and the receiver holds it; the balance refreshes', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await openSend(t.page)
    const receiver = Keypair.generate().publicKey
    // SOL priced by the sandbox's POST /v1/fungible/price at 150 USD.
    await amountInput(t.page).fill('0.25')
    await modal(t.page).getByText('≈ $37.50').waitFor()
    await fill(t.page, '0.25', receiver.toBase58())
    await modal(t.page).getByText('0.000005 SOL').waitFor()
    const balanceBefore = await t.page.evaluate(() => (window as any).__appKit.getState().accounts.solana.balance)
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page).getByText('Sent 0.25 SOL').waitFor()
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(LAMPORTS_PER_SOL / 4)
    await t.page.waitForFunction(before => (window as any).__appKit.getState().accounts.solana.balance !== before, balanceBefore)
    await modal(t.page).getByRole('link', { name: 'View on explorer' }).waitFor()
  })

  it('sends the SPL token (listed by the sandbox API from the local Solana chain, as on EVM) and the receiver holds it, read from the local Solana RPC', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    const owner = Keypair.fromSeed(solanaSandboxSeed(0)).publicKey.toBase58()
    await openSend(t.page)
    const mint = demo.sandbox.solana.local.mint.toBase58()
    await pickToken(t.page, 'SBX')
    expect(await tokenSelect(t.page).inputValue()).to.equal(mint)
    await modal(t.page)
      .getByText(/Balance: 1,?000\.000 SBX/)
      .waitFor()
    // The token list and the SOL balance came from the balance service, which read the local Solana chain.
    const served = demo.sandbox.api.requests.filter(request => request.path === `/v1/account/${owner}/balance` && request.query.chainId === 'solana:localnet')
    expect(served.length).to.be.greaterThan(0)
    expect(served.every(request => request.status === 200)).to.equal(true)
    await amountInput(t.page).fill('2.5')
    await modal(t.page).getByText('≈ $5.00').waitFor()
    const receiver = Keypair.generate().publicKey
    await fill(t.page, '2.5', receiver.toBase58())
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await modal(t.page)
      .getByText(/^Sent 2\.5 /)
      .waitFor()
    const { value } = await new Connection(demo.sandbox.solana.rpcUrl).getParsedTokenAccountsByOwner(receiver, { mint: demo.sandbox.solana.local.mint })
    expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).to.equal('2.5')
  })

  it('on Solana, with the balance and price services failing: SOL and the token read from the chain instead, no fiat shown, and the send goes through', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    demo.sandbox.api.fail('/v1/account/:address/balance', { status: 500, times: 100 })
    demo.sandbox.api.fail('/v1/fungible/price', { status: 500, times: 100 })
    try {
      await connectSolana(t.page)
      await t.page.waitForFunction(
        () =>
          typeof (window as unknown as { __appKit: { getState(): { accounts: { solana?: { balance?: string } } } } }).__appKit.getState().accounts.solana
            ?.balance === 'string',
      )
      await openSend(t.page)
      const mint = demo.sandbox.solana.local.mint
      // The chain's own token accounts: listed under the mint, as the service was not there to name it.
      await tokenSelect(t.page).locator(`option[value="${mint.toBase58()}"]`).waitFor({ state: 'attached' })
      await tokenSelect(t.page).selectOption(mint.toBase58())
      await amountInput(t.page).fill('1')
      // Once the price service has refused: no price for any token, so no fiat line.
      while (!demo.sandbox.api.requests.some(request => request.path === '/v1/fungible/price' && request.status === 500))
        await new Promise(resolve => setTimeout(resolve, 50))
      expect(await appState(t.page, 'slices.send.prices')).to.equal(null)
      expect(await modal(t.page).getByText(/^≈/).count()).to.equal(0)
      const receiver = Keypair.generate().publicKey
      await fill(t.page, '1', receiver.toBase58())
      await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
      await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
      await modal(t.page)
        .getByText(/^Sent 1 /)
        .waitFor()
      const { value } = await new Connection(demo.sandbox.solana.rpcUrl).getParsedTokenAccountsByOwner(receiver, { mint })
      expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).to.equal('1')
    } finally {
      demo.sandbox.api.clearFaults()
    }
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
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: drained.publicKey, toPubkey: Keypair.generate().publicKey, lamports: lamports - LAMPORTS_PER_SOL }),
      ),
      [drained],
    )
    ;(connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The chain refused this transaction when it was checked. Nothing was sent.' }).waitFor()
    expect(await new Connection(demo.sandbox.solana.rpcUrl).getBalance(receiver)).to.equal(0)
    await modal(t.page).getByRole('button', { name: 'Edit' }).click()
    expect(await amountInput(t.page).inputValue()).to.equal('10')
  })
})
