// Issue 3 budgets, measured on a built host page that renders the connect button:
// - initial JavaScript, React and ReactDOM excluded: at most 60 KB gzip, with no WalletConnect,
//   Solana or devtools code in it;
// - click on the connect button to the Connect view painted, in headless Chromium: median ≤ 30 ms;
// - requests to hosts other than the configured ones before the modal opens: 0.
import path from 'node:path'
import { chromium } from 'playwright-core'
import { formatBytes, ROOT } from '../scripts/bundle.mjs'
import { startDemo } from '../devtools/sandbox/startDemo'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { initialSize } from './lib/initialSize'
import { PAINTED, paintAfterClickScript } from './lib/paintAfterClick'
import { describeTimings } from './lib/stats'

const ENTRY = 'bench/pages/connectButtonPage.tsx'

async function clickToPaint(runs: number) {
  const demo = await startDemo({ port: 0, entry: path.join(ROOT, ENTRY), minify: true, approval: 'auto' })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
  const allowed = new Set([new URL(demo.pageUrl).host, new URL(demo.sandbox.apiUrl).host, ...demo.sandbox.chains.map(c => new URL(c.rpcUrl).host)])
  const timings: number[] = []
  let outside = 0
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      page.on('request', request => {
        // data: and blob: URLs never leave the page (a blob URL holds an image already fetched from the API).
        if (!allowed.has(new URL(request.url()).host) && !/^(data|blob):/.test(request.url())) outside += 1
      })
      await page.goto(demo.pageUrl)
      const button = page.getByRole('button', { name: 'Connect Wallet' })
      await button.waitFor()
      // A visitor clicks on a settled page: the measure is the modal's, not the page's start-up.
      await page.waitForLoadState('networkidle')
      await page.evaluate(paintAfterClickScript('[role="dialog"]'))
      await button.click()
      timings.push(await page.evaluate<number>(PAINTED))
      await context.close()
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
  return { timings, outside }
}

const size = await initialSize(ENTRY)
console.log(`initial JS for a connect-button page, React excluded: ${formatBytes(size.gzip)} gzip (${formatBytes(size.raw)} raw, ${size.files} files; ${size.lazy} lazy chunks) — budget 60 KB gzip`)
console.log(`WalletConnect, Solana or devtools modules in the initial JS: ${size.forbidden.length === 0 ? 'none' : size.forbidden.join(', ')}`)
const timing = await clickToPaint(21)
console.log(`click on the connect button to the Connect view painted: ${describeTimings(timing.timings)} — budget 30 ms`)
console.log(`requests to hosts other than the configured ones before the modal opened: ${timing.outside} — budget 0`)
