// Analytics (issue 16): what it adds to the connect-button page's first download (budget 0 bytes),
// how many requests reach the analytics endpoint with consent pending or denied (budget 0), and
// how many requests a busy visitor costs with consent granted (budget: one per 5 s batch). The
// references, measured in the same run: the page with analytics off, and one request per event.
import { formatBytes } from '../scripts/bundle.mjs'
import { createAppKit } from '../core/appkit/createAppKit'
import { analytics, ANALYTICS_BATCH_MS, selectAnalytics, setAnalyticsConsent } from '../plugins/features/analytics'
import { startApiServer } from '../devtools/sandbox/api/startApiServer'
import { alpha } from '../test/unit/core/foldEvents'
import { memoryStorage } from '../test/unit/offlineEnvironment'
import { initialSize } from './lib/initialSize'
import { verdict } from './lib/verdict'

const on = await initialSize('bench/pages/connectButtonPage.tsx')
const off = await initialSize('bench/pages/platformOffPage.tsx')
const delta = on.gzip - off.gzip
console.log(`connect-button page, initial JS gzip: defaults (analytics on) ${formatBytes(on.gzip)}, analytics off ${formatBytes(off.gzip)}`)
console.log(
  `delta from analytics: ${delta} bytes gzip (the 'off' page carries \`features: { analytics: false }\` in its own code) — ${verdict(delta, 0, '0 bytes')}`,
)
// What of analytics and names sits in the first download, source file by source file: nothing, not
// even their catalogue records (the catalogue loads on intent).
const platformInputs = Object.entries(on.inputBytes).filter(([input]) => /^(plugins|react)\/features\/(analytics|names)\//.test(input))
const code = platformInputs.reduce((sum, [, bytes]) => sum + bytes, 0)
console.log(`analytics and names records and code in the connect-button page's first download: ${code} bytes — ${verdict(code, 0, '0 bytes')}`)

const api = await startApiServer({ chains: [] })
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
const posts = () => api.requests.filter(request => request.path === '/e').length

/** A visitor opening and closing the modal every `everyMs` for `forMs`, with this consent; returns events tracked and requests made. */
async function visitor(consent: 'pending' | 'denied' | 'granted', forMs: number, everyMs: number, answer?: 'denied') {
  api.clearRequests()
  const kit = createAppKit(
    { projectId: 'bench', networks: [alpha], apiUrl: api.url, analyticsUrl: api.url, analytics: { consent }, plugins: [analytics()] },
    { storage: memoryStorage() },
  )
  await kit.ready
  const started = Date.now()
  let tracked = 0
  while (Date.now() - started < forMs) {
    await kit.open()
    await kit.close()
    tracked += 2
    await sleep(everyMs)
  }
  if (answer) setAnalyticsConsent(kit, answer)
  // Long enough for any batch still due to leave.
  await sleep(ANALYTICS_BATCH_MS + 500)
  const state = selectAnalytics(kit.getState())
  kit.destroy()
  return { tracked, requests: posts(), held: state.pending.length, dropped: state.dropped }
}

const pending = await visitor('pending', 2_000, 50)
console.log(
  `consent pending: ${pending.tracked} events tracked, ${pending.held} held in memory, requests to /e: ${pending.requests} — ${verdict(pending.requests, 0, '0')}`,
)
const denied = await visitor('pending', 2_000, 50, 'denied')
console.log(
  `consent pending then denied: ${denied.tracked} events tracked, ${denied.dropped} dropped, requests to /e: ${denied.requests} — ${verdict(denied.requests, 0, '0')}`,
)
const windowMs = 11_000
const granted = await visitor('granted', windowMs, 100)
const budget = Math.ceil(windowMs / ANALYTICS_BATCH_MS) + 1
console.log(
  `consent granted, a visitor active for ${windowMs / 1000} s: ${granted.tracked} events in ${granted.requests} requests (${(granted.tracked / Math.max(1, granted.requests)).toFixed(1)} events per request; one request per event would be ${granted.tracked}) — ${verdict(granted.requests, budget, `${budget} (one per 5 s batch)`)}`,
)
await api.stop()
