import { Alerts, VestibuleError } from 'vestibule/plugin'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_AFTER_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from './embeddedWalletConstants'
import { answerName, APP_CHANNEL, frameMessageSchema, successPayloads, type AppEventType, type AppPayload, type SuccessPayload } from './frameProtocol'

export interface SecureFrameParameters {
  /** The secure site's URL (`secureSiteUrl`); its origin is the only one whose messages are read. */
  readonly secureSiteUrl: string
  /** SPEC §7: the frame URL's query fields. */
  readonly query: { readonly projectId: string; readonly chainId: string | number; readonly version: string; readonly enableLogger: boolean }
  /** The instance's clock (epoch ms), which request ids are made from. */
  readonly now: () => number
  readonly document?: Document
  readonly loadTimeoutMs?: number
  readonly requestTimeoutMs?: number
  readonly readyDelayMs?: number
  /** How long FRAME_READY may lag behind the frame document's load before the frame counts as failed. */
  readonly readyAfterLoadTimeoutMs?: number
  /** SPEC §4 SESSION_UPDATE: the frame's session changed (signed out on the secure site, or another login). */
  readonly onSessionUpdate?: (update: { readonly connected: boolean }) => void
}

export interface SecureFrame {
  /** Resolves once the frame is initialised (FRAME_READY + 500 ms); rejects with 'Iframe load failed'. */
  readonly ready: Promise<void>
  /**
   * Sends one app event. `signal` drops the request: it rejects with the signal's reason and the
   * frame is told to take down whatever it shows for it (RPC_ABORT).
   */
  request<T extends AppEventType>(
    type: T,
    payload: AppPayload<T>,
    options?: { readonly timeoutMs?: number; readonly signal?: AbortSignal },
  ): Promise<SuccessPayload<T>>
  /** Shows the frame over `rect` (the ApproveTransaction view's box), above the modal, for the visitor's approval. */
  show(rect: { readonly top: number; readonly left: number; readonly width: number; readonly height: number }): void
  /** Hides the frame again (SPEC §2: hidden unless the visitor must act in it). */
  hide(): void
  /** Messages that were dropped (wrong origin, wrong window, malformed): counted, for the security bench. */
  readonly ignored: () => number
  destroy(): void
}

type Pending = { type: AppEventType; resolve(value: unknown): void; reject(error: unknown): void; timer: ReturnType<typeof setTimeout> }

const alertError = (alert: { shortMessage: string; longMessage: string; code: string }, cause?: unknown) =>
  new VestibuleError(alert.shortMessage, { details: alert.longMessage, code: alert.code, category: 'SECURE_SITE_ERROR', ...(cause ? { cause } : {}) })

/**
 * A browser that blocks third-party storage answers the frame's storage reads with its own text
 * ("Failed to read the 'localStorage' property…", a SecurityError): never shown raw (SPEC §8).
 */
const isStorageBlocked = (message: string) => /'(localStorage|sessionStorage|indexedDB)'|SecurityError|Access is denied for this document/i.test(message)

/**
 * The hidden secure frame (SPEC §2, §4): a fixed-position iframe appended to the body, loaded from
 * the secure site with SPEC §7's query fields. Messages go to the secure site's exact origin (never
 * `*`) and are read only from that origin and that frame's window; every one is zod-checked, and
 * anything else is ignored without a crash.
 */
export function createSecureFrame(parameters: SecureFrameParameters): SecureFrame {
  const doc = parameters.document ?? document
  const url = new URL(parameters.secureSiteUrl)
  const { projectId, chainId, version, enableLogger } = parameters.query
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  const origin = url.origin
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Secure wallet'
  iframe.setAttribute('aria-hidden', 'true')
  const HIDDEN = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;bottom:0;right:0;z-index:-1'
  iframe.style.cssText = HIDDEN
  const pending = new Map<string, Pending>()
  let ignored = 0
  let counter = 0
  let markReady: () => void = () => undefined
  let failLoad: (error: unknown) => void = () => undefined
  const announced = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failLoad = reject
  })
  const loadTimer = setTimeout(() => failLoad(alertError(Alerts.IFRAME_LOAD_FAILED)), parameters.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS)
  // A frame document that loaded and stays silent will not speak later: it fails well before SPEC §9's 20 s.
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  iframe.addEventListener('load', () => {
    clearTimeout(readyTimer)
    readyTimer = setTimeout(() => failLoad(alertError(Alerts.IFRAME_LOAD_FAILED)), parameters.readyAfterLoadTimeoutMs ?? FRAME_READY_AFTER_LOAD_TIMEOUT_MS)
  })
  const ready = announced.then(() => new Promise<void>(resolve => setTimeout(resolve, parameters.readyDelayMs ?? FRAME_READY_DELAY_MS)))
  ready.catch(() => undefined)

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return void ignored++
    const parsed = frameMessageSchema.safeParse(event.data)
    if (!parsed.success) return void ignored++
    const message = parsed.data
    if (message.kind === 'ready') {
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      markReady()
      return
    }
    if (message.kind === 'session-update') return void parameters.onSessionUpdate?.(message.payload)
    const entry = pending.get(message.id)
    if (!entry || entry.type !== message.type) return void ignored++
    pending.delete(message.id)
    clearTimeout(entry.timer)
    if (message.kind === 'error') {
      entry.reject(
        message.payload.message === 'Unverified domain'
          ? alertError(Alerts.UNVERIFIED_DOMAIN)
          : isStorageBlocked(message.payload.message)
            ? alertError(Alerts.IFRAME_LOAD_FAILED, new VestibuleError(message.payload.message))
            : new VestibuleError(message.payload.message, {
                details: answerName(message.type, 'error'),
                ...(message.payload.code === undefined ? {} : { code: message.payload.code }),
              }),
      )
      return
    }
    const payload = successPayloads[message.type].safeParse(message.payload)
    if (payload.success) entry.resolve(payload.data)
    else entry.reject(new VestibuleError('Something went wrong', { details: `${answerName(message.type, 'success')}: ${payload.error.message}` }))
  }
  async function request<T extends AppEventType>(
    type: T,
    payload: AppPayload<T>,
    options?: { readonly timeoutMs?: number; readonly signal?: AbortSignal },
  ): Promise<SuccessPayload<T>> {
    const signal = options?.signal
    signal?.throwIfAborted()
    await ready
    signal?.throwIfAborted()
    const target = iframe.contentWindow
    if (!target) throw alertError(Alerts.IFRAME_LOAD_FAILED)
    const id = `${parameters.now().toString(36)}-${(counter++).toString(36)}`
    return new Promise<SuccessPayload<T>>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(id)) return
        clearTimeout(timer)
        reject(signal?.reason)
        // The frame takes its approval down; its late answer to `id` is then ignored.
        request('RPC_ABORT', { id }).catch(() => undefined)
      }
      const timer = setTimeout(
        () => {
          pending.delete(id)
          signal?.removeEventListener('abort', onAbort)
          reject(alertError(Alerts.IFRAME_REQUEST_TIMEOUT))
        },
        options?.timeoutMs ?? parameters.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
      )
      const settle =
        <A extends unknown[]>(done: (...args: A) => void) =>
        (...args: A) => {
          signal?.removeEventListener('abort', onAbort)
          done(...args)
        }
      pending.set(id, { type, resolve: settle(resolve as (value: unknown) => void), reject: settle(reject), timer })
      signal?.addEventListener('abort', onAbort, { once: true })
      target.postMessage({ channel: APP_CHANNEL, id, type, payload }, origin)
    })
  }
  const win = doc.defaultView ?? window
  win.addEventListener('message', onMessage)
  doc.body.appendChild(iframe)

  return {
    ready,
    ignored: () => ignored,
    show({ top, left, width, height }) {
      // Above the modal (z-index 999, SPEC §2), exactly over the view that makes room for it.
      iframe.style.cssText = `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;border:0;z-index:1000;background:transparent`
      iframe.removeAttribute('aria-hidden')
    },
    hide() {
      iframe.style.cssText = HIDDEN
      iframe.setAttribute('aria-hidden', 'true')
    },
    request,
    destroy() {
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      win.removeEventListener('message', onMessage)
      for (const entry of pending.values()) {
        clearTimeout(entry.timer)
        entry.reject(new VestibuleError('Request was aborted'))
      }
      pending.clear()
      iframe.remove()
    },
  }
}
