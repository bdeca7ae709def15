import { SDK_VERSION } from 'vestibule'
import { StorageKeys, ThrownMessages, UserMessages, VestibuleError, type ConnectorContext } from 'vestibule/plugin'
import { EMAIL_LOGIN_COOLDOWN_MS, FRAME_SIGN_OUT_TIMEOUT_MS } from './embeddedConstants'
import type { FrameSend } from './frameProtocol'
import type { SocialLoginProvider } from './socialProviders'
import type { SecureFrame, SecureFrameParameters } from './secureFrame'

export interface EmbeddedWalletClientParameters {
  /** Test hooks: SPEC §9's frame timeouts, shortened. */
  readonly frame?: Pick<SecureFrameParameters, 'loadTimeoutMs' | 'requestTimeoutMs' | 'readyDelayMs'>
}

/**
 * The embedded wallet as the page sees it (the connector's live provider, in the registry): the
 * secure frame, created on first use (the visitor's intent, or a stored connection's restore, never
 * at page load otherwise), and the steps of email login. Secrets (OTPs, keys) pass through to the
 * frame and are never kept here, in state or in events.
 */
export function createEmbeddedWalletClient(ctx: ConnectorContext, parameters: EmbeddedWalletClientParameters = {}) {
  let framePromise: Promise<SecureFrame> | undefined
  const openUnsafe = new Set<(error: unknown) => void>()
  const frame = (): Promise<SecureFrame> =>
    (framePromise ??= import('./secureFrame').then(({ createSecureFrame }) => {
      const state = ctx.getState()
      const chainId = state.activeCaipNetworkId?.split(':')[1] ?? '1'
      const created = createSecureFrame({
        secureSiteUrl: ctx.options.secureSiteUrl,
        query: { projectId: ctx.options.projectId ?? '', chainId, version: SDK_VERSION, enableLogger: ctx.options.debug === true },
        ...parameters.frame,
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

  return {
    frame,
    send,
    /** Seconds left before another email login may start (SPEC §5: one per 30 s), 0 when allowed. */
    cooldownSeconds(now = Date.now()): number {
      const last = ctx.storage.get(StorageKeys.LAST_EMAIL_LOGIN_TIME)
      if (typeof last !== 'number') return 0
      return Math.max(0, Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
    },
    /** SPEC §4: CONNECT_EMAIL answers which step comes next. Refused within the cooldown. */
    async connectEmail(email: string) {
      const wait = this.cooldownSeconds()
      if (wait > 0) throw new VestibuleError(UserMessages.PLEASE_TRY_AGAIN(wait))
      ctx.storage.set(StorageKeys.LAST_EMAIL_LOGIN_TIME, Date.now())
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
     * safe methods pass; not-safe ones wait for the visitor's approval in the frame (the
     * ApproveTransaction view shows it) and can be aborted; unknown ones never reach the frame.
     */
    async request({ method, params = [], chainId }: { method: string; params?: readonly unknown[]; chainId?: string | number }) {
      const { classifyRpcMethod } = await import('./rpcPolicy')
      const kind = classifyRpcMethod(method)
      if (kind === 'unknown') throw new VestibuleError(UserMessages.RPC_NOT_ALLOWED, { details: method })
      const answer = send('RPC_REQUEST', { method, params: [...params], ...(chainId === undefined ? {} : { chainId }) })
      if (kind === 'safe') return (await answer).result
      let abort: (error: unknown) => void = () => undefined
      const aborted = new Promise<never>((_, reject) => (abort = reject))
      openUnsafe.add(abort)
      try {
        return (await Promise.race([answer, aborted])).result
      } finally {
        openUnsafe.delete(abort)
        if (openUnsafe.size === 0) framePromise?.then(frame => frame.hide(), () => undefined)
      }
    },
    /** Not-safe requests waiting on the visitor. */
    openUnsafeCount: () => openUnsafe.size,
    /** SPEC §5: a disallowed method aborts the open requests other than safe ones. */
    abortUnsafe() {
      for (const abort of [...openUnsafe]) abort(new VestibuleError(ThrownMessages.REQUEST_ABORTED))
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
