// Issue 15 budgets:
// - the money features (swaps, on-ramp, pay) add 0 bytes to the connect-button
//   page's first download: the page with them on (the default) beside the page with them off, same
//   esbuild options, and no module of their views or working code among the initial files;
// - nor to the Account view's: with all three on (pay too), the JS the page fetched up to the
//   Account view painted holds none of their views or working code, which arrive when Swap,
//   OnRamp or Pay opens (each checked to arrive then, so the check cannot pass vacuously);
// - typing an amount to a refreshed quote painted ≤ 300 ms, debounce included, against the sandbox
//   market, beside the bare quote round trip (the page's own fetch of /v1/convert/quotes) as the reference.
import { chromium, type Page } from 'playwright-core'
import { formatBytes } from '../scripts/bundle.mjs'
import { startDemo } from '../devtools/sandbox/startDemo'
import { sandboxErc20 } from '../devtools/sandbox/tokens/sandboxTokens'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { QUOTE_DEBOUNCE_MS } from '../plugins/features/swaps/swapsConstants'
import { initialSize } from './lib/initialSize'
import { describeTimings, percentile } from './lib/stats'
import { verdict } from './lib/verdict'

const on = await initialSize('bench/pages/connectButtonPage.tsx')
const off = await initialSize('bench/pages/moneyOffPage.tsx')
const delta = on.gzip - off.gzip
// The feature records (name, flag, import thunks) are the catalogue's, in both pages; what must not ship is the rest.
const shipped = on.inputs.filter(input =>
  /(plugins\/features\/(swaps|onramp|pay)\/|react\/features\/(swaps|onramp|pay)\/([A-Z][A-Za-z]+View|locales)\/)/.test(input),
)
console.log(
  `connect-button page, initial JS gzip (React external): money features on ${formatBytes(on.gzip)} (${on.files} files), off ${formatBytes(off.gzip)} (${off.files} files)`,
)
console.log(
  `delta from the money features: ${delta} bytes gzip (the 'off' page carries its own \`features\` literal) — budget 0: ${delta <= 0 ? 'PASS' : 'FAIL'}`,
)
console.log(
  `swaps, on-ramp and pay plugins, views and messages in the first download: ${shipped.length === 0 ? 'none — PASS' : `${shipped.join(', ')} — FAIL`}`,
)

const SHADOW = `document.querySelector('vestibule-modal').shadowRoot`
const SUSD = sandboxErc20('SUSD')
const SGLD = sandboxErc20('SGLD')

/** Types `amount` into the Swap view; from its last keystroke to the frame painted with that amount's quote. */
async function typeToQuote(page: Page, amount: string): Promise<number> {
  const input = page.getByRole('dialog').getByRole('textbox', { name: 'Amount to sell' })
  await input.fill('')
  await page.waitForFunction(`window.__appKit.getState().slices.swaps.amount === ''`)
  await page.evaluate(`{
    window.__quotePainted = new Promise(resolve => {
      const field = ${SHADOW}.querySelector('input[aria-label="Amount to sell"]')
      field.addEventListener('input', event => { window.__typedAt = event.timeStamp })
      const stop = window.__appKit.subscribeVestibuleEvents(event => {
        if (event.type !== 'swaps/quote-fetched' || !event.payload.quote.key.endsWith('|${amount}')) return
        queueMicrotask(() => stop())
        const frame = () => requestAnimationFrame(() => {
          const shown = ${SHADOW}.querySelector('output[aria-label="Amount to receive"]')?.textContent
          if (!shown || shown === '0') return frame()
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - window.__typedAt)
          channel.port2.postMessage(0)
        })
        frame()
      })
    })
    undefined
  }`)
  await input.pressSequentially(amount, { delay: 30 })
  return page.evaluate<number>('window.__quotePainted')
}

/** The reference: the page's own fetch of the same quote, no debounce, no rendering. */
async function bareQuote(page: Page, apiUrl: string, address: string, amount: string): Promise<number> {
  const url = `${apiUrl}/v1/convert/quotes?projectId=vestibule-sandbox&st=vestibule&sv=1&amount=${BigInt(Math.round(Number(amount) * 1e6))}&userAddress=${address}&from=eip155:8453:${SUSD.address}&to=eip155:8453:${SGLD.address}`
  return page.evaluate<number, string>(async target => {
    const started = performance.now()
    await (await fetch(target)).json()
    return performance.now() - started
  }, url)
}

/** A literal only each money view or its working code holds (minification keeps strings). */
const MONEY_MARKERS = [
  { view: 'Swap', part: 'Swap view', marker: 'vestibule-swap-received' },
  { view: 'Swap', part: 'swaps working code (convert calls)', marker: '/v1/convert/quotes' },
  { view: 'OnRamp', part: 'OnRamp view', marker: 'vestibule-onramp-amount' },
  { view: 'OnRamp', part: 'on-ramp working code', marker: '/v1/generators/onrampurl' },
  { view: 'Pay', part: 'Pay view', marker: 'error.windowClosed' },
  { view: 'Pay', part: 'pay exchange working code', marker: '/v1/exchanges/pay-url' },
] as const

/** Opens the Account view (pay on, wallet connected) and reports which money parts the page had fetched by then, and after each view opens. */
async function accountViewDownload(browser: Awaited<ReturnType<typeof chromium.launch>>, pageUrl: string, marketFirst: string): Promise<void> {
  const context = await browser.newContext()
  const page = await context.newPage()
  // The wallet starts on the market chain, so Swap opens on a SPEC §9 swap network and loads its working code.
  await page.addInitScript(marketFirst)
  const scripts: Promise<string>[] = []
  page.on('response', response => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const fetched = async () => (await Promise.all(scripts)).join('\n')
  await page.goto(`${pageUrl}/?pay`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await page.waitForFunction(`window.__appKit.getState().accounts.eip155?.status === 'connected'`)
  await page.evaluate(`window.__appKit.open({ view: 'Account' })`)
  await page.getByRole('dialog').getByRole('tablist').waitFor()
  await page.getByRole('dialog').getByRole('button', { name: 'Swap' }).waitFor()
  const atAccount = await fetched()
  const early = MONEY_MARKERS.filter(({ marker }) => atAccount.includes(marker))
  console.log(
    `Account view painted (swaps, on-ramp and pay on): their views and working code fetched: ${early.length === 0 ? 'none — PASS' : `${early.map(({ part }) => part).join(', ')} — FAIL`}`,
  )
  const data = {
    Swap: { sell: 'SUSD', buy: 'SGLD' },
    OnRamp: undefined,
    Pay: { recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: '1', asset: 'native', network: 'eip155:31337', symbol: 'ETH', decimals: 18 },
  }
  const late: string[] = []
  for (const view of ['Swap', 'OnRamp', 'Pay'] as const) {
    await page.evaluate(([name, args]) => (window as any).__appKit.open({ view: name, data: args }), [view, data[view]] as const)
    const wanted = MONEY_MARKERS.filter(entry => entry.view === view)
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline && !wanted.every(({ marker }) => late.join('').includes(marker))) {
      late.splice(0, late.length, await fetched())
      await new Promise(resolve => setTimeout(resolve, 100))
    }
  }
  const missing = MONEY_MARKERS.filter(({ marker }) => !late.join('').includes(marker))
  console.log(
    `…and once Swap, OnRamp and Pay open, each part arrives: ${missing.length === 0 ? 'all six — PASS' : `missing ${missing.map(({ part }) => part).join(', ')} — FAIL (the check above would be vacuous)`}`,
  )
  await context.close()
}

const RUNS = Number(process.env.BENCH_RUNS ?? 12)
const demo = await startDemo({ port: 0, minify: true, approval: 'auto' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  const { chainId, caipNetworkId, name, rpcUrl } = demo.sandbox.market
  const marketFirst = `{
    let value
    Object.defineProperty(window, '__VESTIBULE_SANDBOX__', { configurable: true, get: () => value, set: config => { value = { ...config, chains: [${JSON.stringify({ chainId, caipNetworkId, name, rpcUrl })}, ...config.chains] } } })
  }`
  await accountViewDownload(browser, demo.pageUrl, marketFirst)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(marketFirst)
  await page.goto(demo.pageUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await page.waitForFunction(
    `window.__appKit.getState().accounts.eip155?.status === 'connected' && window.__appKit.getState().activeCaipNetworkId === 'eip155:8453'`,
  )
  await page.evaluate(`window.__appKit.open({ view: 'Swap', data: { sell: 'SUSD', buy: 'SGLD' } })`)
  await page
    .getByRole('dialog')
    .getByText(/Balance: /)
    .first()
    .waitFor()
  const address = await page.evaluate<string>(`window.__appKit.getState().accounts.eip155.address`)
  const typed: number[] = []
  const reference: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const amount = String(10 + run * 7)
    typed.push(await typeToQuote(page, amount))
    reference.push(await bareQuote(page, demo.sandbox.apiUrl, address, amount))
  }
  console.log(`reference, the bare quote round trip from the page: ${describeTimings(reference)}`)
  console.log(
    `typing an amount to its quote painted (debounce ${QUOTE_DEBOUNCE_MS} ms included): ${describeTimings(typed)}, p95 ${percentile(typed, 95).toFixed(1)} ms — ${verdict(percentile(typed, 95), 300, '300 ms (p95)')}`,
  )
  await context.close()
} finally {
  await browser.close()
  await demo.stop()
}
