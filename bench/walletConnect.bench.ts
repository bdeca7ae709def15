// Issue 4 budgets:
// - the WalletConnect connector configured grows the initial bundle by at most 2 KB gzip (the
//   WalletConnect client and the QR encoder load on first need);
// - choosing WalletConnect in the Connect view to the QR code painted, against the local relay:
//   the median is printed.
import path from 'node:path'
import { chromium } from 'playwright-core'
import { formatBytes, ROOT } from '../scripts/bundle.mjs'
import { startDemo } from '../devtools/sandbox/startDemo'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/harness'
import { initialSize } from './lib/initialSize'
import { PAINTED, paintAfterClickScript } from './lib/paintAfterClick'
import { describeTimings } from './lib/stats'

const WITHOUT = 'bench/pages/connectButtonPage.tsx'
const WITH = 'bench/pages/walletConnectPage.tsx'

async function chooseToQr(runs: number): Promise<number[]> {
  const demo = await startDemo({ port: 0, entry: path.join(ROOT, WITH), minify: true, approval: 'auto' })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
  const timings: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(demo.pageUrl)
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const row = page.getByRole('dialog').getByRole('button', { name: /WalletConnect/ })
      await row.waitFor()
      // The visitor chooses as soon as the list is there: whatever the connector still has to
      // start (its chunk, the relay socket, the pairing) is in the figure.
      await page.evaluate(paintAfterClickScript('[data-qr-size]'))
      await row.click()
      timings.push(await page.evaluate<number>(PAINTED))
      await context.close()
    }
  } finally {
    await browser.close()
    await demo.stop()
  }
  return timings
}

const [without, withWalletConnect] = [await initialSize(WITHOUT), await initialSize(WITH)]
const growth = withWalletConnect.gzip - without.gzip
console.log(
  `initial JS with the WalletConnect connector configured: ${formatBytes(withWalletConnect.gzip)} gzip, ${growth >= 0 ? '+' : ''}${formatBytes(growth)} over the page without it — budget +2 KB gzip`,
)
console.log(
  `WalletConnect client or QR encoder in the initial JS: ${withWalletConnect.forbidden.length === 0 ? 'none' : withWalletConnect.forbidden.join(', ')}`,
)
console.log(`choosing WalletConnect to the QR code painted (local relay): ${describeTimings(await chooseToQr(15))}`)
