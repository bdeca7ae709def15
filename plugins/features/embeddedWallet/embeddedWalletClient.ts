import { SDK_VERSION } from 'vestibule'
import { StorageKeys, ThrownMessages, USER_REJECTED_CODE, UserMessages, VestibuleError, type ConnectorContext, type WalletConnection } from 'vestibule/plugin'
import { EMAIL_LOGIN_COOLDOWN_MS, FRAME_RESTORE_TIMEOUT_MS, FRAME_SIGN_OUT_TIMEOUT_MS } from './embeddedWalletConstants'
import type { FrameSend } from './frameProtocol'
import type { SocialLoginProvider } from './socialProviders'
import type { SecureFrame, SecureFrameParameters } from './secureFrame'

export interface EmbeddedWalletClientParameters {
  /** Test hooks: SPEC §9's frame timeouts, shortened. */
  readonly frame?: Pick<SecureFrameParameters, 'loadTimeoutMs' | 'requestTimeoutMs' | 'readyDelayMs' | 'readyAfterLoadTimeoutMs'> & {
    /** How long a silent restore waits for the frame's answers (default `FRAME_RESTORE_TIMEOUT_MS`). */
    readonly restoreTimeoutMs?: number
  }
}

/** SPEC §4 SESSION_UPDATE as the page hears it. */
export type SessionUpdateListener = (update: { readonly connected: boolean }) => void

/**
 * The embedded wallet as the page sees it (the connector's live provider, in the registry): the
 * secure frame, created on first use (the visitor's intent, or a stored connection's restore, never
 * at page load otherwise), and the steps of email login. Secrets (OTPs, keys) pass through to the
 * frame and are never kept here, in state or in events.
 */
export function createEmbeddedWalletClient(ctx: ConnectorContext, parameters: EmbeddedWalletClientParameters = {}) {
  let framePromise: Promise<SecureFrame> | undefined
  // Not-safe requests waiting on the visitor (SPEC §6), each droppable.
  const openUnsafe = new Set<AbortController>()
  // The ApproveTransaction stack (SPEC §4): the not-safe requests the modal shows.
  const approvals = { pending: 0 }
  const sessionListeners = new Set<SessionUpdateListener>()
  const { restoreTimeoutMs = FRAME_RESTORE_TIMEOUT_MS, ...frameTimings } = parameters.frame ?? {}
  const abortUnsafe = (reason: unknown) => {
    for (const controller of [...openUnsafe]) controller.abort(reason)
  }
  // SPEC §4, §8: the visitor closing the modal on an approval declines it ('Modal closed', EIP-1193's
  // 4001 so any caller reads it as a refusal), and the frame drops it, however the request came in.
  // Going back from ApproveTransaction (always the view the modal opened on) closes the modal too.
  const declineUnshown = () => {
    // A close the router refused (SPEC §4: sign-in required and unsigned) leaves the approval standing.
    const { isOpen, view } = ctx.getState().modal
    if (isOpen && view === 'ApproveTransaction') return
    if (openUnsafe.size > 0)
      abortUnsafe(new VestibuleError(ThrownMessages.MODAL_CLOSED, { code: USER_REJECTED_CODE, details: 'The visitor closed the approval' }))
  }
  ctx.on('modal/closed', declineUnshown)
  ctx.on('router/went-back', declineUnshown)
  const frame = (): Promise<SecureFrame> =>
    (framePromise ??= import('./secureFrame').then(({ createSecureFrame }) => {
      const state = ctx.getState()
      const chainId = state.activeCaipNetworkId?.split(':')[1] ?? '1'
      const created = createSecureFrame({
        secureSiteUrl: ctx.options.secureSiteUrl,
        now: ctx.now,
        query: {
          projectId: ctx.options.projectId ?? '',
          chainId,
          version: SDK_VERSION,
          enableLogger: ctx.options.enableAuthLogger ?? ctx.options.debug === true,
        },
        onSessionUpdate: update => {
          for (const listener of [...sessionListeners]) listener(update)
        },
        ...frameTimings,
      })
      // A frame that failed to load is dropped, so the next attempt loads a fresh one.
      created.ready.then(
        () => {
          // SPEC §3, §4: the frame draws its approvals in the app's theme and names the app.
          const { metadata, projectId, sdkVersion, sdkType } = ctx.options
          const { themeMode, themeVariables } = ctx.getState().theme
          const warn = (error: unknown) => ctx.logger.warn('The secure frame did not take the app data', error)
          created.request('SYNC_THEME', { themeMode, themeVariables: themeVariables as Record<string, string | number> }).catch(warn)
          created
            .request('SYNC_DAPP_DATA', {
              ...(metadata?.name ? { name: metadata.name } : {}),
              ...(metadata?.description ? { description: metadata.description } : {}),
              ...(metadata?.url ? { url: metadata.url } : {}),
              ...(metadata?.icons ? { icons: [...metadata.icons] } : {}),
              projectId: projectId ?? '',
              sdkVersion,
              sdkType,
            })
            .catch(warn)
        },
        () => {
          created.destroy()
          framePromise = undefined
        },
      )
      return created
    }))
  const send: FrameSend = async (type, payload, timeoutMs) => (await frame()).request(type, payload, timeoutMs ? { timeoutMs } : undefined)
  // Social, Farcaster and account-type steps: a chunk loaded when the visitor takes one of them.
  const flows = () => import('./embeddedFlows')
  /** Forgets the frame (a fresh one loads on next use): it failed to answer, so it is not trusted to later. */
  const dropFrame = () => {
    const dropped = framePromise
    framePromise = undefined
    dropped?.then(
      loaded => loaded.destroy(),
      () => undefined,
    )
  }

  /** SPEC §6: safe methods pass; not-safe ones wait for the visitor's approval, droppable; unknown ones never reach the frame. */
  async function relay(kind: string, method: string, params: readonly unknown[], chainId: string | number | undefined): Promise<unknown> {
    if (kind === 'unknown') throw new VestibuleError(UserMessages.RPC_NOT_ALLOWED, { details: method })
    const payload = { method, params: [...params], ...(chainId === undefined ? {} : { chainId }) }
    if (kind === 'safe') return (await send('RPC_REQUEST', payload)).result
    const controller = new AbortController()
    openUnsafe.add(controller)
    try {
      return (await (await frame()).request('RPC_REQUEST', payload, { signal: controller.signal })).result
    } finally {
      openUnsafe.delete(controller)
      if (openUnsafe.size === 0)
        framePromise?.then(
          loaded => loaded.hide(),
          () => undefined,
        )
    }
  }

  return {
    frame,
    send,
    /** Seconds left before another email login may start (SPEC §5: one per 30 s), 0 when allowed. */
    cooldownSeconds(now = ctx.now()): number {
      const last = ctx.storage.get(StorageKeys.LAST_EMAIL_LOGIN_TIME)
      if (typeof last !== 'number') return 0
      return Math.max(0, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
    },
    /** SPEC §4: CONNECT_EMAIL answers which step comes next. Refused within the cooldown. */
    async connectEmail(email: string) {
      const wait = this.cooldownSeconds()
      if (wait > 0) throw new VestibuleError(UserMessages.PLEASE_TRY_AGAIN(wait))
      ctx.storage.set(StorageKeys.LAST_EMAIL_LOGIN_TIME, ctx.now())
      const { action } = await send('CONNECT_EMAIL', { email })
      ctx.storage.set(StorageKeys.EMAIL, email)
      return action
    },
    /**
     * SPEC §4, §7 social login through the secure-site popup, opened here at once (still inside the
     * visitor's click, or the browser blocks it); the rest of the flow loads then.
     */
    connectSocial(provider: SocialLoginProvider, win: Window = window): Promise<void> {
      const popup = win.open('', 'vestibule-social', 'popup,width=480,height=640')
      return flows().then(f => f.connectSocial(ctx, send, popup, provider, win))
    },
    /** SPEC §4 Farcaster: the URI the visitor opens (QR code or link) to approve the login. */
    getFarcasterUri: () => flows().then(f => f.getFarcasterUri(send)),
    /** Resolves once the visitor approved through the Farcaster URI (SPEC §9: at most 2 min). */
    connectFarcaster: () => flows().then(f => f.connectFarcaster(send)),
    /** SPEC §4 account type switch (eoa ↔ smartAccount), see `switchAccountType`. */
    switchAccountType: (type: 'eoa' | 'smartAccount') => flows().then(f => f.switchAccountType(ctx, send, type)),
    /** SPEC §4 UPDATE_EMAIL: answers which code comes first (primary: the current address). */
    updateEmail: (email: string) => flows().then(f => f.updateEmail(send, email)),
    /** SPEC §4 primary / secondary OTP of an email change; the secondary one waits for the change (polled every 1 s). */
    verifyEmailUpdate: (stage: 'primary' | 'secondary', otp: string, email: string) => flows().then(f => f.verifyEmailUpdate(ctx, send, stage, otp, email)),
    /** The frame's user as a connection (SPEC §3), with the preferred account type applied on a new login. */
    connection: (fresh: boolean) => flows().then(f => f.embeddedConnection(ctx, send, fresh)),
    connectDevice: () => send('CONNECT_DEVICE', {}),
    connectOtp: (otp: string) => send('CONNECT_OTP', { otp }),
    getUser: (chainId?: string | number) => send('GET_USER', chainId === undefined ? {} : { chainId }),
    isConnected: async () => (await send('IS_CONNECTED', {})).isConnected,
    /**
     * EIP-1193-shaped, so `appKit.getProvider()` hands out something a library can call. SPEC §6:
     * safe methods pass; not-safe ones open the modal on ApproveTransaction (where the frame shows
     * the approval), whether the modal's actions or the app's own code asked, and can be aborted;
     * unknown ones never reach the frame.
     */
    async request({ method, params = [], chainId }: { method: string; params?: readonly unknown[]; chainId?: string | number }): Promise<unknown> {
      // The policy and what the modal shows of it load with the first request, not in the page's first download.
      const [{ classifyRpcMethod }, { showRpcPolicy }] = await Promise.all([import('./rpcPolicy'), import('./showRpcPolicy')])
      const kind = classifyRpcMethod(method)
      const answer = relay(kind, method, params, chainId)
      showRpcPolicy(ctx, () => abortUnsafe(new VestibuleError(ThrownMessages.REQUEST_ABORTED)), approvals, method, kind, answer)
      return answer
    },
    /** Not-safe requests waiting on the visitor. */
    openUnsafeCount: () => openUnsafe.size,
    /** SPEC §5: a disallowed method aborts the open requests other than safe ones. */
    abortUnsafe: () => abortUnsafe(new VestibuleError(ThrownMessages.REQUEST_ABORTED)),
    /**
     * SPEC §4 silent restore: the frame's session as a connection, or undefined when it has none. Its
     * answers are waited for `FRAME_RESTORE_TIMEOUT_MS` once it is initialised (a frame that never
     * announces itself fails on its own load bound); a frame that did not answer is dropped.
     */
    async restoreConnection(): Promise<WalletConnection | undefined> {
      try {
        return await flows().then(f => f.restoreConnection(ctx, send, restoreTimeoutMs))
      } catch (error) {
        dropFrame()
        throw error
      }
    },
    /** SPEC §4 SESSION_UPDATE: called with each update the frame sends; returns the unsubscribe. */
    onSessionUpdate(listener: SessionUpdateListener): () => void {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    /** SPEC §4 RELOAD: the frame re-reads its session; the page then asks whether one is left. Only a loaded frame is asked. */
    async reload(): Promise<boolean | undefined> {
      if (!framePromise) return undefined
      await send('RELOAD', {})
      return (await send('IS_CONNECTED', {})).isConnected
    },
    /** SPEC §4: sign-out is waited for at most 3 s; the page forgets the login data either way. */
    async signOut() {
      ctx.storage.set(StorageKeys.EMAIL, undefined)
      if (!framePromise) return
      await send('SIGN_OUT', {}, FRAME_SIGN_OUT_TIMEOUT_MS).catch(error => ctx.logger.warn('The secure frame did not sign out in time', error))
    },
  }
}

export type EmbeddedWalletClient = ReturnType<typeof createEmbeddedWalletClient>
