import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { BodyError, readJsonBody, sendJson } from '../api/httpJson'
import { buildSecureFrame } from './buildSecureFrame'
import { createEmailDevices, type EmailDevices } from './emailDevices'
import { createOtpInbox, type OtpInbox } from './otpInbox'
import { renderAccountPage } from './renderAccountPage'
import { renderInboxPage } from './renderInboxPage'
import { renderCallbackPage, renderFarcasterPage, renderMessagePage, renderProviderPage } from './renderSocialPages'
import { createSocialLogins, type SocialLogins } from './socialLogins'
import { SECURE_SITE_CONFIG_GLOBAL, SESSION_KEY, type SecureFrameMode, type SecureSiteConfig } from './secureSiteConfig'

export type StartSecureSiteParameters = {
  chains: SecureSiteConfig['chains']
  port?: number
}

export type SecureSite = {
  /** The secure site's origin (`http://localhost:…`, another port): another origin than the page's. */
  url: string
  /** The inbox page a person reads login codes in. */
  inboxUrl: string
  /** The secure site's account page: who is signed in in this browser, and Sign out (SPEC §4 SESSION_UPDATE). */
  accountUrl: string
  inbox: OtpInbox
  /** Email accounts' devices, and the approval links mailed for new ones (VERIFY_DEVICE). */
  devices: EmailDevices
  /** The stand-in social providers' and Farcaster's logins. */
  socialLogins: SocialLogins
  /**
   * Test switch for the frames loaded from now on: `normal`; `silent` never announces itself nor
   * answers; `mute` announces itself and never answers; `garbage` answers every request with
   * malformed messages; `unverified` treats every embedding origin as not allowed.
   */
  setMode(mode: SecureFrameMode): void
  stop(): Promise<void>
}

const FUNDING_WEI = 10n ** 20n // 100 ETH, so a new embedded account can pay for its transactions.
const emailBody = z.object({ email: z.email() })
const deviceId = z.string().regex(/^[0-9a-f-]{36}$/)
const privateKey = z.string().regex(/^0x[0-9a-f]{64}$/)
/** A login's code comes with the device and its candidate key (enrolment); an email change's codes come alone. */
const verifyBody = z.object({ email: z.email(), otp: z.string().regex(/^\d{6}$/), device: z.optional(z.object({ deviceId, key: privateKey })) })
const deviceBody = z.object({ email: z.email(), deviceId })
const moveBody = z.object({ from: z.email(), to: z.email(), deviceId })
const fundBody = z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/) })
const origin = z.url().refine(value => new URL(value).origin === value, 'an origin')
const socialStartBody = z.object({ provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']), origin })
const token = z.string().regex(/^[0-9a-f]{32}$/)
const consentBody = z.object({ userName: z.string().trim().min(1).max(60), decision: z.enum(['approve', 'deny']) })
const socialApproveBody = consentBody.extend({ state: token })
const socialTokenBody = z.object({ state: token, code: token })
const farcasterChannelBody = z.object({ origin })
const farcasterApproveBody = consentBody.extend({ channel: token })

/**
 * The sandbox stand-in for the hosted secure site (SPEC §1, §4, §7): on its own origin it serves the
 * frame page that keeps the embedded wallet's keys in its own storage, issues and verifies email
 * OTPs (readable at `/inbox`), and funds new accounts on the local chains.
 *
 * @example
 * const site = await startSecureSite({ chains: sandbox.chains })
 * createAppKit({ ..., secureSiteUrl: site.url })
 */
export async function startSecureSite({ chains, port = 0 }: StartSecureSiteParameters): Promise<SecureSite> {
  const script = await buildSecureFrame()
  const inbox = createOtpInbox()
  const devices = createEmailDevices()
  const socialLogins = createSocialLogins()
  let mode: SecureFrameMode = 'normal'
  const config: Omit<SecureSiteConfig, 'mode'> = { chains }
  const frameHtml = () =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vestibule secure site</title></head><body>` +
    `<script>window.${SECURE_SITE_CONFIG_GLOBAL}=${JSON.stringify({ ...config, mode }).replace(/</g, '\\u003c')}</script>` +
    `<script src="/frame.js"></script></body></html>`

  const fund = async (address: string) => {
    await Promise.all(
      chains.map(chain =>
        fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${FUNDING_WEI.toString(16)}`] }),
        }),
      ),
    )
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://secure.invalid')
    const noStore = { 'cache-control': 'no-store' }
    const route = `${req.method} ${url.pathname}`
    switch (route) {
      case 'GET /':
        res.writeHead(200, { ...noStore, 'content-type': 'text/html; charset=utf-8' }).end(frameHtml())
        return
      case 'GET /frame.js':
        res.writeHead(200, { ...noStore, 'content-type': 'text/javascript; charset=utf-8' }).end(script)
        return
      case 'GET /inbox':
        res
          .writeHead(200, { ...noStore, 'content-type': 'text/html; charset=utf-8' })
          .end(renderInboxPage(inbox.all(), devices.mails(), `${siteUrl()}/device/approve`))
        return
      case 'GET /account':
        res.writeHead(200, { ...noStore, 'content-type': 'text/html; charset=utf-8' }).end(renderAccountPage(SESSION_KEY))
        return
      case 'GET /inbox/latest': {
        const mail = inbox.latest(url.searchParams.get('email') ?? '')
        sendJson(res, mail ? 200 : 404, mail ?? { error: 'no mail for this address' }, {})
        return
      }
      // The frame's own calls: same origin, so no CORS headers are sent and other origins cannot call them.
      case 'POST /otp': {
        const body = emailBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'a valid email is required' }, {})
        inbox.issue(body.data.email)
        return sendJson(res, 200, { sent: true }, {})
      }
      case 'POST /otp/verify': {
        const body = verifyBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'an email and a 6-digit code are required' }, {})
        const result = inbox.verify(body.data.email, body.data.otp)
        if (result !== 'ok' || !body.data.device) return sendJson(res, 200, { result }, {})
        return sendJson(res, 200, devices.enrol(body.data.email, body.data.device.deviceId, body.data.device.key), {})
      }
      // VERIFY_DEVICE (SPEC §4): an account's new device waits for the link mailed to its address.
      case 'POST /device/check': {
        const body = deviceBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'an email and a device id are required' }, {})
        const known = devices.isKnown(body.data.email, body.data.deviceId)
        if (!known) devices.requestApproval(body.data.email, body.data.deviceId)
        return sendJson(res, 200, { known }, {})
      }
      case 'POST /device/status': {
        const body = deviceBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'an email and a device id are required' }, {})
        return sendJson(res, 200, { approved: devices.isKnown(body.data.email, body.data.deviceId) }, {})
      }
      case 'GET /device/approve': {
        const approved = devices.approve(url.searchParams.get('token') ?? '')
        if (!approved) return sendHtml(res, 410, renderMessagePage('This approval link has expired or was used. Ask the app for a new one.'))
        return sendHtml(res, 200, renderMessagePage('This device is approved. Return to the app to finish logging in.'))
      }
      case 'POST /device/move': {
        const body = moveBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'both emails and the device id are required' }, {})
        const moved = devices.move(body.data.from, body.data.to, body.data.deviceId)
        return sendJson(res, moved ? 200 : 409, { moved }, {})
      }
      // Social login (SPEC §7): the frame starts it, the provider page asks the visitor, the callback
      // page hands `resultUri` to the page, and the frame exchanges the code once.
      case 'POST /social/start': {
        const body = socialStartBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'a provider and the page origin are required' }, {})
        const state = socialLogins.start(body.data.provider, body.data.origin)
        return sendJson(res, 200, { uri: `${siteUrl()}/social/provider?provider=${body.data.provider}&state=${state}` }, {})
      }
      case 'GET /social/provider': {
        const state = url.searchParams.get('state') ?? ''
        const start = socialLogins.pending(state)
        if (!start) return sendHtml(res, 404, renderMessagePage('This sign-in link has expired. Start again from the app.'))
        return sendHtml(res, 200, renderProviderPage(start.provider, state))
      }
      case 'POST /social/approve': {
        const body = socialApproveBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'a username is required' }, {})
        const callback = `${siteUrl()}/social/callback?state=${body.data.state}`
        if (body.data.decision === 'deny') return sendJson(res, 200, { redirect: `${callback}&error=access_denied` }, {})
        const code = socialLogins.approve(body.data.state, body.data.userName)
        if (!code) return sendJson(res, 410, { error: 'This sign-in link has expired. Start again from the app.' }, {})
        return sendJson(res, 200, { redirect: `${callback}&code=${code}` }, {})
      }
      case 'GET /social/callback': {
        const start = socialLogins.pending(url.searchParams.get('state') ?? '')
        if (!start) return sendHtml(res, 404, renderMessagePage('This sign-in link has expired. Start again from the app.'))
        return sendHtml(res, 200, renderCallbackPage(start.origin))
      }
      case 'POST /social/token': {
        const body = socialTokenBody.safeParse(await readJsonBody(req))
        const identity = body.success ? socialLogins.exchange(body.data.state, body.data.code) : undefined
        if (!identity) return sendJson(res, 400, { error: 'invalid or used code' }, {})
        return sendJson(res, 200, identity, {})
      }
      // Farcaster (SPEC §4 GET_FARCASTER_URI / CONNECT_FARCASTER): a channel, approved on the page its URI opens.
      case 'POST /farcaster/channel': {
        const body = farcasterChannelBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'the page origin is required' }, {})
        const channel = socialLogins.openChannel(body.data.origin)
        return sendJson(res, 200, { channel, url: `${siteUrl()}/farcaster/approve?channel=${channel}` }, {})
      }
      case 'GET /farcaster/approve': {
        const channel = url.searchParams.get('channel') ?? ''
        if (!socialLogins.channel(channel)) return sendHtml(res, 404, renderMessagePage('This Farcaster sign-in has expired. Start again from the app.'))
        return sendHtml(res, 200, renderFarcasterPage(channel))
      }
      case 'POST /farcaster/approve': {
        const body = farcasterApproveBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'a username is required' }, {})
        if (body.data.decision === 'deny') return sendJson(res, 200, { message: 'Sign-in declined. You can close this page.' }, {})
        const approved = socialLogins.approveChannel(body.data.channel, body.data.userName)
        return sendJson(res, approved ? 200 : 410, { message: approved ? 'Signed in. Return to the app.' : 'This Farcaster sign-in has expired.' }, {})
      }
      case 'GET /farcaster/status': {
        const result = socialLogins.takeChannel(url.searchParams.get('channel') ?? '')
        if (!result) return sendJson(res, 404, { status: 'expired' }, {})
        return sendJson(res, 200, result === 'pending' ? { status: 'pending' } : { status: 'approved', ...result }, {})
      }
      case 'POST /fund': {
        const body = fundBody.safeParse(await readJsonBody(req))
        if (!body.success) return sendJson(res, 400, { error: 'an address is required' }, {})
        await fund(body.data.address)
        return sendJson(res, 200, { funded: true }, {})
      }
      default:
        res.writeHead(404, noStore).end()
    }
  }

  const sendHtml = (res: ServerResponse, status: number, html: string) =>
    void res.writeHead(status, { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' }).end(html)
  let siteUrl = () => ''

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, error instanceof BodyError ? error.status : 500, { error: error instanceof Error ? error.message : String(error) }, {})
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // localhost on another port: another origin than the page (its storage is its own), the same site,
  // so browsers that block third-party storage still let the frame keep its keys.
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  siteUrl = () => url
  return {
    url,
    inboxUrl: `${url}/inbox`,
    accountUrl: `${url}/account`,
    inbox,
    devices,
    socialLogins,
    setMode: value => void (mode = value),
    stop: async () => {
      const closed = new Promise<void>(resolve => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
