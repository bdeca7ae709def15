// Issue 15 budgets:
// - the money features (swaps, on-ramp, pay) add 0 bytes to the connect-button
//   page's first download: the page with them on (the default) beside the page with them off, same
//   esbuild options, and no module of their views or working code among the initial files;
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
const shipped = on.inputs.filter(input => /(plugins\/features\/(swaps|onramp|pay)\/|react\/features\/(swaps|onramp|pay)\/([A-Z][A-Za-z]+View|locales)\/)/.test(input))
console.log(`connect-button page, initial JS gzip (React external): money features on ${formatBytes(on.gzip)} (${on.files} files), off ${formatBytes(off.gzip)} (${off.files} files)`)
console.log(`delta from the money features: ${delta} bytes gzip (the 'off' page carries its own \`features\` literal) — budget 0: ${delta <= 0 ? 'PASS' : 'FAIL'}`)
console.log(`swaps, on-ramp and pay plugins, views and messages in the first download: ${shipped.length === 0 ? 'none — PASS' : `${shipped.join(', ')} — FAIL`}`)

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
      const stop = window.__appKit.subscribeEvents(event => {
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

const RUNS = Number(process.env.BENCH_RUNS ?? 12)
const demo = await startDemo({ port: 0, minify: true, approval: 'auto' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  const { chainId, caipNetworkId, name, rpcUrl } = demo.sandbox.market
  await page.addInitScript(`{
    let value
    Object.defineProperty(window, '__VESTIBULE_SANDBOX__', { configurable: true, get: () => value, set: config => { value = { ...config, chains: [${JSON.stringify({ chainId, caipNetworkId, name, rpcUrl })}, ...config.chains] } } })
  }`)
  await page.goto(demo.pageUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Sandbox Wallet/ }).click()
  await page.waitForFunction(`window.__appKit.getState().accounts.eip155?.status === 'connected' && window.__appKit.getState().activeCaipNetworkId === 'eip155:8453'`)
  await page.evaluate(`window.__appKit.open({ view: 'Swap', data: { sell: 'SUSD', buy: 'SGLD' } })`)
  await page.getByRole('dialog').getByText(/Balance: /).first().waitFor()
  const address = await page.evaluate<string>(`window.__appKit.getState().accounts.eip155.address`)
  const typed: number[] = []
  const reference: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const amount = String(10 + run * 7)
    typed.push(await typeToQuote(page, amount))
    reference.push(await bareQuote(page, demo.sandbox.apiUrl, address, amount))
  }
  console.log(`reference, the bare quote round trip from the page: ${describeTimings(reference)}`)
  console.log(`typing an amount to its quote painted (debounce ${QUOTE_DEBOUNCE_MS} ms included): ${describeTimings(typed)}, p95 ${percentile(typed, 95).toFixed(1)} ms — ${verdict(percentile(typed, 95), 300, '300 ms (p95)')}`)
  await context.close()
} finally {
  await browser.close()
  await demo.stop()
}
