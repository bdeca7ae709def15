import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve, sep } from 'node:path'

/** Answers a request it owns and resolves true; resolves false to let the page server go on. */
export type PageRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

export type StartPageServerParameters = {
  /** The host page served at `/`. */
  html: string
  /** Directory served under `/assets/`. */
  assetsDir: string
  port?: number
  host?: string
  /** Asked first, in order, about every request (the phone page and its API). */
  handlers?: readonly PageRequestHandler[]
}

export type PageServer = { url: string; port: number; stop: () => Promise<void> }

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
}

export const ASSETS_PREFIX = '/assets'

/**
 * Serves a sandbox host page and its built assets from loopback. Nothing is
 * cached: a rebuilt bundle is picked up by a reload.
 *
 * @example
 * const page = await startPageServer({ html, assetsDir: '.cache/sandbox-demo', port: 5173 })
 * page.url // 'http://localhost:5173'
 */
export async function startPageServer(parameters: StartPageServerParameters): Promise<PageServer> {
  const { html, port = 0, host = '127.0.0.1', handlers = [] } = parameters
  const assetsDir = resolve(parameters.assetsDir)

  const serveHandled = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    for (const handler of handlers) if (await handler(req, res)) return true
    return false
  }

  const server = createServer((req, res) => {
    serveHandled(req, res)
      .then(handled => {
        if (!handled) servePage(req, res)
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end(`page server error: ${error instanceof Error ? error.message : String(error)}`)
      })
  })

  function servePage(req: IncomingMessage, res: ServerResponse): void {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://page.invalid').pathname)
    const headers = { 'cache-control': 'no-store' }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
      return
    }
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(req.method === 'HEAD' ? '' : html)
      return
    }
    const file = path.startsWith(`${ASSETS_PREFIX}/`) ? resolve(assetsDir, `.${path.slice(ASSETS_PREFIX.length)}`) : ''
    // Refuse anything that resolves outside the assets directory (`/assets/../..`).
    if (!file.startsWith(assetsDir + sep)) {
      res.writeHead(404, headers).end()
      return
    }
    stat(file).then(
      info => {
        if (!info.isFile()) return void res.writeHead(404, headers).end()
        const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
        res.writeHead(200, { ...headers, 'content-type': type, 'content-length': String(info.size) })
        if (req.method === 'HEAD') res.end()
        else createReadStream(file).pipe(res)
      },
      () => res.writeHead(404, headers).end(),
    )
  }

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolvePromise()
    })
  })
  const boundPort = (server.address() as AddressInfo).port
  return {
    // localhost, not 127.0.0.1: the page origin the product and its allow list (SPEC §5) expect.
    url: `http://localhost:${boundPort}`,
    port: boundPort,
    stop: async () => {
      const closed = new Promise<void>(resolvePromise => server.close(() => resolvePromise()))
      server.closeAllConnections()
      await closed
    },
  }
}
