import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { analyticsRoutes } from './analytics/analyticsRoutes'
import { createAnalyticsStore, type AnalyticsStore } from './analytics/analyticsStore'
import type { ApiChain } from './apiChain'
import { nameRoutes } from './names/nameRoutes'
import { createNameStore, identityNames, type NameStore } from './names/nameStore'
import { sessionRoutes } from './sessions/sessionRoutes'
import { createSessionStore, type SessionStore } from './sessions/sessionStore'
import { corsHeaders, isLocalOrigin } from './cors'
import { createFaultInjector } from './faultInjector'
import { createRpcFaults, type RpcFaultOptions } from './rpcFaults'
import { createConvertTampering, type ConvertTampering } from './routes/convert/convertTampering'
import type { Fault, FaultMatcher, FaultOptions } from './faultInjector'
import { createPaymentTamperer } from './faultInjector'
import type { PaymentTamper } from './faultInjector'
import { BodyError, readJsonBody, sendJson } from './httpJson'
import { checkRequiredQuery } from './queryValidation'
import { sandboxRemoteFeatures } from './remoteFeatures'
import type { RemoteFeature } from './remoteFeatures'
import { matchRoute } from './router'
import type { Route } from './router'
import { createChainIndexer } from './indexer/chainIndexer'
import { balanceRoute } from './routes/balanceRoute'
import { fungiblePriceRoute } from './routes/fungiblePriceRoute'
import { historyRoute } from './routes/historyRoute'
import { publicImageRoutes } from './routes/publicImageRoutes'
import { configRoute } from './routes/configRoute'
import { identityRoute } from './routes/identityRoute'
import { profileAccountRoute } from './routes/profileAccountRoute'
import { originsRoute } from './routes/originsRoute'
import { rpcProxyRoute } from './routes/rpcProxyRoute'
import { supportedChainsRoute } from './routes/supportedChainsRoute'
import { SANDBOX_IDENTITIES } from './sandboxIdentities'
import type { SolanaApiChain } from './solanaBalances'
import type { BitcoinApiChain } from './bitcoinBalances'
import type { Identity } from './sandboxIdentities'
import { generateWalletDirectory } from './walletDirectory/generateWalletDirectory'
import type { SandboxWalletListing } from './walletDirectory/generateWalletDirectory'
import { walletImageRoute } from './walletDirectory/walletImageRoute'
import { walletsRoute } from './walletDirectory/walletsRoute'
import { createMarketReader, type MarketReader } from '../market/createMarketReader'
import { convertAllowanceRoute } from './routes/convert/convertAllowanceRoute'
import { convertBuildApproveRoute } from './routes/convert/convertBuildApproveRoute'
import { convertBuildTransactionRoute } from './routes/convert/convertBuildTransactionRoute'
import { convertGasPriceRoute } from './routes/convert/convertGasPriceRoute'
import { convertQuotesRoute } from './routes/convert/convertQuotesRoute'
import { convertTokensRoute } from './routes/convert/convertTokensRoute'
import { onrampRoutes } from './routes/onrampRoutes'
import { exchangeRoutes } from './routes/exchangeRoutes'

export type StartApiServerParameters = {
  chains: readonly ApiChain[]
  /** 0 or omitted: any free port. */
  port?: number
  host?: string
  /** Accepted project ids; omitted: any non-empty id is accepted. */
  projectIds?: readonly string[]
  features?: readonly RemoteFeature[]
  allowedOrigins?: readonly string[]
  /** Identities by lower-case address; defaults to alice/bob for sandbox accounts 0 and 1. */
  identities?: Readonly<Record<string, Identity>>
  /** Fixed USD price of the native token. */
  nativePriceUsd?: number
  /** The wallet directory served by /getWallets; default: the generated 1,200 wallets. */
  walletDirectory?: readonly SandboxWalletListing[]
  /** What `/getAnalyticsConfig` answers (default true: the page's consent decides). */
  analyticsEnabled?: boolean
  /** The chain holding the sandbox market (market/deploySandboxMarket.ts): enables the convert and price routes of SPEC §7. */
  market?: ApiChain
  /** Solana chains whose accounts' balances (SOL and SPL tokens) and prices the API answers. */
  solana?: readonly SolanaApiChain[]
  /** Bitcoin chains whose addresses' balances and history the API answers, from their Esplora API (issue 29). */
  bitcoin?: readonly BitcoinApiChain[]
}

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  /** The declared pattern of the matched route, if any. */
  route?: string
  origin?: string
  body?: unknown
  /** 0 when the client went away before an answer was sent. */
  status: number
  at: number
}

export type ApiServer = {
  url: string
  port: number
  /** Every request received, in arrival order; `status` is filled in when the answer is sent. */
  requests: RecordedRequest[]
  clearRequests: () => void
  /** Arms a fault for the next `times` requests matching a route pattern or path RegExp. */
  fail: (matcher: FaultMatcher, options: FaultOptions) => void
  /** Arms a JSON-RPC error for the next `times` calls of `method` through the chain-RPC proxy (`/v1?chainId`). */
  failRpc: (method: string, options?: RpcFaultOptions) => void
  /** The convert API's dishonest answers on demand: build-transaction and build-approve tampered (issue 24). */
  tamper: Pick<ConvertTampering, 'buildTransaction' | 'buildApprove'>
  /** Disarms every fault, RPC fault and tampering. */
  clearFaults: () => void
  /** Arms a tampered payment answer (another receiver or amount) for the next `times` calls of a payment route (`/v1/exchanges/pay-url`, `/v1/generators/onrampurl`). */
  tamperPayment: (pattern: string, tamper: PaymentTamper) => void
  setFeatures: (features: readonly RemoteFeature[]) => void
  /** The project's allow list `/projects/v1/origins` answers (SPEC §5 wildcards); the default allows local pages. */
  setAllowedOrigins: (origins: readonly string[]) => void
  /** What `POST /e` received (also served at `GET /sandbox/analytics`), and the project's analytics switch. */
  analytics: AnalyticsStore
  /** Names registered through POST /v1/profile/account (signature verified), served by every lookup. */
  names: NameStore
  /** Sign-in sessions (SPEC §7 /v1/sessions/{address}): nonces issued, sessions verified with viem, revoked ones gone. */
  sessions: SessionStore
  stop: () => Promise<void>
}

type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void

/** One request being answered. */
type Exchange = {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  query: Record<string, string>
  record: RecordedRequest
  reply: Reply
  cors: Record<string, string>
}

const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

/** SPEC §8 server message mapping: this text means "invalid project id" to the product. */
const INVALID_KEY = { message: 'Unauthorized: invalid key' }

/**
 * Starts the local stand-in for the wallet-directory and blockchain APIs of
 * SPEC §7, backed by the local chains. `node:http` only, loopback only, CORS
 * open to local origins.
 *
 * @example
 * const api = await startApiServer({ chains })
 * await fetch(`${api.url}/v1/supported-chains?projectId=p&st=appkit&sv=1.7.9`)
 * api.fail('/v1/account/:address/balance', { status: 429, times: 2 })
 * await api.stop()
 */
export async function startApiServer(parameters: StartApiServerParameters): Promise<ApiServer> {
  const { chains, port = 0, host = '127.0.0.1', projectIds, nativePriceUsd = 3000 } = parameters
  let features: readonly RemoteFeature[] = parameters.features ?? sandboxRemoteFeatures()
  // One indexer per chain, shared by the balance, price and history routes.
  const indexers = chains.map(createChainIndexer)
  // The market chain's pool prices its tokens (fungible price) and quotes the convert routes.
  const marketReader = parameters.market ? createMarketReader(parameters.market.rpcUrl) : undefined
  let allowedOrigins: readonly string[] = parameters.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const names = createNameStore(identityNames(parameters.identities ?? SANDBOX_IDENTITIES))
  const analytics = createAnalyticsStore(parameters.analyticsEnabled ?? true)
  const sessions = createSessionStore()
  const rpcFaults = createRpcFaults()
  const tampering = createConvertTampering()
  // Known once the routes are: filled in below, read by the payment routes on each request.
  let tampers: ReturnType<typeof createPaymentTamperer> | undefined
  const tamper = (pattern: string) => tampers?.take(pattern)
  const routes: Route[] = [
    configRoute(() => features),
    originsRoute(() => allowedOrigins),
    supportedChainsRoute(
      chains,
      [...(parameters.solana ?? []), ...(parameters.bitcoin ?? [])].map(chain => chain.caipNetworkId),
    ),
    balanceRoute({ indexers, nativePriceUsd, solana: parameters.solana ?? [], bitcoin: parameters.bitcoin ?? [] }),
    fungiblePriceRoute({
      indexers,
      nativePriceUsd,
      solana: parameters.solana ?? [],
      ...(marketReader && parameters.market ? { market: { chainId: parameters.market.chainId, reader: marketReader } } : {}),
    }),
    historyRoute({ indexers, nativePriceUsd, bitcoin: parameters.bitcoin ?? [] }),
    ...publicImageRoutes(),
    identityRoute(parameters.identities ?? SANDBOX_IDENTITIES, names),
    ...nameRoutes(names, chains),
    ...sessionRoutes(sessions, chains),
    rpcProxyRoute(chains, rpcFaults),
    ...walletDirectoryRoutes(parameters.walletDirectory ?? generateWalletDirectory()),
    ...analyticsRoutes(analytics),
    ...(parameters.market && marketReader ? marketRoutes(parameters.market, marketReader, tampering) : []),
    // The provider page links back to this server: its URL is known once it listens.
    ...onrampRoutes(chains, () => publicUrl, tamper),
    ...exchangeRoutes(chains, () => publicUrl, tamper),
  ]
  tampers = createPaymentTamperer(routes.map(route => route.pattern))
  let publicUrl = ''
  const faults = createFaultInjector(routes.map(route => route.pattern))
  const requests: RecordedRequest[] = []
  // Aborted on stop so that delayed (fault-injected) answers do not hold the server open.
  const lifetime = new AbortController()

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid')
    const query = Object.fromEntries(url.searchParams)
    const cors = corsHeaders(req)
    const record: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query, status: 0, at: Date.now() }
    if (req.headers.origin) record.origin = req.headers.origin
    // Logged on arrival, so a test that has its answer already finds the request here.
    requests.push(record)
    const reply: Reply = (status, body, headers = cors) => {
      if (!res.destroyed) record.status = status
      sendJson(res, status, body, headers)
    }

    try {
      await dispatch({ req, res, url, query, record, reply, cors })
    } catch (error) {
      if (lifetime.signal.aborted) return
      const message = error instanceof Error ? error.message : String(error)
      reply(500, { error: `sandbox API error: ${message}` })
    }
  }

  /** Order of checks: CORS preflight, route, armed fault, SPEC §7 query fields, project id (SPEC §8), body, handler. */
  async function dispatch({ req, res, url, query, record, reply, cors }: Exchange): Promise<void> {
    if (req.method === 'OPTIONS') {
      const allowed = !req.headers.origin || isLocalOrigin(req.headers.origin)
      record.status = allowed ? 204 : 403
      res.writeHead(record.status, cors).end()
      return
    }

    const match = matchRoute(routes, record.method, url.pathname)
    if (match.kind === 'not-found') return reply(404, { error: `no route for ${url.pathname}` })
    if (match.kind === 'wrong-method') return reply(405, { error: `use ${match.allowed.join(' or ')}` }, { ...cors, allow: match.allowed.join(', ') })
    const { route, params } = match
    record.route = route.pattern

    const fault = faults.take(route.pattern, url.pathname)
    if (fault && (await applyFault(fault, reply))) return

    const missing = checkRequiredQuery(query, route.requiredQuery)
    if (missing) return reply(missing.status, missing.body)
    if (projectIds && !projectIds.includes(query.projectId ?? '')) return reply(401, INVALID_KEY)

    let body: unknown
    if (route.method === 'POST') {
      try {
        body = await readJsonBody(req)
      } catch (error) {
        if (error instanceof BodyError) return reply(error.status, { error: error.message })
        throw error
      }
      record.body = body
    }

    const result = await route.handle({ req, url, params, query, body })
    if (result.contentType === undefined) return reply(result.status, result.body)
    record.status = result.status
    if (!res.destroyed && !res.writableEnded)
      res.writeHead(result.status, { ...cors, 'content-type': result.contentType, 'cache-control': 'no-store' }).end(result.body)
  }

  /** Returns true when the fault answered the request itself. */
  async function applyFault(fault: Fault, reply: Reply): Promise<boolean> {
    if (fault.delayMs > 0) await delay(fault.delayMs, lifetime.signal)
    if (fault.status === undefined) return false
    reply(fault.status, fault.body ?? { message: `Sandbox fault injected (HTTP ${fault.status})` })
    return true
  }

  const server = createServer((req, res) => {
    void handle(req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const boundPort = (server.address() as AddressInfo).port
  publicUrl = `http://${host}:${boundPort}`

  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    requests,
    clearRequests: () => {
      requests.length = 0
    },
    fail: (matcher, options) => faults.add(matcher, options),
    failRpc: (method, options) => rpcFaults.add(method, options),
    tamper: { buildTransaction: tampering.buildTransaction, buildApprove: tampering.buildApprove },
    tamperPayment: (pattern, options) => tampers?.add(pattern, options),
    clearFaults: () => {
      faults.clear()
      rpcFaults.clear()
      tampering.clear()
      tampers?.clear()
    },
    setFeatures: next => {
      features = next
    },
    setAllowedOrigins: origins => {
      allowedOrigins = origins
    },
    analytics,
    names,
    sessions,
    stop: async () => {
      lifetime.abort()
      const closed = new Promise<void>(resolve => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}

function walletDirectoryRoutes(directory: readonly SandboxWalletListing[]): Route[] {
  const imageIds = new Set(directory.flatMap(wallet => (wallet.image_id ? [wallet.image_id] : [])))
  return [walletsRoute(directory), walletImageRoute(imageIds)]
}

function marketRoutes(market: ApiChain, reader: MarketReader, tampering: ConvertTampering): Route[] {
  return [
    convertTokensRoute(market),
    convertQuotesRoute(market, reader),
    convertAllowanceRoute(market, reader),
    convertGasPriceRoute(market, reader),
    convertBuildTransactionRoute(market, reader, tampering),
    convertBuildApproveRoute(market, reader, tampering),
  ]
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new Error('server stopped'))
      },
      { once: true },
    )
  })
}
