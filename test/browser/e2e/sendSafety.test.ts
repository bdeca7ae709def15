import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { solanaSandboxSeed } from '../../../devtools/sandbox/solana/solanaSandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from './demoPage'
import { alert, amountInput, CONNECT_WAIT_MS, connectEvm, connectSolana, fill, modal, openSend, receiverInput } from './sendPage'

// Issue 24, on Send: money goes only where the visitor meant it to.
const tokenSelect = (page: Page) => modal(page).getByRole('combobox', { name: 'Token' })

const OFF_CURVE =
  "This address is not a wallet (it looks like a token account or a program address): tokens sent to it could never be moved. Send to the receiver's wallet address. Nothing was sent."
const DISCARDED = 'The network or account changed, so that preview was discarded and nothing was sent. Check the form and preview again.'

/** Every wallet request the page made, by method (the event log the devtools read). */
const walletRequests = (page: Page) => page.evaluate(() => ((window as any).__walletRequests as string[] | undefined) ?? [])
const recordWalletRequests = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = []
    ;(window as any).__walletRequests = seen
    ;(window as any).__appKit.subscribeVestibuleEvents((event: { type: string; payload: { method?: string } }) => {
      if (event.type === 'rpc/requested' && event.payload.method) seen.push(event.payload.method)
    })
  })

/** A SPEC §3 balance answer holding the native coin only, its amount as `numeric` says. */
const nativeBalanceAnswer = (caipNetworkId: string, numeric: string) => ({
  balances: [{ name: 'Ether', symbol: 'ETH', chainId: caipNetworkId, price: 3000, iconUrl: '', quantity: { decimals: '18', numeric } }],
})

describe('Send money rules, end to end on the sandbox (issue 24)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())

  it('on Solana: refuses tokens to a program address or a token account, before the wallet is asked; SOL to a program address is previewed', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await connectSolana(t.page)
    await recordWalletRequests(t.page)
    await openSend(t.page)
    const mint = demo.sandbox.solana.local.mint
    await tokenSelect(t.page).locator(`option[value="${mint.toBase58()}"]`).waitFor({ state: 'attached' })
    await tokenSelect(t.page).selectOption(mint.toBase58())
    const pda = PublicKey.findProgramAddressSync([Buffer.from('issue-24-vault')], TOKEN_PROGRAM_ID)[0]
    // The sender's own token account: a token account pasted as the receiver.
    const tokenAccount = getAssociatedTokenAddressSync(mint, Keypair.fromSeed(solanaSandboxSeed(0)).publicKey)
    const connection = new Connection(demo.sandbox.solana.rpcUrl)
    for (const receiver of [pda, tokenAccount]) {
      await fill(t.page, '2', receiver.toBase58())
      await alert(t.page).filter({ hasText: OFF_CURVE }).waitFor()
      expect(await amountInput(t.page).inputValue()).to.equal('2')
      expect(await receiverInput(t.page).inputValue()).to.equal(receiver.toBase58())
      expect(await modal(t.page).getByRole('button', { name: 'Send', exact: true }).count()).to.equal(0)
    }
    expect(await walletRequests(t.page)).to.deep.equal([])
    // No token account was made for the program address, and it holds no token.
    expect(await connection.getAccountInfo(getAssociatedTokenAddressSync(mint, pda, true))).to.equal(null)
    expect((await connection.getParsedTokenAccountsByOwner(pda, { mint })).value).to.deep.equal([])

    // SOL may go to a program address (a multisig vault is one): it can hold lamports.
    await tokenSelect(t.page).selectOption({ label: 'SOL' })
    await fill(t.page, '0.1', pda.toBase58())
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    t.assertClean()
  })

  it('a preview made on chain A is discarded by a switch to chain B, the form kept; a Confirm racing the switch sends nothing on either chain', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await recordWalletRequests(t.page)
    await openSend(t.page)
    const [alpha, beta] = demo.sandbox.chains
    const sender = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 12 }).address
    const clients = [alpha!, beta!].map(chain => createPublicClient({ transport: http(chain.rpcUrl) }))
    const before = await Promise.all(
      clients.map(async client => [await client.getBalance({ address: receiver }), await client.getTransactionCount({ address: sender })]),
    )

    await fill(t.page, '0.7', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    expect(await appState(t.page, 'slices.send.preview.caipNetworkId')).to.equal(alpha!.caipNetworkId)
    await t.page.evaluate(network => (window as any).__appKit.switchNetwork({ network }), beta!.caipNetworkId)
    await waitForState(t.page, 'activeCaipNetworkId', beta!.caipNetworkId, CONNECT_WAIT_MS)
    await alert(t.page).filter({ hasText: DISCARDED }).waitFor()
    expect(await modal(t.page).getByRole('button', { name: 'Send', exact: true }).count()).to.equal(0)
    expect(await amountInput(t.page).inputValue()).to.equal('0.7')
    expect(await receiverInput(t.page).inputValue()).to.equal(receiver)

    // Back on A, a new preview; this time Confirm comes in the same instant as the switch to B
    // (before the view could drop its button): the plugin's own check refuses it.
    await t.page.evaluate(network => (window as any).__appKit.switchNetwork({ network }), alpha!.caipNetworkId)
    await waitForState(t.page, 'activeCaipNetworkId', alpha!.caipNetworkId, CONNECT_WAIT_MS)
    await modal(t.page).getByRole('button', { name: 'Preview send' }).click()
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await t.page.evaluate(network => {
      const appKit = (window as any).__appKit
      const stop = appKit.subscribeVestibuleEvents((event: { type: string }) => {
        if (event.type !== 'network/switched') return
        stop()
        appKit.dispatch({ type: 'send/confirm-requested', payload: {} })
      })
      return appKit.switchNetwork({ network })
    }, beta!.caipNetworkId)
    await alert(t.page).filter({ hasText: DISCARDED }).waitFor()
    expect(await appState(t.page, 'slices.send.step')).to.equal('form')
    expect(await walletRequests(t.page)).to.not.include('eth_sendTransaction')
    const after = await Promise.all(
      clients.map(async client => [await client.getBalance({ address: receiver }), await client.getTransactionCount({ address: sender })]),
    )
    expect(after).to.deep.equal(before)
  })

  it('a native balance the balance service writes in exponent form: Send refuses too much with a message, then sends from a large one (never stuck on "previewing")', async () => {
    const chain = demo.sandbox.chains[0]!
    demo.sandbox.api.fail('/v1/account/:address/balance', { status: 200, times: 1_000, body: nativeBalanceAnswer(chain.caipNetworkId, '1.2e-7') })
    try {
      const t = await openDemoPage(demo.pageUrl)
      await connectEvm(t.page)
      await waitForState(t.page, 'accounts.eip155.balance', '1.2e-7', CONNECT_WAIT_MS)
      await openSend(t.page)
      await modal(t.page).getByText('Balance: 0.000 ETH').waitFor()
      const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 13 }).address
      await fill(t.page, '0.5', receiver)
      await alert(t.page).filter({ hasText: 'Insufficient balance' }).waitFor()
      expect(await appState(t.page, 'slices.send.step')).to.equal('form')

      // A large balance in exponent form (positive exponent): Max fills it written out, and a send goes through.
      demo.sandbox.api.clearFaults()
      demo.sandbox.api.fail('/v1/account/:address/balance', { status: 200, times: 1_000, body: nativeBalanceAnswer(chain.caipNetworkId, '9.5E+3') })
      const caipAddress = await appState<string>(t.page, 'accounts.eip155.caipAddress')
      await t.page.evaluate(address => (window as any).__appKit.dispatch({ type: 'account/balance-requested', payload: { caipAddress: address } }), caipAddress)
      await waitForState(t.page, 'accounts.eip155.balance', '9.5E+3', CONNECT_WAIT_MS)
      await modal(t.page).getByRole('button', { name: 'Max' }).click()
      expect(await amountInput(t.page).inputValue()).to.equal('9500')
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const before = await client.getBalance({ address: receiver })
      await fill(t.page, '0.5', receiver)
      await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
      await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
      await modal(t.page).getByText('Sent 0.5 ETH').waitFor()
      expect(await client.getBalance({ address: receiver })).to.equal(before + 500_000_000_000_000_000n)
    } finally {
      demo.sandbox.api.clearFaults()
    }
  })

  it('a sent transaction whose receipt cannot be read is followed until it comes, and no new send is offered meanwhile', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectEvm(t.page)
    await recordWalletRequests(t.page)
    await openSend(t.page)
    const rpcUrl = demo.sandbox.chains[0]!.rpcUrl
    const client = createPublicClient({ transport: http(rpcUrl) })
    const receiver = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 14 }).address
    // The page's receipt reads fail (the wallet's own submission passes) until the node comes back.
    let dropping = true
    await t.page.route(
      url => url.href.startsWith(rpcUrl),
      route => (dropping && (route.request().postData() ?? '').includes('eth_getTransactionReceipt') ? route.abort('connectionreset') : route.continue()),
    )
    const before = await client.getBalance({ address: receiver })
    await fill(t.page, '0.3', receiver)
    await modal(t.page).getByRole('term').filter({ hasText: 'Network fee' }).waitFor()
    await modal(t.page).getByRole('button', { name: 'Send', exact: true }).click()
    await alert(t.page).filter({ hasText: 'The transaction was sent, but the network stopped answering before it was confirmed.' }).waitFor({ timeout: 20_000 })
    const txId = await appState<string>(t.page, 'slices.send.txId')
    expect(await appState(t.page, 'slices.send.pending.0.txId')).to.equal(txId)

    // Asking again is refused while it is pending: it could pay twice.
    await modal(t.page).getByRole('button', { name: 'Preview send' }).click()
    await alert(t.page).filter({ hasText: 'A transaction sent from this account is not confirmed yet.' }).waitFor()
    expect(await modal(t.page).getByRole('button', { name: 'Send', exact: true }).count()).to.equal(0)

    // The node answers again: the receipt is read, the view says it was sent, nothing is pending.
    dropping = false
    await modal(t.page).getByText('Sent 0.3 ETH').waitFor({ timeout: 45_000 })
    expect(await appState(t.page, 'slices.send.pending')).to.deep.equal([])
    expect((await walletRequests(t.page)).filter(method => method === 'eth_sendTransaction')).to.have.length(1)
    expect(await client.getBalance({ address: receiver })).to.equal(before + 300_000_000_000_000_000n)
  })
})
