import type { BrowserContext, Page } from 'playwright-core'
import { sizeOf } from '../../scripts/bundle.mjs'
import { isLoopbackHost } from '../../test/browser/harness'

export interface DownloadedScript {
  readonly url: string
  readonly bytes: number
  /** gzip level 9 of the body as received. */
  readonly gzipBytes: number
}

export interface PageTraffic {
  /** Every script response, static imports, start-up and idle-time chunks alike. */
  readonly scripts: DownloadedScript[]
  /** Every http(s)/ws(s) URL to a host off the machine: refused before it left, and recorded. */
  readonly outside: string[]
  /** False if the page was still fetching when the bench stopped waiting (LIMIT_MS). */
  readonly settled: boolean
  /**
   * The scripts that had arrived when the page painted its Connect button (their response ended
   * before that frame), when the page ran buttonPaintedScript; else undefined.
   */
  readonly beforeButtonPaint: DownloadedScript[] | undefined
}

/** No request started or ended for this long: the page has nothing left to fetch on its own. */
export const QUIET_MS = 2_000
const LIMIT_MS = 30_000

const leavesTheMachine = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && !isLoopbackHost(url.hostname)

/** Refuses every request to a host off the machine (HTTP and WebSocket), recording its URL. */
export async function refuseOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = []
  await context.route(leavesTheMachine, route => {
    outside.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(leavesTheMachine, socket => {
    outside.push(socket.url())
    return socket.close({ code: 1008, reason: 'outside requests are refused in the bench' })
  })
  return outside
}

/**
 * Opens `url` and records what the page fetches by itself: waits for the network to be idle,
 * then until no request has started or ended for QUIET_MS (the modal's idle pre-drawing and the
 * chunks it preloads come in that time). Nothing is clicked, hovered or focused.
 */
export async function trafficUntilIdle(page: Page, url: string): Promise<PageTraffic> {
  const outside = await refuseOutside(page.context())
  const bodies: Promise<DownloadedScript>[] = []
  let lastActivity = performance.now()
  const active = () => {
    lastActivity = performance.now()
  }
  page.on('request', active)
  page.on('requestfinished', active)
  page.on('requestfailed', active)
  page.on('response', response => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.body().then(body => ({ url: response.url(), ...sizeOf(body) })))
  })
  const started = performance.now()
  await page.goto(url)
  await page.waitForLoadState('networkidle', { timeout: LIMIT_MS }).catch(() => undefined)
  let settled = true
  while (performance.now() - lastActivity < QUIET_MS) {
    if (performance.now() - started > LIMIT_MS) {
      settled = false
      break
    }
    await page.waitForTimeout(100)
  }
  const scripts = await Promise.all(bodies)
  const arrived = await page.evaluate<string[] | null>(`(async () => {
    if (!window.__buttonPainted) return null
    const paintedAt = await window.__buttonPainted
    return performance.getEntriesByType('resource').filter(entry => entry.responseEnd <= paintedAt).map(entry => entry.name)
  })()`)
  const beforeButtonPaint = arrived ? scripts.filter(script => arrived.includes(script.url)) : undefined
  return { scripts, outside: [...outside], settled, beforeButtonPaint }
}

/** Total gzip bytes and the number of files. */
export function scriptTotals(scripts: readonly DownloadedScript[]): { gzipBytes: number; bytes: number; files: number } {
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    files: scripts.length,
  }
}
