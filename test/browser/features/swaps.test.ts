import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_ROUTER_CODE } from '../../../devtools/sandbox/market/sandboxMarket'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState } from '../e2e/demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const SUSD = sandboxErc20('SUSD')
const SGLD = sandboxErc20('SGLD')
const dialog = (page: Page) => page.getByRole('dialog', { name: /Swap/ })
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const account = (index: number) => mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: index })

describe('swaps feature, end to end on the sandbox market (eip155:8453)', function () {
  this.timeout(90_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(() => demo.sandbox.api.clearFaults())

  const balanceOf = (token: Address, owner: Address) =>
    createPublicClient({ transport: http(demo.sandbox.market.rpcUrl) }).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  /** Connects the sandbox wallet and moves app and wallet to the demo's market chain (Sandbox Market, eip155:8453). */
  async function connectOnMarket(page: Page, approvePrompt: boolean): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    if (approvePrompt) await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    const switched = page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:8453' }))
    if (approvePrompt) await walletPrompt(page).filter({ hasText: 'Switch network' }).getByRole('button', { name: 'Approve' }).click()
    await switched
    await waitForState(page, 'activeCaipNetworkId', 'eip155:8453')
  }

  async function connectAndOpenSwap(page: Page, approvePrompt: boolean, data: { sell: string; buy: string } = { sell: 'SUSD', buy: 'SGLD' }): Promise<void> {
    await connectOnMarket(page, approvePrompt)
    await page.evaluate(data => (window as any).__appKit.open({ view: 'Swap', data }), data)
    await dialog(page).getByRole('combobox', { name: 'Token to sell' }).waitFor()
  }

  /** Moves the SUSD/SGLD pool from another account, as a trader elsewhere would. */
  async function movePool(index: number, susd: string): Promise<void> {
    const mover = account(index)
    const client = createWalletClient({ account: mover, chain: demo.sandbox.market.network, transport: http(demo.sandbox.market.rpcUrl) }).extend(publicActions)
    const api = (path: string, init?: RequestInit) =>
      fetch(`${demo.sandbox.apiUrl}${path}`, init).then(response => response.json() as Promise<{ tx: { to: string; data: Hex; eip155: { gas: string } } }>)
    const caip = (address: Address) => `eip155:8453:${address}`
    const send = async (tx: { to: string; data: Hex; eip155: { gas: string } }) =>
      client.waitForTransactionReceipt({
        hash: await client.sendTransaction({ to: tx.to.split(':')[2] as Address, data: tx.data, gas: BigInt(tx.eip155.gas) }),
        pollingInterval: 50,
      })
    await send(
      (await api(`/v1/convert/build-approve?projectId=p&st=t&sv=1&userAddress=${mover.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}`)).tx,
    )
    const body = {
      amount: parseUnits(susd, 6).toString(),
      eip155: { slippage: '1' },
      from: caip(SUSD.address),
      to: caip(SGLD.address),
      userAddress: mover.address,
    }
    const receipt = await send(
      (await api('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).tx,
    )
    expect(receipt.status).to.equal('success')
  }

  it('swaps SUSD for SGLD with an approval first; both balances move on chain by the quote', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connectAndOpenSwap(t.page, false)
    const me = account(0).address
    const [susdBefore, sgldBefore] = await Promise.all([balanceOf(SUSD.address, me), balanceOf(SGLD.address, me)])
    await dialog(t.page).getByText('Balance: 10000 SUSD').waitFor()

    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('240')
    const details = dialog(t.page).getByRole('definition')
    await dialog(t.page).getByText('Minimum received').waitFor()
    expect(await details.allInnerTexts()).to.include('1%')
    const quote = await appState<{ toAmount: string; minimumReceived: string; allowanceEnough: boolean }>(t.page, 'slices.swaps.quote')
    expect(quote.allowanceEnough).to.equal(false)
    expect(BigInt(quote.minimumReceived)).to.equal((BigInt(quote.toAmount) * 9900n) / 10000n)

    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await dialog(t.page).getByRole('status').filter({ hasText: 'Swap complete' }).waitFor({ timeout: 30_000 })
    expect(await balanceOf(SUSD.address, me)).to.equal(susdBefore - parseUnits('240', 6))
    expect(await balanceOf(SGLD.address, me)).to.equal(sgldBefore + BigInt(quote.toAmount))
    // The approval went first, then the swap: two wallet transactions in the log, in that order.
    const sent = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log
        .events()
        .filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction')
        .map((e: any) => e.payload.params[0].to.toLowerCase()),
    )
    expect(sent).to.have.length(2)
    expect(sent[0]).to.equal(SUSD.address.toLowerCase())
    // Issue 30: the event that loaded the swaps chunk was handed to it, not dispatched again.
    expect(await t.page.evaluate(() => (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'swaps/opened').length)).to.equal(1)
    // The balances shown were read again from the chain.
    await dialog(t.page)
      .getByText(`Balance: ${Number(susdBefore - parseUnits('240', 6)) / 1e6} SUSD`)
      .waitFor()
    t.assertClean()
  })

  it('swaps ETH for SUSD with no approval, then SUSD back for ETH; native and token balances move on chain by the quotes less gas', async () => {
    const me = account(3).address
    const client = createPublicClient({ transport: http(demo.sandbox.market.rpcUrl) })
    /** Wei the account paid in gas for a transaction. */
    const gasPaid = async (hash: Hex) => {
      const receipt = await client.getTransactionReceipt({ hash })
      expect(receipt.status).to.equal('success')
      return receipt.gasUsed * receipt.effectiveGasPrice
    }
    const sentTransactions = (page: Page): Promise<{ to: string; value: string }[]> =>
      page.evaluate(() =>
        (window as any).__appKitInternals.log
          .events()
          .filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction')
          .map((e: any) => ({ to: e.payload.params[0].to.toLowerCase(), value: e.payload.params[0].value as string })),
      )
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 3 } })
    await connectAndOpenSwap(t.page, false, { sell: 'ETH', buy: 'SUSD' })
    const sellToken = dialog(t.page).getByRole('combobox', { name: 'Token to sell' })

    // ETH → SUSD: the ether goes as the transaction's value; nothing is approved.
    const [ethBefore, susdBefore] = await Promise.all([client.getBalance({ address: me }), balanceOf(SUSD.address, me)])
    await dialog(t.page)
      .getByText(/^Balance: \d+(\.\d+)? ETH$/)
      .waitFor()
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('0.05')
    await dialog(t.page).getByText('Minimum received').waitFor()
    const buyQuote = await appState<{ toAmount: string; allowanceEnough: boolean }>(t.page, 'slices.swaps.quote')
    expect(buyQuote.allowanceEnough).to.equal(true)
    await dialog(t.page).getByRole('button', { name: 'Swap', exact: true }).click()
    await dialog(t.page).getByRole('status').filter({ hasText: 'Swap complete' }).waitFor({ timeout: 30_000 })
    const buyHash = await appState<Hex>(t.page, 'slices.swaps.hash')
    const sentFirst = await sentTransactions(t.page)
    expect(sentFirst).to.have.length(1)
    expect(BigInt(sentFirst[0]!.value)).to.equal(parseUnits('0.05', 18))
    const ethMid = await client.getBalance({ address: me })
    expect(ethMid).to.equal(ethBefore - parseUnits('0.05', 18) - (await gasPaid(buyHash)))
    const susdMid = await balanceOf(SUSD.address, me)
    expect(susdMid).to.equal(susdBefore + BigInt(buyQuote.toAmount))

    // SUSD → ETH: the token is approved first, the router unwraps and pays out ether.
    await sellToken.selectOption({ label: 'SUSD' })
    await dialog(t.page).getByRole('combobox', { name: 'Token to buy' }).selectOption({ label: 'ETH' })
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('60')
    await dialog(t.page).getByText('Minimum received').waitFor()
    const sellQuote = await appState<{ toAmount: string; allowanceEnough: boolean; sell: string }>(t.page, 'slices.swaps.quote')
    expect(sellQuote.allowanceEnough).to.equal(false)
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await dialog(t.page).getByRole('status').filter({ hasText: 'Swap complete' }).waitFor({ timeout: 30_000 })
    const sellHash = await appState<Hex>(t.page, 'slices.swaps.hash')
    const approvalHash = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().find((e: any) => e.type === 'swaps/approval-confirmed').payload.hash as Hex,
    )
    const sentAfter = await sentTransactions(t.page)
    expect(sentAfter.map(tx => tx.to)).to.deep.equal([sentFirst[0]!.to, SUSD.address.toLowerCase(), sentFirst[0]!.to])
    expect(await balanceOf(SUSD.address, me)).to.equal(susdMid - parseUnits('60', 6))
    expect(await client.getBalance({ address: me })).to.equal(ethMid + BigInt(sellQuote.toAmount) - (await gasPaid(approvalHash)) - (await gasPaid(sellHash)))
    t.assertClean()
  })

  it('a swap the pool moved against before mining reverts on chain: the failure shows and the form stays', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt', wallet: { accountIndex: 1 } })
    await connectAndOpenSwap(t.page, true)
    const me = account(1).address
    const susdBefore = await balanceOf(SUSD.address, me)
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('100')
    await dialog(t.page).getByText('Minimum received').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    // First prompt: the approval.
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
    // Second prompt: the swap, built within 1% of the quote. Someone buys gold before the visitor signs.
    await waitForState(t.page, 'slices.swaps.stage', 'swapping')
    await walletPrompt(t.page).waitFor()
    await movePool(5, '2000')
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()

    const alert = dialog(t.page).getByRole('alert')
    await alert.filter({ hasText: 'Swap failed' }).waitFor({ timeout: 30_000 })
    await alert.filter({ hasText: 'The swap failed on chain' }).waitFor()
    expect(await balanceOf(SUSD.address, me)).to.equal(susdBefore)
    // The form is kept: same tokens, same amount, ready for a new quote.
    expect(await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).inputValue()).to.equal('100')
    expect(await appState<string>(t.page, 'slices.swaps.hash')).to.match(/^0x[0-9a-f]{64}$/)
  })

  it('refuses a zero amount, one above the balance and one with too many decimals, without asking for a quote', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 2 } })
    await connectAndOpenSwap(t.page, false)
    const amount = dialog(t.page).getByRole('textbox', { name: 'Amount to sell' })
    const swap = dialog(t.page).getByRole('button', { name: 'Swap' })
    demo.sandbox.api.clearRequests()
    for (const [typed, message] of [
      ['0', 'The amount must be greater than 0'],
      ['20000', 'Insufficient SUSD balance'],
      ['1.1234567', 'SUSD has at most 6 decimals'],
    ] as const) {
      await amount.fill(typed)
      await dialog(t.page).getByRole('alert').filter({ hasText: message }).waitFor()
      expect(await swap.isDisabled()).to.equal(true)
    }
    expect(demo.sandbox.api.requests.filter(request => request.path === '/v1/convert/quotes')).to.have.length(0)
  })

  it('shows a failed quote with a retry that gets one, and a timed-out quote the same way', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 2 } })
    await connectAndOpenSwap(t.page, false)
    demo.sandbox.api.fail('/v1/convert/quotes', { status: 500, times: QUERY_RETRY_COUNT + 1 })
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('5')
    const alert = dialog(t.page).getByRole('alert').filter({ hasText: 'Could not get a quote' })
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await dialog(t.page).getByText('Minimum received').waitFor()

    // SPEC §8: a timeout (10 s) is its own error; the retry then gets the quote.
    demo.sandbox.api.fail('/v1/convert/quotes', { delayMs: 12_000 })
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('6')
    await alert.waitFor({ timeout: 20_000 })
    expect(await appState<string>(t.page, 'slices.swaps.quoteError')).to.equal('The request took too long to respond.')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await dialog(t.page).getByText('Minimum received').waitFor()
  })

  it('an approval rejected in the wallet shows the failure, keeps the form and signs nothing else', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt', wallet: { accountIndex: 6 } })
    await connectAndOpenSwap(t.page, true)
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('10')
    await dialog(t.page).getByText('Minimum received').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Reject' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Swap failed' }).waitFor()
    expect(await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).inputValue()).to.equal('10')
    const sent = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length,
    )
    expect(sent).to.equal(1)
  })

  it('an account switched in the wallet mid-swap stops the flow before the swap is signed; the form stays for the new account', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt', wallet: { accountIndex: 4 } })
    await connectAndOpenSwap(t.page, true)
    const [first, second] = [account(4).address, account(7).address]
    const before = await Promise.all([
      balanceOf(SUSD.address, first),
      balanceOf(SGLD.address, first),
      balanceOf(SUSD.address, second),
      balanceOf(SGLD.address, second),
    ])
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('10')
    await dialog(t.page).getByText('Minimum received').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await walletPrompt(t.page).waitFor()
    // While the wallet asks about the approval, the visitor picks another account in it.
    await t.page.evaluate(() => (window as any).__sandboxWallet.setAccountIndex(7))
    await waitForState(t.page, 'accounts.eip155.address', second)
    await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()

    const alert = dialog(t.page).getByRole('alert')
    await alert.filter({ hasText: 'The account or network changed; check the quote again' }).waitFor({ timeout: 30_000 })
    await alert.filter({ hasText: 'Swap failed' }).waitFor()
    // Only the approval reached the wallet: the swap was never asked for, and no token moved.
    const sent = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length,
    )
    expect(sent).to.equal(1)
    expect(
      await Promise.all([balanceOf(SUSD.address, first), balanceOf(SGLD.address, first), balanceOf(SUSD.address, second), balanceOf(SGLD.address, second)]),
    ).to.deep.equal(before)
    expect(await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).inputValue()).to.equal('10')
    // The balances shown are the new account's, read again from the chain.
    await waitForState(t.page, 'slices.swaps.quoteStatus', 'ready')
    expect(await appState<Record<string, string>>(t.page, 'slices.swaps.balances')).to.include({ [`eip155:8453:${SUSD.address}`]: before[2].toString() })
  })

  it('a network switched mid-swap (while the approval mines) stops the flow before the swap is signed', async () => {
    const t = await openDemoPage(demo.pageUrl, { approval: 'prompt', wallet: { accountIndex: 8 } })
    await connectAndOpenSwap(t.page, true)
    const me = account(8).address
    const susdBefore = await balanceOf(SUSD.address, me)
    const anvil = createTestClient({ mode: 'anvil', transport: http(demo.sandbox.market.rpcUrl) })
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('10')
    await dialog(t.page).getByText('Minimum received').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await walletPrompt(t.page).waitFor()
    // The approval stays in the mempool until the visitor has moved to another network.
    await anvil.setAutomine(false)
    try {
      const switched = t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:31337' }))
      await walletPrompt(t.page).getByRole('button', { name: 'Approve' }).click()
      await walletPrompt(t.page).filter({ hasText: 'Switch network' }).getByRole('button', { name: 'Approve' }).click()
      await switched
      await waitForState(t.page, 'activeCaipNetworkId', 'eip155:31337')
      await anvil.mine({ blocks: 1 })
    } finally {
      await anvil.setAutomine(true)
    }
    await waitForState(t.page, 'slices.swaps.stage', 'failed')
    expect(await appState<string>(t.page, 'slices.swaps.stageError')).to.equal('The account or network changed; check the quote again')
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Network not supported for Swaps' }).waitFor()
    const sent = await t.page.evaluate(
      () => (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length,
    )
    expect(sent).to.equal(1)
    expect(await balanceOf(SUSD.address, me)).to.equal(susdBefore)
  })

  it('says the network is not supported for swaps when the visitor switches to one off SPEC §9', async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 2 } })
    await connectAndOpenSwap(t.page, false)
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:31337' }))
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Network not supported for Swaps' }).waitFor()
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:8453' }))
    await dialog(t.page).getByRole('combobox', { name: 'Token to sell' }).waitFor()
  })

  it("the demo lists the market chain: a visitor picks 'Sandbox Market' in the network list and Swap offers its tokens", async () => {
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 2 } })
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Networks' }))
    await t.page
      .getByRole('dialog')
      .getByRole('button', { name: /Sandbox Market/ })
      .click()
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:8453')
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Swap' }))
    await dialog(t.page).getByRole('combobox', { name: 'Token to sell' }).waitFor()
    await dialog(t.page).getByText('Balance: 10000 SUSD').waitFor()
    expect(await dialog(t.page).getByText('Network not supported for Swaps').count()).to.equal(0)
  })

  describe('a build answer that differs from the quote is refused before the wallet sees it', () => {
    const THIEF: Address = '0x000000000000000000000000000000000000dEaD'
    /** Records every method the page asks of the sandbox wallet's provider. */
    const recordWalletCalls = (page: Page) =>
      page.evaluate(() => {
        const provider = (window as any).__sandboxWallet.provider
        const request = provider.request.bind(provider)
        ;(window as any).__walletCalls = []
        provider.request = (args: { method: string }) => {
          ;(window as any).__walletCalls.push(args.method)
          return request(args)
        }
      })
    const walletCalls = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__walletCalls)
    const me = account(2).address
    const chainBalances = async () => {
      const client = createPublicClient({ transport: http(demo.sandbox.market.rpcUrl) })
      return Promise.all([client.getBalance({ address: me }), balanceOf(SUSD.address, me), balanceOf(SGLD.address, me), balanceOf(SUSD.address, THIEF)])
    }

    async function refused(trade: { sell: string; buy: string; amount: string }, arm: () => void, message: string): Promise<void> {
      const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 2 } })
      await connectAndOpenSwap(t.page, false, trade)
      const before = await chainBalances()
      await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill(trade.amount)
      await dialog(t.page).getByText('Minimum received').waitFor()
      await recordWalletCalls(t.page)
      arm()
      await dialog(t.page).getByRole('button', { name: /swap$/i }).click()
      const alert = dialog(t.page).getByRole('alert')
      await alert.filter({ hasText: message }).waitFor({ timeout: 20_000 })
      await alert.filter({ hasText: 'Swap failed' }).waitFor()
      // Nothing reached the wallet, nothing moved on chain, and an error event was raised for analytics.
      expect(await walletCalls(t.page)).to.not.include('eth_sendTransaction')
      expect(
        await t.page.evaluate(
          () =>
            (window as any).__appKitInternals.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length,
        ),
      ).to.equal(0)
      expect(await chainBalances()).to.deep.equal(before)
      const raised = await t.page.evaluate(() =>
        (window as any).__appKitInternals.log
          .events()
          .filter((e: any) => e.type === 'error/raised')
          .map((e: any) => [e.payload.plugin, e.payload.error.shortMessage]),
      )
      expect(raised).to.deep.include(['features/swaps', message])
    }

    it('a build-transaction sent to another contract than the router', () =>
      refused(
        { sell: 'ETH', buy: 'SUSD', amount: '0.01' },
        () => demo.sandbox.api.tamper.buildTransaction({ to: THIEF }),
        'The swap transaction goes to a contract that is not a known swap router. Nothing was sent to your wallet.',
      ))

    it('a build-transaction whose value is not the amount sold', () =>
      refused(
        { sell: 'ETH', buy: 'SUSD', amount: '0.01' },
        () => demo.sandbox.api.tamper.buildTransaction({ value: parseUnits('1', 18).toString() }),
        'The swap transaction would send a different amount than the quote. Nothing was sent to your wallet.',
      ))

    it('a build-transaction whose minimum out is below the quote less 1%', () =>
      refused(
        { sell: 'ETH', buy: 'SUSD', amount: '0.01' },
        () => demo.sandbox.api.tamper.buildTransaction({ amountOutMin: '0' }),
        'The swap transaction accepts less than the minimum received shown. Nothing was sent to your wallet.',
      ))

    it('a build-transaction that pays the bought tokens to another account', () =>
      refused(
        { sell: 'ETH', buy: 'SUSD', amount: '0.01' },
        () => demo.sandbox.api.tamper.buildTransaction({ recipient: THIEF }),
        'The swap transaction pays out to another account than yours. Nothing was sent to your wallet.',
      ))

    it("a build-approve naming the sandbox's own router deployment (not 1inch V6's address) as spender", () =>
      refused(
        { sell: 'SUSD', buy: 'SGLD', amount: '7' },
        () => demo.sandbox.api.tamper.buildApprove({ spender: SANDBOX_ROUTER_CODE }),
        'The approval is for another token or contract than this swap. Nothing was sent to your wallet.',
      ))

    it('a build-approve for more than the amount sold (unlimited)', () =>
      refused(
        { sell: 'SUSD', buy: 'SGLD', amount: '7' },
        () => demo.sandbox.api.tamper.buildApprove({ amount: 'unlimited' }),
        'The approval asked for is not exactly the amount to sell. Nothing was sent to your wallet.',
      ))
  })

  it('a receipt read that fails twice then succeeds ends in one swap on chain; the button stays off meanwhile', async () => {
    const me = account(6).address
    const client = createPublicClient({ transport: http(demo.sandbox.market.rpcUrl) })
    const t = await openDemoPage(demo.pageUrl, { wallet: { accountIndex: 6 } })
    await connectAndOpenSwap(t.page, false, { sell: 'ETH', buy: 'SUSD' })
    const [ethBefore, susdBefore] = await Promise.all([client.getBalance({ address: me }), balanceOf(SUSD.address, me)])
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('0.02')
    await dialog(t.page).getByText('Minimum received').waitFor()
    const quote = await appState<{ toAmount: string }>(t.page, 'slices.swaps.quote')
    demo.sandbox.api.clearRequests()
    demo.sandbox.api.failRpc('eth_getTransactionReceipt', { times: 2, caipNetworkId: 'eip155:8453' })
    const button = dialog(t.page).getByRole('button', { name: 'Swap', exact: true })
    await button.click()
    // Until the swap is known to be mined, the view never offers it again.
    const done = dialog(t.page).getByRole('status').filter({ hasText: 'Swap complete' })
    const deadline = Date.now() + 30_000
    while (!(await done.isVisible())) {
      expect(await button.isDisabled(), 'the Swap button was enabled before the receipt was read').to.equal(true)
      expect(Date.now()).to.be.below(deadline)
      await t.page.waitForTimeout(50)
    }
    const events: { type: string; method?: string }[] = await t.page.evaluate(() =>
      (window as any).__appKitInternals.log.events().map((e: any) => ({ type: e.type, method: e.payload?.method })),
    )
    expect(events.filter(e => e.type === 'rpc/requested' && e.method === 'eth_sendTransaction')).to.have.length(1)
    expect(events.filter(e => e.type === 'swaps/swap-failed')).to.have.length(0)
    // The two faults were met: the receipt was read three times at least.
    const receiptReads = demo.sandbox.api.requests.filter(
      request => request.path === '/v1' && JSON.stringify(request.body ?? '').includes('eth_getTransactionReceipt'),
    )
    expect(receiptReads.length).to.be.at.least(3)
    // One swap on chain: the SUSD received is one quote's, the ether spent one amount plus one transaction's gas.
    const hash = await appState<Hex>(t.page, 'slices.swaps.hash')
    const receipt = await client.getTransactionReceipt({ hash })
    expect(await balanceOf(SUSD.address, me)).to.equal(susdBefore + BigInt(quote.toAmount))
    expect(await client.getBalance({ address: me })).to.equal(ethBefore - parseUnits('0.02', 18) - receipt.gasUsed * receipt.effectiveGasPrice)
  })
})
