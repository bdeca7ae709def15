// The secure site's frame page (sandbox stand-in for the hosted one): it speaks the frame side of
// SPEC §4's protocol with the page that embeds it, and only with that page: messages are accepted
// from the parent window at the parent's origin only, and answers are posted to that origin only.
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import {

  appMessageSchema,
  FRAME_CHANNEL,
  parseAppPayload,
  type AppEventType,
  type AppMessage,
  type FrameMessage,
} from '../../../../plugins/connectors/embedded/frameProtocol'
import { SECURE_SITE_CONFIG_GLOBAL, secureSiteConfigSchema } from '../secureSiteConfig'
import { classifyRpcMethod } from '../../../../plugins/connectors/embedded/rpcPolicy'
import { askApproval } from './askApproval'
import { frameStore } from './frameStore'
import { runFrameRpc } from './frameRpc'

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
  return { email: session.email, account: privateKeyToAccount(frameStore.keyFor(session.email)) }
}

const postJson = async (path: string, body: unknown): Promise<unknown> => {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return response.json()
}

async function answer(type: AppEventType, payload: unknown): Promise<unknown> {
  switch (type) {
    case 'CONNECT_EMAIL': {
      const { email } = parseAppPayload(type, payload)
      // Same email, same device, session still valid: no code needed.
      if (frameStore.session()?.email === email.toLowerCase()) return { action: 'CONNECT' }
      await postJson('/otp', { email })
      pendingEmail = email
      return { action: 'VERIFY_OTP' }
    }
    case 'CONNECT_DEVICE':
      return {}
    case 'CONNECT_OTP': {
      const { otp } = parseAppPayload(type, payload)
      if (!pendingEmail) throw new Error('No email login under way')
      const verdict = z.object({ result: z.string() }).parse(await postJson('/otp/verify', { email: pendingEmail, otp }))
      if (verdict.result !== 'ok') throw new Error(verdict.result === 'wrong' ? 'Invalid code' : 'Code expired, ask for a new one')
      frameStore.startSession(pendingEmail)
      const { account } = signedInAccount()
      await postJson('/fund', { address: account.address })
      pendingEmail = undefined
      return {}
    }
    case 'GET_USER': {
      const { email, account } = signedInAccount()
      const chainId = currentChain().chainId
      return { email, address: account.address, chainId, accounts: [{ address: account.address, type: 'eoa' }], preferredAccountType: 'eoa', userName: null }
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
      const { account } = signedInAccount()
      // SPEC §6: the frame relays only the listed methods, and the not-safe ones after the visitor approves here.
      const kind = classifyRpcMethod(method)
      if (kind === 'unknown') throw new Error('Requested RPC call is not allowed')
      if (kind === 'not-safe') await askApproval(method, params)
      return { result: await runFrameRpc(account, currentChain(), method, params) }
    }
    case 'SIGN_OUT':
      frameStore.endSession()
      return {}
    case 'SYNC_THEME':
    case 'SYNC_DAPP_DATA':
      // Kept for this frame's life: what the approval panel could show (and tests read).
      sessionStorage.setItem(`vestibule-secure:${type}`, JSON.stringify(parseAppPayload(type, payload)))
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
    post({ channel: FRAME_CHANNEL, kind: 'success', id: message.id, type: message.type, payload: { action: 42, chainId: null, isConnected: 'yes', address: 'nope' } })
    return
  }
  if (!verified) {
    post({ channel: FRAME_CHANNEL, kind: 'error', id: message.id, type: message.type, payload: { message: 'Unverified domain' } })
    return
  }
  answer(message.type, message.payload).then(
    payload => post({ channel: FRAME_CHANNEL, kind: 'success', id: message.id, type: message.type, payload }),
    (error: unknown) =>
      post({
        channel: FRAME_CHANNEL,
        kind: 'error',
        id: message.id,
        type: message.type,
        payload: { message: error instanceof Error ? error.message : String(error), ...(typeof (error as { code?: unknown }).code === 'number' ? { code: (error as { code: number }).code } : {}) },
      }),
  )
})

// A test switch: a frame that loads but never announces itself nor answers.
if (mode !== 'silent') post({ channel: FRAME_CHANNEL, kind: 'ready' })

