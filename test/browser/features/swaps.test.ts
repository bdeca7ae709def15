import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { createPublicClient, createTestClient, createWalletClient, erc20Abi, http, parseUnits, publicActions } from 'viem'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { appState, openDemoPage, waitForState, type SandboxPatch } from '../e2e/demoPage'
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

  /** The app and wallet see the market chain first, so the wallet starts on it. */
  const onMarket = (patch: SandboxPatch = {}): SandboxPatch => {
    const { chainId, caipNetworkId, name, rpcUrl } = demo.sandbox.market
    return { chains: [{ chainId, caipNetworkId, name, rpcUrl }, ...demo.config.chains], ...patch }
  }
  const balanceOf = (token: Address, owner: Address) =>
    createPublicClient({ transport: http(demo.sandbox.market.rpcUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  async function connectAndOpenSwap(page: Page, approvePrompt: boolean): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).click()
    if (approvePrompt) await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
    await waitForState(page, 'accounts.eip155.status', 'connected')
    await waitForState(page, 'activeCaipNetworkId', 'eip155:8453')
    await page.evaluate(() => (window as any).__appKit.open({ view: 'Swap', data: { sell: 'SUSD', buy: 'SGLD' } }))
    await dialog(page).getByRole('combobox', { name: 'Token to sell' }).waitFor()
  }

  /** Moves the SUSD/SGLD pool from another account, as a trader elsewhere would. */
  async function movePool(index: number, susd: string): Promise<void> {
    const mover = account(index)
    const client = createWalletClient({ account: mover, chain: demo.sandbox.market.network, transport: http(demo.sandbox.market.rpcUrl) }).extend(publicActions)
    const api = (path: string, init?: RequestInit) => fetch(`${demo.sandbox.apiUrl}${path}`, init).then(response => response.json() as Promise<{ tx: { to: string; data: Hex; eip155: { gas: string } } }>)
    const caip = (address: Address) => `eip155:8453:${address}`
    const send = async (tx: { to: string; data: Hex; eip155: { gas: string } }) =>
      client.waitForTransactionReceipt({ hash: await client.sendTransaction({ to: tx.to.split(':')[2] as Address, data: tx.data, gas: BigInt(tx.eip155.gas) }), pollingInterval: 50 })
    await send((await api(`/v1/convert/build-approve?projectId=p&st=t&sv=1&userAddress=${mover.address}&from=${caip(SUSD.address)}&to=${caip(SGLD.address)}`)).tx)
    const body = { amount: parseUnits(susd, 6).toString(), eip155: { slippage: '1' }, from: caip(SUSD.address), to: caip(SGLD.address), userAddress: mover.address }
    const receipt = await send((await api('/v1/convert/build-transaction', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).tx)
    expect(receipt.status).to.equal('success')
  }

  it('swaps SUSD for SGLD with an approval first; both balances move on chain by the quote', async () => {
    const t = await openDemoPage(demo.pageUrl, onMarket())
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
      (window as any).__appKit.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').map((e: any) => e.payload.params[0].to.toLowerCase()),
    )
    expect(sent).to.have.length(2)
    expect(sent[0]).to.equal(SUSD.address.toLowerCase())
    // The balances shown were read again from the chain.
    await dialog(t.page).getByText(`Balance: ${Number(susdBefore - parseUnits('240', 6)) / 1e6} SUSD`).waitFor()
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
        (window as any).__appKit.log
          .events()
          .filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction')
          .map((e: any) => ({ to: e.payload.params[0].to.toLowerCase(), value: e.payload.params[0].value as string })),
      )
    const t = await openDemoPage(demo.pageUrl, onMarket({ wallet: { accountIndex: 3 } }))
    await t.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await t.page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).click()
    await waitForState(t.page, 'accounts.eip155.status', 'connected')
    await waitForState(t.page, 'activeCaipNetworkId', 'eip155:8453')
    await t.page.evaluate(() => (window as any).__appKit.open({ view: 'Swap', data: { sell: 'ETH', buy: 'SUSD' } }))
    const sellToken = dialog(t.page).getByRole('combobox', { name: 'Token to sell' })
    await sellToken.waitFor()

    // ETH → SUSD: the ether goes as the transaction's value; nothing is approved.
    const [ethBefore, susdBefore] = await Promise.all([client.getBalance({ address: me }), balanceOf(SUSD.address, me)])
    await dialog(t.page).getByText(/^Balance: \d+(\.\d+)? ETH$/).waitFor()
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
    const approvalHash = await t.page.evaluate(() => (window as any).__appKit.log.events().find((e: any) => e.type === 'swaps/approval-confirmed').payload.hash as Hex)
    const sentAfter = await sentTransactions(t.page)
    expect(sentAfter.map(tx => tx.to)).to.deep.equal([sentFirst[0]!.to, SUSD.address.toLowerCase(), sentFirst[0]!.to])
    expect(await balanceOf(SUSD.address, me)).to.equal(susdMid - parseUnits('60', 6))
    expect(await client.getBalance({ address: me })).to.equal(ethMid + BigInt(sellQuote.toAmount) - (await gasPaid(approvalHash)) - (await gasPaid(sellHash)))
    t.assertClean()
  })

  it('a swap the pool moved against before mining reverts on chain: the failure shows and the form stays', async () => {
    const t = await openDemoPage(demo.pageUrl, onMarket({ approval: 'prompt', wallet: { accountIndex: 1 } }))
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
    const t = await openDemoPage(demo.pageUrl, onMarket({ wallet: { accountIndex: 2 } }))
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
    const t = await openDemoPage(demo.pageUrl, onMarket({ wallet: { accountIndex: 2 } }))
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
    const t = await openDemoPage(demo.pageUrl, onMarket({ approval: 'prompt', wallet: { accountIndex: 6 } }))
    await connectAndOpenSwap(t.page, true)
    await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).fill('10')
    await dialog(t.page).getByText('Minimum received').waitFor()
    await dialog(t.page).getByRole('button', { name: 'Approve SUSD and swap' }).click()
    await walletPrompt(t.page).getByRole('button', { name: 'Reject' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Swap failed' }).waitFor()
    expect(await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).inputValue()).to.equal('10')
    const sent = await t.page.evaluate(() => (window as any).__appKit.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length)
    expect(sent).to.equal(1)
  })

  it('an account switched in the wallet mid-swap stops the flow before the swap is signed; the form stays for the new account', async () => {
    const t = await openDemoPage(demo.pageUrl, onMarket({ approval: 'prompt', wallet: { accountIndex: 4 } }))
    await connectAndOpenSwap(t.page, true)
    const [first, second] = [account(4).address, account(7).address]
    const before = await Promise.all([balanceOf(SUSD.address, first), balanceOf(SGLD.address, first), balanceOf(SUSD.address, second), balanceOf(SGLD.address, second)])
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
    const sent = await t.page.evaluate(() => (window as any).__appKit.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length)
    expect(sent).to.equal(1)
    expect(await Promise.all([balanceOf(SUSD.address, first), balanceOf(SGLD.address, first), balanceOf(SUSD.address, second), balanceOf(SGLD.address, second)])).to.deep.equal(before)
    expect(await dialog(t.page).getByRole('textbox', { name: 'Amount to sell' }).inputValue()).to.equal('10')
    // The balances shown are the new account's, read again from the chain.
    await waitForState(t.page, 'slices.swaps.quoteStatus', 'ready')
    expect(await appState<Record<string, string>>(t.page, 'slices.swaps.balances')).to.include({ [`eip155:8453:${SUSD.address}`]: before[2].toString() })
  })

  it('a network switched mid-swap (while the approval mines) stops the flow before the swap is signed', async () => {
    const t = await openDemoPage(demo.pageUrl, onMarket({ approval: 'prompt', wallet: { accountIndex: 8 } }))
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
    const sent = await t.page.evaluate(() => (window as any).__appKit.log.events().filter((e: any) => e.type === 'rpc/requested' && e.payload.method === 'eth_sendTransaction').length)
    expect(sent).to.equal(1)
    expect(await balanceOf(SUSD.address, me)).to.equal(susdBefore)
  })

  it('says the network is not supported for swaps when the visitor switches to one off SPEC §9', async () => {
    const t = await openDemoPage(demo.pageUrl, onMarket({ wallet: { accountIndex: 2 } }))
    await connectAndOpenSwap(t.page, false)
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:31337' }))
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Network not supported for Swaps' }).waitFor()
    await t.page.evaluate(() => (window as any).__appKit.switchNetwork({ network: 'eip155:8453' }))
    await dialog(t.page).getByRole('combobox', { name: 'Token to sell' }).waitFor()
  })
})
