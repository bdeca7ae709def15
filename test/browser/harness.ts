// Browser-test harness: one headless Chromium per mocha run (Debian's /usr/bin/chromium driven by
// playwright-core), pages that record console errors, page errors and every request that tried to
// leave the machine, and a tiny static server on 127.0.0.1 for built pages.
//
// Loaded by .mocharc.json "require" as a root hook plugin, so the shared browser is closed once,
// after the last test. A browser test imports what it needs from here:
//
//   describe('connect modal', function () {
//     this.timeout(30_000);
//     let site: ServedPage;
//     before(async () => { site = await buildAndServePage({ entry: 'test/fixtures/…/main.tsx', body: '<div id="host"></div>' }); });
//     after(() => site.close());
//     it('opens on Connect', async () => {
//       const t = await newPage();                 // closed after the test by the root hook
//       await t.page.goto(site.url);
//       await t.page.getByRole('dialog', { name: 'Connect a wallet' }).waitFor();  // pierces open shadow roots
//       t.assertClean();                           // no console error, page error or outside request
//     });
//   });
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { buildPage, type BuildPageReturnType } from '../../scripts/buildPage.mjs'
import { ROOT } from '../../scripts/bundle.mjs'

export const CHROMIUM_PATH = process.env.VESTIBULE_CHROMIUM ?? '/usr/bin/chromium'

/**
 * As root on a machine with no network but loopback: no sandbox, no GPU, no /dev/shm, and none of
 * Chromium's own background traffic (which the closed network refuses, many times a start).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

let browser: Promise<Browser> | undefined

/** The run's shared browser, started on first use. */
export function launchBrowser(): Promise<Browser> {
  if (!browser) {
    if (!existsSync(CHROMIUM_PATH)) {
      return Promise.reject(
        new Error(`Chromium not found at ${CHROMIUM_PATH}: run \`npm test\` (it installs Debian's chromium as root) or \`apt-get install -y chromium\``),
      )
    }
    browser = chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] })
    browser.catch(() => {
      browser = undefined
    })
  }
  return browser
}

/** Closes the shared browser if it was started; the root hook below calls it after the last test. */
export async function closeBrowser(): Promise<void> {
  const started = browser
  browser = undefined
  if (started) await (await started.catch(() => undefined))?.close()
}

const openPages = new Set<TestPage>()

/** Root hook plugin (.mocharc.json "require"). */
export const mochaHooks = {
  /** Pages a test opened and did not close are closed after it; a failed test's error first gets what its pages showed. */
  async afterEach(this: Mocha.Context): Promise<void> {
    const failed = this.currentTest?.state === 'failed' ? this.currentTest.err : undefined
    if (failed) {
      const described = await describePages([...openPages])
      failed.message += described
      // mocha's reporter prints the stack's text above its first frame as the message.
      if (failed.stack) failed.stack = failed.stack.replace(/\n\s+at\s/, frame => `${described}${frame}`)
    }
    await Promise.all([...openPages].map(page => page.close()))
  },
  async afterAll(): Promise<void> {
    await closeBrowser()
  },
}

/**
 * CI prints only a failure's message: so that a failure seen once can be understood, it carries
 * each page's address, errors, modal view, connection states and last events (who dispatched each, after what).
 */
async function describePages(pages: readonly TestPage[]): Promise<string> {
  const described = await Promise.all(
    pages.map(async ({ page, consoleErrors, pageErrors }) => {
      // A script string, not a function: the test runner's transform would add helpers the page lacks.
      const app = await page
        .evaluate(`(() => {
          const appKit = window.__appKit
          if (!appKit) return 'no window.__appKit'
          const state = appKit.getState()
          const statuses = Object.entries(state.accounts ?? {}).map(([namespace, account]) => namespace + ' ' + account.status).join(', ')
          // Each with its sequence number, source and cause: a race seen once then says who dispatched what.
          // The log is behind the instance's internal door (internalsOf): a page that exposes it shows it.
          const all = window.__appKitInternals ? window.__appKitInternals.log.events() : []
          const seqOf = new Map(all.map(event => [event.meta.id, event.meta.seq]))
          const events = all
            .slice(-15)
            .map(event => event.type + ' #' + event.meta.seq + ' by ' + event.meta.source + (event.meta.causeId ? ' after #' + (seqOf.get(event.meta.causeId) ?? '?') : ''))
            .join(' > ')
          return 'view ' + state.modal.view + (state.modal.isOpen ? ' (open)' : ' (closed)') + '; accounts: ' + statuses + '; last events: ' + events
        })()`)
        .catch((error: unknown) => `state unreadable: ${String(error)}`)
      return [`page ${page.url()}`, `  app: ${app}`, ...[...consoleErrors, ...pageErrors].slice(-5).map(text => `  error: ${text.slice(0, 300)}`)].join('\n')
    }),
  )
  return described.length > 0 ? `\n${described.join('\n')}` : ''
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])

/** True for 127.0.0.0/8, ::1 and localhost: the only hosts a test may reach. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost')
}

function leavesTheMachine(url: URL): boolean {
  return /^(https?|wss?):$/.test(url.protocol) && !isLoopbackHost(url.hostname)
}

export interface TestPage {
  page: Page
  context: BrowserContext
  /** Text of every `console.error` (including Chromium's "Failed to load resource"). */
  consoleErrors: string[]
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[]
  /** Every http(s)/ws(s) URL to a non-loopback host: aborted, and recorded here. */
  outsideRequests: string[]
  /** Throws, listing them, if there was any console error, page error or outside request. */
  assertClean(): void
  /** Closes the page's context; done after each test anyway. */
  close(): Promise<void>
}

export interface NewPageParameters {
  /** Passed to `browser.newContext` (viewport, colorScheme, locale…). */
  contextOptions?: BrowserContextOptions
}

/**
 * A page in a fresh browser context, closed after the current test. Requests to hosts other than
 * loopback are aborted before they leave (HTTP and WebSocket) and recorded, so a test can assert
 * that none happened.
 */
export async function newPage({ contextOptions }: NewPageParameters = {}): Promise<TestPage> {
  const context = await (await launchBrowser()).newContext(contextOptions)
  const consoleErrors: string[] = []
  const pageErrors: string[] = []
  const outsideRequests: string[] = []

  await context.route(leavesTheMachine, route => {
    outsideRequests.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(leavesTheMachine, ws => {
    outsideRequests.push(ws.url())
    return ws.close({ code: 1008, reason: 'outside requests are blocked in tests' })
  })

  const page = await context.newPage()
  page.on('console', message => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', error => {
    pageErrors.push(error.stack ?? String(error))
  })

  const testPage: TestPage = {
    page,
    context,
    consoleErrors,
    pageErrors,
    outsideRequests,
    assertClean() {
      const problems = [
        ...consoleErrors.map(text => `console error: ${text}`),
        ...pageErrors.map(text => `page error: ${text}`),
        ...outsideRequests.map(url => `outside request: ${url}`),
      ]
      if (problems.length > 0) throw new Error(`the page was not clean:\n  ${problems.join('\n  ')}`)
    },
    async close() {
      openPages.delete(testPage)
      await context.close()
    },
  }
  openPages.add(testPage)
  return testPage
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface PageServer {
  /** `http://127.0.0.1:<port>/` */
  url: string
  port: number
  /** Path of every request served, in order. */
  requests: string[]
  close(): Promise<void>
}

export interface StartPageServerParameters {
  /** Served at `/` (and `/index.html`). */
  html?: string
  /** Exact paths (`/main.js`) to contents; checked before `dir`. */
  files?: Record<string, string | Uint8Array>
  /** A folder served as it is, below `/`. */
  dir?: string
}

/** A static server on 127.0.0.1 and a free port. Unknown paths are 404; `/favicon.ico` is 204. */
export async function startPageServer({ html, files = {}, dir }: StartPageServerParameters): Promise<PageServer> {
  const requests: string[] = []
  const root = dir ? path.resolve(dir) : undefined

  async function contentsOf(pathname: string): Promise<{ body: string | Uint8Array; type: string } | undefined> {
    if (html !== undefined && (pathname === '/' || pathname === '/index.html')) return { body: html, type: CONTENT_TYPES['.html']! }
    const typeOf = (file: string) => CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
    const fixed = files[pathname]
    if (fixed !== undefined) return { body: fixed, type: typeOf(pathname) }
    if (!root) return undefined
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname)
    if (file !== root && !file.startsWith(root + path.sep)) return undefined
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    return { body: await readFile(file), type: typeOf(file) }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(pathname)
    const found = await contentsOf(decodeURIComponent(pathname))
    if (found) {
      response.writeHead(200, { 'content-type': found.type, 'cache-control': 'no-store' })
      response.end(found.body)
    } else if (pathname === '/favicon.ico') {
      response.writeHead(204).end()
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** `startPageServer({ dir })` */
export function serveStatic(dir: string): Promise<PageServer> {
  return startPageServer({ dir })
}

export interface BuildAndServePageParameters {
  /** The page's entry module, relative to the repository root or absolute. */
  entry: string
  /** Markup placed in `<body>` before the entry's `<script type="module">`. */
  body?: string
  /** Default false: React's development build, whose warnings show up in `consoleErrors`. */
  minify?: boolean
  define?: Record<string, string>
  /**
   * Announce the entry's static chunks with `<link rel="modulepreload">`, as Vite-built sites do, so
   * the browser fetches them beside the entry instead of after parsing it. Default false.
   */
  modulePreload?: boolean
  /** Where the page's `vestibule/…` imports come from (scripts/buildPage.mjs): default 'source'. */
  library?: 'source' | 'dist'
}

export interface ServedPage extends PageServer {
  build: BuildPageReturnType
  /** Stops the server and removes the built files. */
  close(): Promise<void>
}

/** Builds a page with `buildPage` into a temporary folder and serves it with an index.html. */
export async function buildAndServePage({
  entry,
  body = '',
  minify = false,
  define,
  modulePreload = false,
  library = 'source',
}: BuildAndServePageParameters): Promise<ServedPage> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'vestibule-page-'))
  try {
    const build = await buildPage({ entry: path.resolve(ROOT, entry), outdir, minify, library, ...(define ? { define } : {}) })
    const served = (file: string) => `/${path.relative(outdir, file).split(path.sep).join('/')}`
    const script = served(build.entry)
    const preloads = modulePreload ? build.staticChunks.map(chunk => `<link rel="modulepreload" href="${served(chunk)}">`).join('') : ''
    const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Vestibule test page</title>${preloads}</head>
  <body>
    ${body}
    <script type="module" src="${script}"></script>
  </body>
</html>`
    const server = await startPageServer({ html, dir: outdir })
    return {
      ...server,
      build,
      async close() {
        await server.close()
        await rm(outdir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(outdir, { recursive: true, force: true })
    throw error
  }
}
