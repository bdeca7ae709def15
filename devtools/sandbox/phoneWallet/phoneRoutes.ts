import { z } from 'zod'
import { BodyError, readJsonBody, sendJson } from '../api/httpJson'
import { matchRoute, normalizePath } from '../api/router'
import type { Route, RouteResponse } from '../api/router'
import type { PageRequestHandler } from '../page/startPageServer'
import { SANDBOX_ACCOUNT_COUNT } from '../sandboxConstants'
import type { PhoneWallet } from './phoneWalletTypes'
import { renderPhonePage } from './renderPhonePage'

export const PHONE_PAGE_PATH = '/phone'
export const PHONE_API_PATH = `${PHONE_PAGE_PATH}/api`

const pairBody = z.object({ uri: z.string().startsWith('wc:', 'expected a WalletConnect URI (wc:…)') })
const approvalBody = z.object({ mode: z.enum(['auto', 'manual', 'reject']) })
const chainBody = z.object({ chainId: z.number().int().positive() })
const accountBody = z.object({ accountIndex: z.number().int().min(0) })
const numericId = z.coerce.number().int().positive()

/** A bad body or id: the caller's mistake (400), not the wallet's. */
class RequestError extends Error {}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : ''
  throw new RequestError(`${what}${where}: ${issue?.message ?? 'invalid'}`)
}

/**
 * The HTTP side of the phone: `GET /phone` is the page a person plays the wallet with,
 * `/phone/api/…` the JSON API it (and tests) call. Every POST answers with the new state.
 * POSTs must be `application/json`, which a page on another origin cannot send without
 * a CORS preflight this server never grants.
 *
 *   GET  /phone/api/state
 *   POST /phone/api/pair                              { uri }
 *   POST /phone/api/approval                          { mode: 'auto' | 'manual' | 'reject' }
 *   POST /phone/api/proposals/:id/approve | /reject
 *   POST /phone/api/requests/:id/approve  | /reject
 *   POST /phone/api/sessions/:topic/disconnect
 *   POST /phone/api/chain                             { chainId }
 *   POST /phone/api/account                           { accountIndex }
 *
 * @example
 * await startPageServer({ html, assetsDir, handlers: [phoneRoutes(phone)] })
 */
export function phoneRoutes(phone: PhoneWallet, options: { accountCount?: number } = {}): PageRequestHandler {
  const page = renderPhonePage({ apiPath: PHONE_API_PATH, accountCount: options.accountCount ?? SANDBOX_ACCOUNT_COUNT })

  const post = (pattern: string, act: (params: Record<string, string>, body: unknown) => Promise<unknown>): Route => ({
    method: 'POST',
    pattern: `${PHONE_API_PATH}${pattern}`,
    requiredQuery: [],
    handle: async ({ params, body }): Promise<RouteResponse> => {
      await act(params, body)
      return { status: 200, body: phone.getState() }
    },
  })
  const routes: Route[] = [
    {
      method: 'GET',
      pattern: `${PHONE_API_PATH}/state`,
      requiredQuery: [],
      handle: async () => ({ status: 200, body: phone.getState() }),
    },
    post('/pair', (_, body) => phone.pair(parse(pairBody, body, 'body').uri)),
    post('/approval', async (_, body) => phone.setApproval(parse(approvalBody, body, 'body').mode)),
    post('/proposals/:id/approve', params => phone.approveSession(parse(numericId, params.id, 'proposal id'))),
    post('/proposals/:id/reject', params => phone.rejectSession(parse(numericId, params.id, 'proposal id'))),
    post('/requests/:id/approve', params => phone.approveRequest(parse(numericId, params.id, 'request id'))),
    post('/requests/:id/reject', params => phone.rejectRequest(parse(numericId, params.id, 'request id'))),
    post('/sessions/:topic/disconnect', params => phone.disconnect(params.topic)),
    post('/chain', (_, body) => phone.switchChain(parse(chainBody, body, 'body').chainId)),
    post('/account', (_, body) => phone.setAccountIndex(parse(accountBody, body, 'body').accountIndex)),
  ]

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://page.invalid')
    const path = normalizePath(url.pathname)
    if (path !== PHONE_PAGE_PATH && !path.startsWith(`${PHONE_PAGE_PATH}/`)) return false
    const headers = { 'cache-control': 'no-store' }
    const answer = (status: number, body: unknown, extra: Record<string, string> = {}): true => {
      sendJson(res, status, body, { ...headers, ...extra })
      return true
    }

    if (path === PHONE_PAGE_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end()
      else res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(req.method === 'HEAD' ? '' : page)
      return true
    }

    const match = matchRoute(routes, req.method ?? 'GET', path)
    if (match.kind === 'not-found') return answer(404, { error: `no phone route ${path}` })
    if (match.kind === 'wrong-method') return answer(405, { error: `use ${match.allowed.join(' or ')}` }, { allow: match.allowed.join(', ') })

    let body: unknown
    if (match.route.method === 'POST') {
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return answer(415, { error: 'send the body as application/json' })
      try {
        body = await readJsonBody(req)
      } catch (error) {
        if (error instanceof BodyError) return answer(error.status, { error: error.message })
        throw error
      }
    }
    try {
      const result = await match.route.handle({ req, url, params: match.params, query: Object.fromEntries(url.searchParams), body })
      return answer(result.status, result.body)
    } catch (error) {
      // 400: the request was malformed; 409: the wallet could not do it now (nothing pending, unknown chain, relay error).
      return answer(error instanceof RequestError ? 400 : 409, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}
