import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { corsHeaders } from '../api/cors'
import { createFaultInjector, type FaultMatcher, type FaultOptions } from '../api/faultInjector'
import { matchRoute, type Route, type RouteResponse } from '../api/router'
import { BitcoinLedgerRefusal } from './bitcoinLedgerRefusal'
import { BITCOIN_LOCAL_CAIP_NETWORK_ID } from './bitcoinSandboxConstants'
import { scriptOfAddress } from './bitcoinScripts'
import { createBitcoinLedger, type BitcoinLedger } from './createBitcoinLedger'
import { toEsploraStatus, toEsploraTransaction, toEsploraUtxo } from './toEsploraTransaction'

/** When blocks are mined: by a test's call to `ledger.mine()`, at each accepted transaction, or every `intervalMs` as a regtest node with a short block time. */
export type BitcoinMining = 'manual' | 'on-submit' | { intervalMs: number }

export type StartBitcoinEsploraParameters = {
  port?: number
  host?: string
  /** Default every 5 s. */
  mining?: BitcoinMining
  /** An existing ledger to serve; default a fresh one. */
  ledger?: BitcoinLedger
}

export type BitcoinEsplora = {
  caipNetworkId: typeof BITCOIN_LOCAL_CAIP_NETWORK_ID
  /** The Esplora API's base URL (`http://127.0.0.1:…`, no trailing slash): `${url}/address/:a/utxo`. */
  url: string
  ledger: BitcoinLedger
  /** Arms a fault for the next `times` requests of a route (`/tx/:txid`, `/address/:address/utxo`, …) or paths matching a RegExp, as the API server's `fail`. */
  fail: (matcher: FaultMatcher, options: FaultOptions) => void
  /** false: every request's connection is dropped without an answer, as a node that went away; true answers again. */
  setAnswering: (answering: boolean) => void
  clearFaults: () => void
  stop: () => Promise<void>
}

const text = (status: number, body: string): RouteResponse => ({ status, body, contentType: 'text/plain; charset=utf-8' })
const json = (status: number, body: unknown): RouteResponse => ({ status, body })

/** Reads a text body (POST /tx carries the raw transaction hex, not JSON). */
async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 4_000_000) throw new BitcoinLedgerRefusal('TX decode failed', 'the body is larger than any standard transaction', -22)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The routes of Esplora's REST API that wallets and the sandbox API read (github.com/Blockstream/esplora/blob/master/API.md). */
function esploraRoutes(ledger: BitcoinLedger, afterSubmit: () => void): Route[] {
  const route = (method: 'GET' | 'POST', pattern: string, handle: Route['handle']): Route => ({ method, pattern, requiredQuery: [], handle })
  const withAddress =
    (answer: (address: string) => RouteResponse): Route['handle'] =>
    async ({ params }) => {
      const address = params.address ?? ''
      return scriptOfAddress(address) ? answer(address) : text(400, 'Invalid Bitcoin address')
    }
  const withTransaction =
    (answer: (tx: NonNullable<ReturnType<BitcoinLedger['transaction']>>) => RouteResponse): Route['handle'] =>
    async ({ params }) => {
      const tx = ledger.transaction((params.txid ?? '').toLowerCase())
      return tx ? answer(tx) : text(404, 'Transaction not found')
    }
  return [
    route('GET', '/blocks/tip/height', async () => text(200, String(ledger.tipHeight()))),
    route('GET', '/blocks/tip/hash', async () => text(200, ledger.tip().hash)),
    route('GET', '/fee-estimates', async () => json(200, ledger.feeEstimates())),
    route(
      'GET',
      '/address/:address',
      withAddress(address => json(200, { address, ...ledger.statsOf(address) })),
    ),
    route(
      'GET',
      '/address/:address/utxo',
      withAddress(address =>
        json(
          200,
          ledger.utxosOf(address).map(output => toEsploraUtxo(output, ledger.transaction(output.txid)?.block)),
        ),
      ),
    ),
    route(
      'GET',
      '/address/:address/txs',
      withAddress(address => json(200, ledger.transactionsOf(address).map(toEsploraTransaction))),
    ),
    route(
      'GET',
      '/tx/:txid',
      withTransaction(tx => json(200, toEsploraTransaction(tx))),
    ),
    route(
      'GET',
      '/tx/:txid/status',
      withTransaction(tx => json(200, toEsploraStatus(tx.block))),
    ),
    route(
      'GET',
      '/tx/:txid/hex',
      withTransaction(tx => text(200, tx.hex)),
    ),
    route('POST', '/tx', async ({ req }) => {
      try {
        const txid = ledger.submit(await readText(req))
        afterSubmit()
        return text(200, txid)
      } catch (error) {
        if (!(error instanceof BitcoinLedgerRefusal)) throw error
        // Esplora passes bitcoind's refusal through in this form.
        return text(400, `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`)
      }
    }),
  ]
}

/**
 * The local Bitcoin chain behind an Esplora-style HTTP API: the in-memory regtest-like ledger
 * (createBitcoinLedger), mining on a short interval by default, with a fault switch for tests.
 *
 * @example
 * const esplora = await startBitcoinEsplora({ mining: 'manual' })
 * await fetch(`${esplora.url}/address/${address}/utxo`)
 * esplora.ledger.mine()
 */
export async function startBitcoinEsplora(parameters: StartBitcoinEsploraParameters = {}): Promise<BitcoinEsplora> {
  const ledger = parameters.ledger ?? createBitcoinLedger()
  const mining = parameters.mining ?? { intervalMs: 5_000 }
  const routes = esploraRoutes(ledger, () => {
    if (mining === 'on-submit') ledger.mine()
  })
  const faults = createFaultInjector(routes.map(route => route.pattern))
  let answering = true

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!answering) return void req.socket.destroy()
    const headers = corsHeaders(req)
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end()
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid')
    const reply = ({ status, body, contentType }: RouteResponse) => {
      if (res.destroyed || res.writableEnded) return
      res.writeHead(status, { ...headers, 'content-type': contentType ?? 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      res.end(contentType ? String(body) : JSON.stringify(body))
    }
    const match = matchRoute(routes, req.method ?? 'GET', url.pathname)
    if (match.kind === 'not-found') return reply(text(404, `no route for ${url.pathname}`))
    if (match.kind === 'wrong-method') return reply(text(405, `use ${match.allowed.join(' or ')}`))
    const fault = faults.take(match.route.pattern, url.pathname)
    if (fault) {
      if (fault.delayMs > 0) await new Promise(resolve => setTimeout(resolve, fault.delayMs))
      if (fault.status !== undefined)
        return reply(fault.body === undefined ? text(fault.status, `Sandbox fault injected (HTTP ${fault.status})`) : json(fault.status, fault.body))
    }
    try {
      reply(await match.route.handle({ req, url, params: match.params, query: Object.fromEntries(url.searchParams), body: undefined }))
    } catch (error) {
      reply(text(500, `sandbox Esplora error: ${error instanceof Error ? error.message : String(error)}`))
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, parameters.host ?? '127.0.0.1', () => resolve())
  })
  const timer = typeof mining === 'object' ? setInterval(() => ledger.mine(), mining.intervalMs) : undefined
  timer?.unref()
  const { port } = server.address() as AddressInfo
  return {
    caipNetworkId: BITCOIN_LOCAL_CAIP_NETWORK_ID,
    url: `http://127.0.0.1:${port}`,
    ledger,
    fail: (matcher, options) => faults.add(matcher, options),
    setAnswering: next => void (answering = next),
    clearFaults: () => {
      faults.clear()
      answering = true
    },
    stop: async () => {
      clearInterval(timer)
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    },
  }
}
