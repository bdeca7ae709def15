import { expect } from 'chai'
import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { SANDBOX_MNEMONIC } from '../../../devtools/sandbox/sandboxConstants'
import { startDemo, type Demo } from '../../../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../../../devtools/sandbox/tokens/sandboxTokens'
import { seriousViolations } from '../react/axeScan'
import { AXE_PATH } from '../react/fixturePage'
import { openDemoPage, waitForState } from './demoPage'
import { QUERY_RETRY_COUNT } from '../../../core/constants'

const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const SUSD = sandboxErc20('SUSD')

const dialog = (page: Page) => page.getByRole('dialog')
const accountButton = (page: Page) => page.locator('[data-vestibule-button="account"]')
const tokenRows = (page: Page) => dialog(page).getByRole('list', { name: 'Tokens' }).getByRole('listitem')

async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await waitForState(page, 'accounts.eip155.status', 'connected')
}

async function openAccount(page: Page): Promise<void> {
  await accountButton(page).click()
  await dialog(page).getByRole('tablist').waitFor()
}

/** Draws the Receive QR code (an SVG path) on a white canvas in the page and decodes it with jsQR. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const qr = dialog(page).getByRole('img', { name: 'QR code of your address' })
  await qr.locator('svg').waitFor()
  const pixels = await qr.evaluate(async element => {
    const svg = element.querySelector('svg')!.cloneNode(true) as SVGSVGElement
    svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
    const size = 400
    const margin = 40
    const image = new Image()
    image.src = `data:image/svg+xml,${encodeURIComponent(svg.outerHTML)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = size + 2 * margin
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, margin, margin, size, size)
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) }
  })
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
}

describe('portfolio: Account tabs, Receive, faults, end to end on the sandbox (issue 12)', function () {
  this.timeout(60_000)
  let demo: Demo

  before(async () => {
    demo = await startDemo({ port: 0, approval: 'auto', phoneApproval: 'auto' })
  })
  after(() => demo?.stop())
  afterEach(async () => {
    demo.sandbox.api.clearFaults()
    await demo.phone.disconnect().catch(() => undefined)
  })

  const chainBalance = async (symbol: 'SUSD' | 'SGLD') => {
    const token = sandboxErc20(symbol)
    const client = createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) })
    const units = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] })
    return Number(formatUnits(units, token.decimals)).toFixed(3)
  }

  it('lists the deployed tokens with balances read from the chain, by fiat value, zero-decimal positions only under NFTs', async () => {
    // `?portfolio`: the demo also draws its own token list from useAppKitBalances().
    const t = await openDemoPage(`${demo.pageUrl}/?portfolio`)
    await connect(t.page)
    // The host's own account page, drawn from useAppKitBalances() outside the modal.
    const hostList = t.page.getByRole('list', { name: 'Portfolio tokens' })
    await hostList.getByText('SUSD: 10000', { exact: true }).waitFor()
    expect(await hostList.getByRole('listitem').allInnerTexts()).to.have.length(3)
    await openAccount(t.page)
    await tokenRows(t.page).nth(2).waitFor()
    const symbols = await tokenRows(t.page).evaluateAll(rows => rows.map(row => row.getAttribute('data-symbol')))
    // ETH (≈ 10,000 × $3,000) before SGLD (25 × $2,400) before SUSD (10,000 × $1); SPTS and CRIT have 0 decimals (SPEC §5).
    expect(symbols).to.deep.equal(['ETH', 'SGLD', 'SUSD'])
    await tokenRows(t.page)
      .filter({ hasText: `${await chainBalance('SUSD')} SUSD` })
      .waitFor()
    await tokenRows(t.page)
      .filter({ hasText: `${await chainBalance('SGLD')} SGLD` })
      .filter({ hasText: '$60,000.00' })
      .waitFor()

    await dialog(t.page).getByRole('tab', { name: 'NFTs' }).click()
    const nfts = dialog(t.page).getByRole('list', { name: 'NFTs' }).getByRole('listitem')
    await nfts.first().waitFor()
    expect(await nfts.evaluateAll(rows => rows.map(row => row.getAttribute('data-symbol')))).to.deep.equal(['SPTS', 'CRIT'])
    // Token images come from the API's /public/getTokenImage and show as object URLs.
    await dialog(t.page).getByRole('tab', { name: 'Tokens' }).click()
    const image = dialog(t.page).locator('li[data-symbol="SUSD"] img')
    await image.waitFor()
    expect(await image.getAttribute('src')).to.match(/^blob:/)
    expect(demo.sandbox.api.requests.filter(request => request.path === '/public/getTokenImage/SUSD')).to.have.length(1)
    t.assertClean()
  })

  it('sends a token from the demo: Activity shows it and the balances move', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await openAccount(t.page)
    const before = await chainBalance('SUSD')
    await tokenRows(t.page)
      .filter({ hasText: `${before} SUSD` })
      .waitFor()
    await dialog(t.page).getByRole('tab', { name: 'Activity' }).click()
    await dialog(t.page).getByRole('list', { name: 'Transactions' }).waitFor()
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)

    await t.page.getByRole('button', { name: 'Send 1.5 SUSD to account #1' }).click()
    await t.page.locator('output').filter({ hasText: 'Token transfer: 0x' }).waitFor()
    const hash = (await t.page.locator('output').innerText()).replace('Token transfer: ', '')
    expect(hash).to.match(/^0x[0-9a-f]{64}$/)
    // The wallet answers with the hash before the block is mined: the chain's figure is read after it.
    await createPublicClient({ transport: http(demo.sandbox.chains[0]!.rpcUrl) }).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    const after = await chainBalance('SUSD')
    expect(Number(before) - Number(after)).to.equal(1.5)

    await openAccount(t.page)
    // The send refreshed the cached balances once it landed (no 30 s wait): the list shows the chain's new figure.
    await tokenRows(t.page)
      .filter({ hasText: `${after} SUSD` })
      .waitFor()
    await dialog(t.page).getByRole('tab', { name: 'Activity' }).click()
    const latest = dialog(t.page).getByRole('list', { name: 'Transactions' }).locator('[data-operation]').first()
    await latest.filter({ hasText: '1.500 SUSD' }).waitFor()
    expect(await latest.getAttribute('data-operation')).to.equal('send')
    expect(await latest.getAttribute('data-status')).to.equal('confirmed')
    const history = demo.sandbox.api.requests.filter(request => request.route === '/v1/account/:address/history')
    expect(history.at(-1)?.query.chainId).to.equal('eip155:31337')
    t.assertClean()
  })

  it('reports no serious or critical axe violation on the Tokens, NFTs and Activity tabs, Receive and Wallets', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await t.page.addScriptTag({ path: AXE_PATH })
    await connect(t.page)
    await openAccount(t.page)
    await tokenRows(t.page).first().waitFor()
    const found: string[] = []
    found.push(...(await seriousViolations(t.page)))
    await dialog(t.page).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(t.page).getByRole('list', { name: 'NFTs' }).waitFor()
    found.push(...(await seriousViolations(t.page)))
    // Arrow keys move between tabs (the tab list pattern).
    await t.page.keyboard.press('ArrowRight')
    await dialog(t.page).getByRole('list', { name: 'Transactions' }).waitFor()
    expect(await dialog(t.page).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).to.equal('true')
    found.push(...(await seriousViolations(t.page)))
    await dialog(t.page).getByRole('button', { name: 'Receive' }).click()
    await dialog(t.page).getByTestId('receive-address').waitFor()
    found.push(...(await seriousViolations(t.page)))
    await dialog(t.page).getByRole('button', { name: /back/i }).click()
    await dialog(t.page).getByRole('button', { name: 'Wallets' }).click()
    await dialog(t.page).getByRole('list', { name: 'Connected wallets' }).waitFor()
    found.push(...(await seriousViolations(t.page)))
    expect(found).to.deep.equal([])
    t.assertClean()
  })

  it('revokes every token image object URL once no row shows it (the modal closed)', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    // The instance's image cache (the images feature's, in the registry): which URLs it lends now.
    const tokenUrl = (symbol: string) =>
      t.page.evaluate<string | null>(`window.__appKit.registry.get('vestibule/api-images')?.peek('token', '${symbol}') ?? null`)
    await openAccount(t.page)
    await dialog(t.page).locator('li[data-symbol="SGLD"] img').waitFor()
    await dialog(t.page).locator('li[data-symbol="SUSD"] img').waitFor()
    // SGLD and SUSD from /public/getTokenImage, each row showing the cache's URL; ETH's icon is inline in the balance answer.
    expect(await dialog(t.page).locator('li[data-symbol="SGLD"] img').getAttribute('src')).to.equal(await tokenUrl('SGLD'))
    expect(await tokenUrl('SUSD')).to.match(/^blob:/)
    await t.page.keyboard.press('Escape')
    await waitForState(t.page, 'modal.isOpen', false)
    await t.page.waitForFunction(`['SGLD', 'SUSD'].every(symbol => window.__appKit.registry.get('vestibule/api-images').peek('token', symbol) === undefined)`)
    // Shown again: the blobs were kept, so no image is fetched twice.
    const fetched = demo.sandbox.api.requests.filter(request => request.path.startsWith('/public/getTokenImage/')).length
    await openAccount(t.page)
    await dialog(t.page).locator('li[data-symbol="SGLD"] img').waitFor()
    expect(demo.sandbox.api.requests.filter(request => request.path.startsWith('/public/getTokenImage/')).length).to.equal(fetched)
  })

  it('Receive shows a QR code that decodes to the address, the address as text, and the networks', async () => {
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Receive' }).click()
    expect(await decodeQr(t.page)).to.equal(ACCOUNT)
    expect(await dialog(t.page).getByTestId('receive-address').innerText()).to.equal(ACCOUNT)
    const networks = dialog(t.page).getByRole('region', { name: 'Networks this address can receive on' })
    await networks.getByText('Sandbox Beta').waitFor()
    await dialog(t.page).getByText('Receiving on Sandbox Alpha').waitFor()
    t.assertClean()
  })

  it('ProfileWallets lists every connected wallet and switches the active one', async () => {
    const t = await openDemoPage(demo.pageUrl, {}, { contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } })
    await connect(t.page)
    // A second wallet: the phone, paired over WalletConnect from 'Add wallet'.
    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Wallets' }).click()
    const wallets = dialog(t.page).getByRole('list', { name: 'Connected wallets' }).getByRole('listitem')
    await wallets.first().waitFor()
    expect(await wallets.count()).to.equal(1)
    await dialog(t.page).getByRole('button', { name: 'Add wallet' }).click()
    await dialog(t.page)
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await dialog(t.page).getByRole('button', { name: 'Copy link' }).click()
    await t.page.getByText('Link copied').waitFor()
    await demo.phone.pair((await t.page.evaluate('navigator.clipboard.readText()')) as string)
    await waitForState(t.page, 'activeConnectorIds.eip155', 'walletConnect', 30_000)

    await accountButton(t.page).click()
    await dialog(t.page).getByRole('button', { name: 'Wallets' }).click()
    // The phone approves Solana too (a row of its own); the EVM rows are the ones switched between.
    const evmWallets = wallets.and(t.page.locator('[data-namespace="eip155"]'))
    await evmWallets.nth(1).waitFor()
    expect(await evmWallets.evaluateAll(rows => rows.map(row => [row.getAttribute('data-connector'), row.getAttribute('data-current')]))).to.deep.equal([
      ['walletConnect', 'true'],
      [
        await t.page.evaluate(
          () => (window as any).__appKit.getState().connections.eip155.find((r: { connectorId: string }) => r.connectorId !== 'walletConnect').connectorId,
        ),
        'false',
      ],
    ])
    await evmWallets
      .nth(1)
      .getByRole('button', { name: /^Sandbox Wallet/ })
      .click()
    await t.page.waitForFunction(() => (window as any).__appKit.getState().activeConnectorIds.eip155 !== 'walletConnect')
    await evmWallets.first().and(t.page.locator('[data-current="true"]')).filter({ hasText: 'Sandbox Wallet' }).waitFor()
    expect(await evmWallets.count()).to.equal(2)
  })

  it('survives a 5xx on balances with SPEC §8 message and a retry that works', async () => {
    // Several times: the network plugin reads the native balance from the same route.
    demo.sandbox.api.fail('/v1/account/:address/balance', { status: 503, times: 10 * (QUERY_RETRY_COUNT + 1) })
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    await openAccount(t.page)
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }).waitFor()
    demo.sandbox.api.clearFaults()
    await dialog(t.page).getByRole('button', { name: 'Try again' }).click()
    await tokenRows(t.page).filter({ hasText: 'SUSD' }).waitFor()
  })

  it('survives a timed-out history with SPEC §8 message and a retry', async function () {
    this.timeout(40_000)
    const t = await openDemoPage(demo.pageUrl)
    await connect(t.page)
    // Longer than the client's 10 s timeout (SPEC §8).
    demo.sandbox.api.fail('/v1/account/:address/history', { delayMs: 11_000, status: 500, times: 1 })
    await openAccount(t.page)
    await dialog(t.page).getByRole('tab', { name: 'Activity' }).click()
    await dialog(t.page).getByRole('alert').filter({ hasText: 'Failed to fetch transactions' }).waitFor({ timeout: 15_000 })
    await dialog(t.page).getByRole('button', { name: 'Try again' }).click()
    await dialog(t.page).getByRole('list', { name: 'Transactions' }).locator('[data-operation]').first().waitFor()
  })

  it('drops malformed balance and history entries (logged), showing the valid ones and never NaN', async () => {
    // `?debug`: the instance logs warnings to the console (SPEC §9 default level is error).
    const t = await openDemoPage(`${demo.pageUrl}/?debug`)
    const warnings: string[] = []
    t.page.on('console', message => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const good = { name: 'Sandbox Dollar', symbol: 'SUSD', chainId: 'eip155:31337', value: 7, price: 1, iconUrl: '', quantity: { decimals: '6', numeric: '7' } }
    demo.sandbox.api.fail('/v1/account/:address/balance', {
      status: 200,
      times: 10,
      body: { balances: [good, { ...good, symbol: 'BAD', quantity: { decimals: '6', numeric: 'lots' } }, { symbol: 'NOPE' }, null] },
    })
    const goodTransaction = {
      id: '0xgood',
      metadata: { operationType: 'receive', minedAt: new Date().toISOString(), chain: 'eip155:31337', status: 'confirmed', sentFrom: '0x1', sentTo: ACCOUNT },
      transfers: [{ direction: 'in', quantity: { numeric: '2' }, fungible_info: { name: 'Sandbox Gold', symbol: 'SGLD', icon: { url: '' } } }],
    }
    demo.sandbox.api.fail('/v1/account/:address/history', {
      status: 200,
      body: {
        data: [
          goodTransaction,
          { ...goodTransaction, id: '0xbad', metadata: { ...goodTransaction.metadata, minedAt: 'yesterday-ish' } },
          { ...goodTransaction, id: '0xother-chain', metadata: { ...goodTransaction.metadata, chain: 'eip155:31338' } },
          { ...goodTransaction, id: '0xspam', transfers: [{ quantity: { numeric: '1' }, nft_info: { name: 'Free stuff', flags: { is_spam: true } } }] },
          42,
        ],
        next: null,
      },
    })
    await connect(t.page)
    await openAccount(t.page)
    await tokenRows(t.page).filter({ hasText: '7.000 SUSD' }).waitFor()
    expect(await tokenRows(t.page).count()).to.equal(1)
    await dialog(t.page).getByRole('tab', { name: 'Activity' }).click()
    const rows = dialog(t.page).getByRole('list', { name: 'Transactions' }).locator('[data-operation]')
    await rows.first().filter({ hasText: '+2.000 SGLD' }).waitFor()
    expect(await rows.count()).to.equal(1)
    expect(await dialog(t.page).innerText()).to.not.include('NaN')
    expect(warnings.filter(text => text.includes('token balance was dropped'))).to.have.length.at.least(3)
    expect(warnings.filter(text => text.includes('transaction was dropped'))).to.have.length(2)
  })
})
