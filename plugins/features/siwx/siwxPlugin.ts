import { formatIssues, parseWith } from 'vestibule/validation'
import {
  awaitOutcome,
  definePlugin,
  isSmartAccount,
  serializeError,
  ThrownMessages,
  UserMessages,
  VestibuleError,
  type CaipNetworkId,
  type EventInput,
  type PluginContext,
  type PluginDefinition,
} from 'vestibule/plugin'
import { toHex } from 'viem'
import * as z from 'zod/mini'
import { hostedSiwx } from './hostedSiwx'
import { siweConfigToSiwx } from './siweConfigToSiwx'
import { SIWX_PLUGIN_NAME } from './siwxConstants'
import './siwxEvents'
import { isSessionLive } from './siwxMessage'
import { HOSTED_SIWX_KEYS, hostedSiwxOptionsSchema, sessionDataSchema, sessionsSchema, siweConfigSchema, siwxConfigSchema } from './siwxSchemas'
import { siwxSlice } from './siwxSlice'
import type { SiwxSessionSummary } from './siwxState'
import type { SIWEConfig, SIWXConfig, SIWXMessageData } from './siwxTypes'

/** SPEC §9: wallet requests wait at most 2 min. */
const SIGN_TIMEOUT_MS = 120_000
/** A wallet's personal_sign answer: hex bytes. */
const signatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))

type Account = { address: string; caipNetworkId: CaipNetworkId }

/** EIP-4361 domain: the page's host. */
const pageDomain = (): string => globalThis.location?.host ?? 'localhost'

/**
 * A session counts for this page, this account and this chain only (CAIP-122 binds them): one
 * stored for another site, address or chain is no sign-in here, whatever store returned it.
 */
function belongsHere(data: SIWXMessageData, account: Account): boolean {
  return (
    data.domain.toLowerCase() === pageDomain().toLowerCase() &&
    data.accountAddress.toLowerCase() === account.address.toLowerCase() &&
    data.chainId === account.caipNetworkId
  )
}

const keyOf = ({ address, caipNetworkId }: Account) => `${caipNetworkId}:${address.toLowerCase()}`

export function summarize(data: SIWXMessageData): SiwxSessionSummary {
  return {
    address: data.accountAddress,
    caipNetworkId: data.chainId as CaipNetworkId,
    domain: data.domain,
    issuedAt: data.issuedAt ?? null,
    expirationTime: data.expirationTime ?? null,
  }
}

/**
 * The config the options name: `siweConfig` (adapted), a full `siwx` config (the integrator's own),
 * or hosted settings (`siwx: { required: true }`). Each shape is checked with zod; a bad one is a
 * clear error, and the plugin then does nothing.
 */
function resolveConfig(ctx: PluginContext): SIWXConfig {
  const { siwx, siweConfig } = ctx.options
  const page = { domain: pageDomain(), uri: globalThis.location?.origin ?? 'http://localhost', now: () => ctx.now() }
  if (siweConfig) {
    const parsed = parseWith(siweConfigSchema, siweConfig)
    if (!parsed.success)
      throw new VestibuleError('Invalid `siweConfig` option', { details: formatIssues(parsed.issues), category: 'INVALID_APP_CONFIGURATION' })
    return siweConfigToSiwx(siweConfig as unknown as SIWEConfig, page)
  }
  if (!siwx) throw new VestibuleError(ThrownMessages.SIWX_NOT_ENABLED, { details: 'Set the `siwx` option (or `siweConfig`) to turn sign-in on.' })
  if (parseWith(siwxConfigSchema, siwx).success) return siwx as unknown as SIWXConfig
  const hosted = parseWith(hostedSiwxOptionsSchema, siwx)
  const unknownKeys = Object.keys(siwx).filter(key => !HOSTED_SIWX_KEYS.includes(key))
  if (!hosted.success || unknownKeys.length > 0) {
    const problem = hosted.success ? `unknown keys ${unknownKeys.join(', ')}` : formatIssues(hosted.issues)
    throw new VestibuleError('Invalid `siwx` option', {
      details: `Expected a SIWXConfig (createMessage, addSession, revokeSession, setSessions, getSessions) or hosted settings ({ required, statement, expiresInMs }): ${problem}`,
      category: 'INVALID_APP_CONFIGURATION',
    })
  }
  return hostedSiwx(
    { api: ctx.http.blockchainApi, storage: ctx.storage, logger: ctx.logger, now: () => ctx.now(), domain: page.domain, uri: page.uri, signal: ctx.signal },
    hosted.data,
  )
}

function startSiwx(ctx: PluginContext): void {
  const config = resolveConfig(ctx)
  let required = false
  try {
    required = config.getRequired?.() === true
  } catch (error) {
    ctx.logger.error('siwx.getRequired() threw; sign-in is treated as optional', error)
  }
  ctx.dispatch({ type: 'siwx/configured', payload: { required } })

  /** The connected eip155 account on the active eip155 network, if any. */
  const connectedAccount = (): Account | undefined => {
    const state = ctx.getState()
    const account = state.accounts.eip155
    const caipNetworkId = state.activeCaipNetworkId
    if (account?.status !== 'connected' || !account.address || !caipNetworkId?.startsWith('eip155:')) return undefined
    return { address: account.address, caipNetworkId }
  }

  // Accounts whose optional sign-in the visitor cancelled: not asked again in this page.
  const cancelled = new Set<string>()
  let checking: string | undefined
  const check = async () => {
    const account = connectedAccount()
    const siwx = ctx.getState().slices.siwx
    if (!account || !siwx) return
    const key = keyOf(account)
    if (key === checking || cancelled.has(key)) return
    if (siwx.account && keyOf(siwx.account) === key && siwx.status !== 'idle') return
    checking = key
    ctx.dispatch({ type: 'siwx/check-started', payload: account })
    let found: SiwxSessionSummary | undefined
    try {
      const sessions = parseWith(sessionsSchema, await config.getSessions(account.caipNetworkId, account.address))
      if (!sessions.success)
        throw new VestibuleError('The sessions do not have the expected shape', { details: formatIssues(sessions.issues), category: 'DATA_PARSING_ERROR' })
      const now = ctx.now()
      const live = sessions.data.find(session => belongsHere(session.data, account) && isSessionLive(session.data, now))
      found = live && summarize(live.data)
    } catch (error) {
      // No answer is no session: the visitor is asked to sign rather than let in unchecked.
      ctx.logger.error('Could not read the sign-in sessions', error)
    } finally {
      checking = undefined
    }
    if (ctx.signal.aborted || !connectedAccount() || keyOf(connectedAccount()!) !== key) return
    ctx.dispatch(found ? { type: 'siwx/session-restored', payload: { session: found } } : { type: 'siwx/sign-in-required', payload: account })
  }
  ctx.on(['connection/succeeded', 'connection/accounts-changed', 'network/switched'], () => void check())
  void check()

  let signings = 0
  const sign = async (account: Account, message: string): Promise<string> => {
    signings += 1
    const requestId = `siwx-${signings}`
    const params = [toHex(message), account.address]
    const result = await awaitOutcome<unknown>(
      ctx.events$,
      () => ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace: 'eip155', method: 'personal_sign', params } }),
      event => {
        if (event.type === 'rpc/succeeded' && event.payload.requestId === requestId) return { value: event.payload.result }
        // SPEC §8 'Modal closed': the visitor closed the modal on the sign request (allowed when sign-in is optional).
        if (event.type === 'modal/closed' && !ctx.getState().modal.isOpen)
          return { error: new VestibuleError(ThrownMessages.MODAL_CLOSED, { details: 'The visitor closed the modal before the wallet answered' }) }
        if (event.type === 'rpc/failed' && event.payload.requestId === requestId) {
          if (event.payload.rejected) return { error: new VestibuleError(UserMessages.SIGNATURE_DECLINED, { code: 4001 }) }
          return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details, code: event.payload.error.code }) }
        }
        return undefined
      },
      {
        ms: SIGN_TIMEOUT_MS,
        onTimeout: () => ({ error: new VestibuleError(ThrownMessages.REQUEST_ABORTED, { details: 'The wallet did not answer within 2 minutes.' }) }),
      },
      ctx.signal,
    )
    const signature = parseWith(signatureSchema, result)
    if (!signature.success)
      throw new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, {
        details: 'The wallet answered personal_sign with something other than a hex signature',
        category: 'DATA_PARSING_ERROR',
      })
    return signature.data
  }

  ctx.on('siwx/sign-requested', async ({ payload: account }): Promise<EventInput> => {
    try {
      const message = await config.createMessage({ accountAddress: account.address, chainId: account.caipNetworkId })
      const data = parseWith(sessionDataSchema, { ...message })
      if (!data.success)
        throw new VestibuleError('The sign-in message does not have the expected fields', {
          details: formatIssues(data.issues),
          category: 'DATA_PARSING_ERROR',
        })
      const text = message.toString()
      const signature = await sign(account, text)
      await config.addSession({ data: data.data, message: text, signature })
      return { type: 'siwx/signed', payload: { session: summarize(data.data) } }
    } catch (error) {
      const declined = error instanceof VestibuleError && error.code === 4001
      const closed = error instanceof VestibuleError && error.shortMessage === ThrownMessages.MODAL_CLOSED
      // Closing the modal on the request is the visitor's choice, as Cancel is: not asked again in this page.
      if (closed) cancelled.add(keyOf(account))
      else if (!declined) ctx.logger.error('Sign-in failed', error)
      const shown =
        error instanceof VestibuleError
          ? error
          : new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { cause: error, details: error instanceof Error ? error.message : String(error) })
      return { type: 'siwx/sign-failed', payload: { error: serializeError(shown), rejected: declined } }
    }
  })

  ctx.on('siwx/cancelled', (): EventInput | undefined => {
    const account = ctx.getState().slices.siwx?.account
    if (account) cancelled.add(keyOf(account))
    // SPEC §4: cancel disconnects if sign-in is required, otherwise just closes.
    return required ? { type: 'connection/disconnect-requested', payload: { namespace: 'eip155' } } : undefined
  })

  // Disconnecting ends this browser's sign-in (AppKit clears the sessions too); the next connection asks again.
  ctx.on('connection/disconnected', ({ payload }) => {
    if (payload.namespace !== 'eip155') return
    cancelled.clear()
    void config.setSessions([]).catch(error => ctx.logger.warn('Could not clear the sign-in sessions', error))
  })

  ctx.on('siwx/revoke-requested', async ({ payload: account }): Promise<EventInput> => {
    try {
      await config.revokeSession(account.caipNetworkId, account.address)
      return { type: 'siwx/revoked', payload: account }
    } catch (error) {
      ctx.logger.error('Could not revoke the sign-in session', error)
      return {
        type: 'siwx/revoke-failed',
        payload: {
          ...account,
          error: serializeError(error instanceof VestibuleError ? error : new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { cause: error })),
        },
      }
    }
  })
  // A revoked session of the connected account: sign-in is asked again (SPEC §4 when required).
  ctx.on('siwx/revoked', () => void check())

  ctx.on('siwx/sessions-requested', async ({ payload: account }): Promise<EventInput> => {
    try {
      const sessions = parseWith(sessionsSchema, await config.getSessions(account.caipNetworkId, account.address))
      if (!sessions.success)
        throw new VestibuleError('The sessions do not have the expected shape', { details: formatIssues(sessions.issues), category: 'DATA_PARSING_ERROR' })
      const now = ctx.now()
      return {
        type: 'siwx/sessions-listed',
        payload: {
          ...account,
          sessions: sessions.data
            .filter(session => belongsHere(session.data, account) && isSessionLive(session.data, now))
            .map(session => summarize(session.data)),
        },
      }
    } catch (error) {
      return {
        type: 'siwx/sessions-failed',
        payload: {
          ...account,
          error: serializeError(error instanceof VestibuleError ? error : new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { cause: error })),
        },
      }
    }
  })

  // SPEC §4: closing the sign view is refused while sign-in is pending (the router keeps the modal);
  // say so with a shake. (On ApproveTransaction the embedded wallet closes the modal itself once the
  // frame answered; that close waits for the session quietly.)
  ctx.on('modal/closed', (): EventInput | undefined => {
    const { modal } = ctx.getState()
    return modal.isOpen && modal.view === 'SIWXSignMessage' ? { type: 'modal/shake-started', payload: {} } : undefined
  })
}

/**
 * Sign in with X (SPEC §2 SIWXSignMessage, §4 rules, §7 sessions): after a connection on eip155,
 * the connected account's sessions are looked up; a valid one lets the visitor in without a prompt
 * (after a reload too), otherwise the sign view asks the wallet to sign a CAIP-122 (EIP-4361)
 * message, the config verifies and stores it, and the modal closes. Cancelling disconnects when
 * sign-in is required. The signature and message stay in the config's store, never in state.
 *
 * @example
 * createAppKit({ projectId, networks, siwx: { required: true }, plugins: [injectedConnector(), siwx()] })
 */
export function siwx(): PluginDefinition {
  return definePlugin({
    name: SIWX_PLUGIN_NAME,
    version: '1.0.0',
    kind: 'feature',
    slice: siwxSlice,
    setup: startSiwx,
    analytics: {
      // AppKit's names and properties; SPEC §7 tracks sign-in success and error.
      'siwx/sign-requested': (_event, state) => ({
        event: 'CLICK_SIGN_SIWX_MESSAGE',
        properties: { network: state.activeCaipNetworkId ?? '', isSmartAccount: isSmartAccount(state) },
      }),
      'siwx/cancelled': (_event, state) => ({
        event: 'CLICK_CANCEL_SIWX',
        properties: { network: state.activeCaipNetworkId ?? '', isSmartAccount: isSmartAccount(state) },
      }),
      'siwx/signed': (event, state) => ({
        event: 'SIWX_AUTH_SUCCESS',
        properties: { network: event.payload.session.caipNetworkId, isSmartAccount: isSmartAccount(state) },
      }),
      'siwx/sign-failed': (_event, state) => ({
        event: 'SIWX_AUTH_ERROR',
        properties: { network: state.activeCaipNetworkId ?? '', isSmartAccount: isSmartAccount(state) },
      }),
    },
  })
}
