// The secure site's frame page (sandbox stand-in for the hosted one): it speaks the frame side of
// SPEC §4's protocol with the page that embeds it, and only with that page: messages are accepted
// from the parent window at the parent's origin only, and answers are posted to that origin only.
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import {
  appMessageSchema,
  LOGIN_PROVIDERS,
  FRAME_CHANNEL,
  parseAppPayload,
  type AppEventType,
  type AppMessage,
  type FrameMessage,
} from '../../../../plugins/features/embeddedWallet/frameProtocol'
import { SECURE_SITE_CONFIG_GLOBAL, secureSiteConfigSchema } from '../secureSiteConfig'
import { classifyRpcMethod } from '../../../../plugins/features/embeddedWallet/rpcPolicy'
import { askApproval } from './askApproval'
import { frameStore } from './frameStore'
import { runFrameRpc } from './frameRpc'
import { smartAccountFor } from './smartAccount'

const config = secureSiteConfigSchema.parse((window as unknown as Record<string, unknown>)[SECURE_SITE_CONFIG_GLOBAL])
const { mode } = config
const query = new URLSearchParams(location.search)
const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
// SPEC §5's default allow list: localhost with any port (the sandbox page); anything else is unverified.
const verified = mode !== 'unverified' && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(parentOrigin)
let pendingEmail: string | undefined

const post = (message: FrameMessage) => {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin)
}

const currentChain = () => {
  const id = frameStore.chainId(Number(query.get('chainId')) || config.chains[0]!.chainId)
  return config.chains.find(chain => chain.chainId === id) ?? config.chains[0]!
}

const signedInAccount = () => {
  const session = frameStore.session()
  if (!session) throw new Error('Not connected to email or social')
  return { session, account: privateKeyToAccount(frameStore.keyFor(session.identity)) }
}

const postJson = async (path: string, body: unknown): Promise<unknown> => {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return response.json()
}

const socialIdentity = z.object({ provider: z.enum(LOGIN_PROVIDERS), subject: z.string().min(1), userName: z.string().min(1) })
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
/** SPEC §9: a Farcaster login waits at most 2 min; the relay is asked once a second. */
const FARCASTER_POLL_MS = 1_000
const FARCASTER_WAIT_MS = 120_000
let farcasterChannel: string | undefined
/** An email change under way (SPEC §4): the codes go to the current address, then to the new one. */
let emailUpdate: { from: string; to: string; stage: 'primary' | 'secondary' } | undefined

const otpFailure = (result: string) =>
  new Error(
    result === 'wrong'
      ? 'Invalid code'
      : result === 'device-not-approved'
        ? 'Approve this device from the link we emailed first'
        : 'Code expired, ask for a new one',
  )

const verifyOtp = async (email: string, otp: string) => {
  const verdict = z.object({ result: z.string() }).parse(await postJson('/otp/verify', { email, otp }))
  if (verdict.result !== 'ok') throw otpFailure(verdict.result)
}

/** A login's code: proven, this device joins the account and holds its key (the first device's, for a known account). */
const verifyLoginOtp = async (email: string, otp: string) => {
  const device = { deviceId: frameStore.deviceId(), key: frameStore.keyFor(email) }
  const verdict = z
    .union([z.object({ result: z.literal('ok'), key: z.string().regex(/^0x[0-9a-f]{64}$/) }), z.object({ result: z.string() })])
    .parse(await postJson('/otp/verify', { email, otp, device }))
  if (verdict.result !== 'ok' || !('key' in verdict)) throw otpFailure(verdict.result)
  frameStore.setKey(email, verdict.key as `0x${string}`)
}

/** SPEC §9: a device request waits at most 2 min; the page's own wait is as long, so the frame gives up a little earlier. */
const DEVICE_POLL_MS = 1_000
const DEVICE_WAIT_MS = 110_000

/** A visitor who logged in: funded on the local chains, so the new account can pay for its transactions. */
async function signedIn(): Promise<Record<string, never>> {
  await postJson('/fund', { address: signedInAccount().account.address })
  return {}
}

/** The account the page sees (SPEC §4): the smart account when that is the identity's preference. */
async function activeAccounts() {
  const { session, account } = signedInAccount()
  const chain = currentChain()
  const type = frameStore.accountType(session.identity) ?? 'eoa'
  const smartAccount = type === 'smartAccount' ? await smartAccountFor(session.identity, account, chain) : undefined
  return { session, account, chain, type, smartAccount }
}

/** Approvals on screen, by the page's request id: RPC_ABORT takes one down. */
const approvalsShown = new Map<string, AbortController>()

async function answer(type: AppEventType, payload: unknown, id: string): Promise<unknown> {
  switch (type) {
    case 'CONNECT_EMAIL': {
      const { email } = parseAppPayload(type, payload)
      // Same email, same device, session still valid: no code needed.
      if (frameStore.session()?.email === email.toLowerCase()) return { action: 'CONNECT' }
      pendingEmail = email
      // Another device's account: this one is approved by the link mailed to the address, then the code.
      const device = z.object({ known: z.boolean() }).parse(await postJson('/device/check', { email, deviceId: frameStore.deviceId() }))
      if (!device.known) return { action: 'VERIFY_DEVICE' }
      await postJson('/otp', { email })
      return { action: 'VERIFY_OTP' }
    }
    case 'CONNECT_DEVICE': {
      const email = pendingEmail
      if (!email) throw new Error('No email login under way')
      const status = z.object({ approved: z.boolean() })
      for (const deadline = Date.now() + DEVICE_WAIT_MS; Date.now() < deadline; await sleep(DEVICE_POLL_MS)) {
        if (pendingEmail !== email) break
        if (status.parse(await postJson('/device/status', { email, deviceId: frameStore.deviceId() })).approved) {
          await postJson('/otp', { email })
          return {}
        }
      }
      throw new Error('This device was not approved in time; open the link we emailed, then try again')
    }
    case 'CONNECT_OTP': {
      const { otp } = parseAppPayload(type, payload)
      if (!pendingEmail) throw new Error('No email login under way')
      await verifyLoginOtp(pendingEmail, otp)
      frameStore.startEmailSession(pendingEmail)
      pendingEmail = undefined
      return signedIn()
    }
    case 'GET_SOCIAL_REDIRECT_URI': {
      const { provider } = parseAppPayload(type, payload)
      // The login is bound to the embedding page's origin: the popup's callback answers that origin only.
      return z.object({ uri: z.url() }).parse(await postJson('/social/start', { provider, origin: parentOrigin }))
    }
    case 'CONNECT_SOCIAL': {
      const { uri } = parseAppPayload(type, payload)
      const result = new URL(uri)
      // Only our own callback's address, with the state and code our provider page issued.
      if (result.origin !== location.origin || result.pathname !== '/social/callback') throw new Error('Failed to initiate social connection')
      if (result.searchParams.has('error')) throw Object.assign(new Error('Connection rejected'), { code: 4001 })
      const identity = socialIdentity.safeParse(
        await postJson('/social/token', { state: result.searchParams.get('state'), code: result.searchParams.get('code') }),
      )
      if (!identity.success) throw new Error('Failed to initiate social connection')
      frameStore.startSocialSession(identity.data.provider, identity.data.subject, identity.data.userName)
      return signedIn()
    }
    case 'GET_FARCASTER_URI': {
      const channel = z.object({ channel: z.string(), url: z.url() }).parse(await postJson('/farcaster/channel', { origin: parentOrigin }))
      farcasterChannel = channel.channel
      return { url: channel.url }
    }
    case 'CONNECT_FARCASTER': {
      const channel = farcasterChannel
      if (!channel) throw new Error('Failed to connect to farcaster')
      const status = z.union([
        z.object({ status: z.literal('pending') }),
        socialIdentity.extend({ status: z.literal('approved') }),
        z.object({ status: z.literal('expired') }),
      ])
      for (const deadline = Date.now() + FARCASTER_WAIT_MS; Date.now() < deadline; await sleep(FARCASTER_POLL_MS)) {
        if (farcasterChannel !== channel) break
        const answer = status.parse(await (await fetch(`/farcaster/status?channel=${channel}`)).json())
        if (answer.status === 'expired') break
        if (answer.status === 'approved') {
          farcasterChannel = undefined
          frameStore.startSocialSession('farcaster', answer.subject, answer.userName)
          return signedIn()
        }
      }
      throw new Error('Failed to connect to farcaster')
    }
    case 'GET_USER': {
      const { session, account, chain, type: accountType, smartAccount } = await activeAccounts()
      const eoa = { address: account.address, type: 'eoa' as const }
      const accounts = smartAccount ? [{ address: smartAccount, type: 'smartAccount' as const }, eoa] : [eoa]
      return {
        email: session.email ?? null,
        address: accounts[0]!.address,
        chainId: chain.chainId,
        accounts,
        preferredAccountType: accountType,
        smartAccountDeployed: smartAccount !== undefined,
        userName: session.social?.userName ?? null,
        socialProvider: session.social?.provider ?? null,
      }
    }
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      // Every local chain: the secure site deploys the smart account contract where it is first needed.
      return { smartAccountEnabledNetworks: config.chains.map(chain => chain.chainId) }
    case 'SET_PREFERRED_ACCOUNT': {
      const { type: preferred } = parseAppPayload(type, payload)
      const { session, account } = signedInAccount()
      const address = preferred === 'smartAccount' ? await smartAccountFor(session.identity, account, currentChain()) : account.address
      frameStore.setAccountType(session.identity, preferred)
      return { type: preferred, address }
    }
    case 'UPDATE_EMAIL': {
      const { email } = parseAppPayload(type, payload)
      const session = frameStore.session()
      if (!session?.email) throw new Error('Not connected to email or social')
      if (email.toLowerCase() === session.email) throw new Error('That is already your email')
      if (frameStore.hasKey(email)) throw new Error('That email already has an account')
      emailUpdate = { from: session.email, to: email.toLowerCase(), stage: 'primary' }
      await postJson('/otp', { email: session.email })
      return { action: 'VERIFY_PRIMARY_OTP' }
    }
    case 'UPDATE_EMAIL_PRIMARY_OTP': {
      const { otp } = parseAppPayload(type, payload)
      if (emailUpdate?.stage !== 'primary') throw new Error('No email change under way')
      await verifyOtp(emailUpdate.from, otp)
      emailUpdate.stage = 'secondary'
      await postJson('/otp', { email: emailUpdate.to })
      return {}
    }
    case 'UPDATE_EMAIL_SECONDARY_OTP': {
      const { otp } = parseAppPayload(type, payload)
      if (emailUpdate?.stage !== 'secondary') throw new Error('No email change under way')
      await verifyOtp(emailUpdate.to, otp)
      const moved = z
        .object({ moved: z.boolean() })
        .parse(await postJson('/device/move', { from: emailUpdate.from, to: emailUpdate.to, deviceId: frameStore.deviceId() }))
      if (!moved.moved) throw new Error('That email already has an account')
      // The account stays: its key (and smart accounts, account type) now answer to the new email.
      frameStore.moveIdentity(emailUpdate.from, emailUpdate.to)
      frameStore.startEmailSession(emailUpdate.to)
      emailUpdate = undefined
      return {}
    }
    case 'IS_CONNECTED':
      return { isConnected: frameStore.session() !== undefined }
    case 'GET_CHAIN_ID':
      return { chainId: currentChain().chainId }
    case 'SWITCH_NETWORK': {
      const { chainId } = parseAppPayload(type, payload)
      const id = Number(String(chainId).replace(/^eip155:/, ''))
      if (!config.chains.some(chain => chain.chainId === id)) throw new Error('Chain is not supported')
      frameStore.setChainId(id)
      return { chainId: id }
    }
    case 'RPC_REQUEST': {
      const { method, params } = parseAppPayload(type, payload)
      // SPEC §6: the frame relays only the listed methods, and the not-safe ones after the visitor approves here.
      const kind = classifyRpcMethod(method)
      if (kind === 'unknown') throw new Error('Requested RPC call is not allowed')
      const { account, chain, smartAccount } = await activeAccounts()
      if (kind === 'not-safe') {
        const controller = new AbortController()
        approvalsShown.set(id, controller)
        try {
          await askApproval(method, params, controller.signal, () => frameStore.requestStorageAccess())
        } finally {
          approvalsShown.delete(id)
        }
      }
      return { result: await runFrameRpc(account, smartAccount, chain, method, params) }
    }
    case 'RPC_ABORT': {
      approvalsShown.get(parseAppPayload(type, payload).id)?.abort()
      return {}
    }
    case 'RELOAD':
      // SPEC §4: storage is tried again (a browser may have granted it since), and the session re-read.
      frameStore.reload()
      return {}
    case 'SIGN_OUT':
      frameStore.endSession()
      return {}
    case 'SYNC_THEME':
    case 'SYNC_DAPP_DATA':
      // Kept for this frame's life: what the approval panel could show (and tests read).
      frameStore.remember(type, JSON.stringify(parseAppPayload(type, payload)))
      return {}
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  // Only the embedding page: its window and its origin. Anything else is not for us.
  if (mode === 'silent' || mode === 'mute' || event.source !== window.parent || event.origin !== parentOrigin) return
  const parsed = appMessageSchema.safeParse(event.data)
  if (!parsed.success) return
  const message: AppMessage = parsed.data
  if (mode === 'garbage') {
    // Malformed on purpose: a wrong channel, a missing id, then a success whose payload has the wrong shape.
    window.parent.postMessage({ channel: 'other', id: message.id }, parentOrigin)
    window.parent.postMessage({ channel: FRAME_CHANNEL, kind: 'success', type: message.type }, parentOrigin)
    post({
      channel: FRAME_CHANNEL,
      kind: 'success',
      id: message.id,
      type: message.type,
      payload: { action: 42, chainId: null, isConnected: 'yes', address: 'nope' },
    })
    return
  }
  if (!verified) {
    post({ channel: FRAME_CHANNEL, kind: 'error', id: message.id, type: message.type, payload: { message: 'Unverified domain' } })
    return
  }
  answer(message.type, message.payload, message.id).then(
    payload => post({ channel: FRAME_CHANNEL, kind: 'success', id: message.id, type: message.type, payload }),
    (error: unknown) =>
      post({
        channel: FRAME_CHANNEL,
        kind: 'error',
        id: message.id,
        type: message.type,
        payload: {
          message: error instanceof Error ? error.message : String(error),
          ...(typeof (error as { code?: unknown }).code === 'number' ? { code: (error as { code: number }).code } : {}),
        },
      }),
  )
})

// SPEC §4 SESSION_UPDATE: the session ended or changed in another document of the secure site (its
// account page, another tab's frame); the embedding page is told at once.
frameStore.onSessionChange(() => {
  if (mode === 'normal') post({ channel: FRAME_CHANNEL, kind: 'session-update', payload: { connected: frameStore.session() !== undefined } })
})

// A test switch: a frame that loads but never announces itself nor answers.
if (mode !== 'silent') post({ channel: FRAME_CHANNEL, kind: 'ready' })
