// Issue 12 budgets:
// - the connect-button page's first download does not grow with the portfolio features (0 bytes):
//   the page with receive/history on (default) beside the page with them off, and the bytes any
//   portfolio, receive or profileWallets module puts in the first download beyond its catalogue
//   record (the feature's index.ts and its messages' import() table, which every feature has);
// - Account view with Tokens painted ≤ 100 ms after the click when the balances are cached;
// - Activity with 1,000 entries: ≤ 1,500 DOM nodes in the list, scrolling p95 frame work < 16 ms.
import { chromium, type Page } from 'playwright-core'
import { createTestClient, createWalletClient, http, publicActions } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { formatBytes } from '../scripts/bundle.mjs'
import { SANDBOX_MNEMONIC } from '../devtools/sandbox/sandboxConstants'
import { startDemo } from '../devtools/sandbox/startDemo'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { initialSize } from './lib/initialSize'
import { percentile } from './lib/stats'

// --- first download -------------------------------------------------------------------------------
const on = await initialSize('bench/pages/connectButtonPage.tsx')
const off = await initialSize('bench/pages/portfolioOffPage.tsx')
const delta = on.gzip - off.gzip
console.log(`connect-button page, initial JS gzip (React external): receive/history on ${formatBytes(on.gzip)}, off ${formatBytes(off.gzip)}`)
console.log(
  `delta from the receive and activity flags: ${delta} bytes gzip (budget 0; the 'off' page carries its flags in its own code) — ${delta <= 0 ? 'PASS' : 'FAIL'}`,
)
const FEATURE_CODE = /^(react\/features\/(portfolio|receive|profileWallets)|plugins\/features\/portfolio)\//
// The feature catalogue loads on intent: not even the features' records may be here.
const featureInputs = Object.entries(on.inputBytes).filter(([input]) => FEATURE_CODE.test(input))
const sum = (entries: [string, number][]) => entries.reduce((total, [, bytes]) => total + bytes, 0)
console.log(
  `portfolio/receive/profileWallets records and code in the first download: ${sum(featureInputs)} bytes (${featureInputs.map(([input]) => input).join(', ') || 'none'}) — budget 0 — ${sum(featureInputs) === 0 ? 'PASS' : 'FAIL'}`,
)

// --- the sandbox: 1,000 transactions for the account the sandbox wallet connects -----------------
const ACCOUNT = mnemonicToAccount(SANDBOX_MNEMONIC, { addressIndex: 0 }).address
const ENTRIES = 1_000
const DAYS = 10
const demo = await startDemo({ port: 0, minify: true, approval: 'auto' })

/** 1,000 self-transfers from the account, 100 a block, a day apart: ten days of activity. */
async function seedHistory(rpcUrl: string, chainId: number): Promise<void> {
  const chain = { id: chainId, name: 'alpha', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const transport = http(rpcUrl, { batch: { batchSize: 200 } })
  const test = createTestClient({ chain, mode: 'anvil', transport }).extend(publicActions)
  // anvil unlocks the mnemonic's accounts: eth_sendTransaction needs no signing here.
  const wallet = createWalletClient({ chain, transport, account: ACCOUNT })
  await test.setAutomine(false)
  let nonce = await test.getTransactionCount({ address: ACCOUNT })
  for (let day = 0; day < DAYS; day++) {
    await Promise.all(Array.from({ length: ENTRIES / DAYS }, () => wallet.sendTransaction({ to: ACCOUNT, value: 1n, nonce: nonce++, gas: 21_000n })))
    await test.increaseTime({ seconds: 86_400 })
    await test.mine({ blocks: 1 })
  }
  await test.setAutomine(true)
}

const SHADOW = `document.querySelector('vestibule-modal').shadowRoot`
const SCROLLER = `${SHADOW}.querySelector('[data-testid="activity-scroll"]')`

async function connect(page: Page): Promise<void> {
  await page.goto(demo.pageUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await page.waitForFunction(`window.__appKit.getState().accounts.eip155?.status === 'connected'`)
  await page.waitForFunction(`!window.__appKit.getState().modal.isOpen`)
}

/** Click on the account button to the first frame painted with a token row in the Tokens tab. */
async function tokensPaint(page: Page): Promise<number> {
  await page.evaluate(`{
    window.__painted = new Promise(resolve => {
      document.addEventListener('click', event => {
        const clickedAt = event.timeStamp
        const frame = () => requestAnimationFrame(() => {
          const row = ${SHADOW}?.querySelector('li[data-symbol="SUSD"]')
          if (!row) return frame()
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt)
          channel.port2.postMessage(0)
        })
        frame()
      }, { capture: true, once: true })
    })
    undefined
  }`)
  await page.locator('[data-vestibule-button="account"]').click()
  const elapsed = await page.evaluate<number>('window.__painted')
  await page.keyboard.press('Escape')
  await page.waitForFunction(`!window.__appKit.getState().modal.isOpen`)
  return elapsed
}

async function scrollFrames(page: Page, scroller: string = SCROLLER, maxFrames = Number.POSITIVE_INFINITY): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find(metric => metric.name === 'TaskDuration')!.value * 1000
  await page.evaluate(`{ ${scroller}.scrollTop = 0; undefined }`)
  const frames: number[] = []
  for (;;) {
    const before = await busy()
    const atBottom = await page.evaluate<boolean>(`new Promise(resolve => {
      const s = ${scroller}
      s.scrollTop += 120
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(s.scrollTop + s.clientHeight >= s.scrollHeight - 1)))
    })`)
    frames.push((await busy()) - before)
    if (atBottom || frames.length >= maxFrames) return frames
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  const RUNS = Number(process.env.BENCH_RUNS ?? 15)
  const context = await browser.newContext()
  const page = await context.newPage()
  await connect(page)
  // First open: the tabs' chunk and the balances arrive; every later open draws from the cache.
  const first = await tokensPaint(page)
  const cached: number[] = []
  for (let run = 0; run < RUNS; run++) cached.push(await tokensPaint(page))
  console.log(`Account view, click to Tokens painted, first open (chunk + fetch): ${first.toFixed(1)} ms`)
  console.log(
    `Account view, click to Tokens painted, balances cached: median ${percentile(cached, 50).toFixed(1)} ms, p95 ${percentile(cached, 95).toFixed(1)} ms (${RUNS} runs) — budget 100 ms — ${percentile(cached, 95) <= 100 ? 'PASS' : 'FAIL'}`,
  )
  await context.close()

  const chain = demo.sandbox.chains[0]!
  const seeded = performance.now()
  await seedHistory(chain.rpcUrl, chain.chainId)
  console.log(`seeded ${ENTRIES} transactions over ${DAYS} days in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
  const activityContext = await browser.newContext()
  const activityPage = await activityContext.newPage()
  await connect(activityPage)
  await activityPage.locator('[data-vestibule-button="account"]').click()
  await activityPage.getByRole('dialog').getByRole('tab', { name: 'Activity' }).click()
  await activityPage.getByRole('dialog').getByRole('list', { name: 'Transactions' }).waitFor({ timeout: 60_000 })
  // Every page, by scrolling to the end until the cursor runs out.
  const history = `Object.values(window.__appKit.getState().slices.portfolio.history)[0]`
  for (;;) {
    const { next, status } = await activityPage.evaluate<{ next: string | null; status: string }>(history)
    if (next === null && status === 'ready') break
    await activityPage.evaluate(`{ const s = ${SCROLLER}; s.scrollTop = s.scrollHeight; undefined }`)
    await activityPage.waitForTimeout(30)
  }
  const entries = await activityPage.evaluate<number>(`${history}.transactions.length`)
  let maxNodes = 0
  for (let step = 0; step <= 50; step++) {
    await activityPage.evaluate(`{ const s = ${SCROLLER}; s.scrollTop = (s.scrollHeight - s.clientHeight) * ${step / 50}; undefined }`)
    await activityPage.evaluate(`new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))`)
    maxNodes = Math.max(maxNodes, await activityPage.evaluate<number>(`${SCROLLER}.querySelectorAll('*').length`))
  }
  console.log(
    `Activity DOM nodes in the list, most at any of 51 scroll positions: ${maxNodes} with ${entries} entries loaded — budget 1,500 — ${maxNodes <= 1_500 ? 'PASS' : 'FAIL'}`,
  )
  const frames = await scrollFrames(activityPage)
  console.log(
    `Activity scroll to the bottom, main-thread work per frame: p95 ${percentile(frames, 95).toFixed(1)} ms, median ${percentile(frames, 50).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms over ${frames.length} frames of 120 px — budget p95 16 ms — ${percentile(frames, 95) < 16 ? 'PASS' : 'FAIL'}`,
  )
  // The reference, same page, same run: the All Wallets grid (issue 5, same 16 ms budget) scrolled
  // as many frames, so a loaded machine shows in both figures rather than reading as a regression.
  await activityPage.keyboard.press('Escape')
  await activityPage.evaluate(`window.__appKit.open({ view: 'AllWallets' })`)
  await activityPage.getByRole('dialog').getByRole('grid').getByRole('gridcell').first().waitFor({ timeout: 60_000 })
  const reference = await scrollFrames(activityPage, `${SHADOW}.querySelector('[role="grid"]').parentElement`, frames.length)
  console.log(
    `reference, All Wallets grid scrolled ${reference.length} frames in the same page: p95 ${percentile(reference, 95).toFixed(1)} ms, median ${percentile(reference, 50).toFixed(1)} ms`,
  )
  await activityContext.close()
} finally {
  await browser.close()
  await demo.stop()
}
