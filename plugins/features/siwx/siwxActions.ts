import { awaitOutcome, HTTP_TIMEOUT_MS, ThrownMessages, VestibuleError, type ActionContext, type CaipNetworkId } from 'vestibule/plugin'
import './siwxEvents'
import type { SiwxSessionSummary } from './siwxState'

export type SiwxAccountParameters = {
  /** Defaults to the connected eip155 address. */
  readonly address?: string
  /** Defaults to the active eip155 network. */
  readonly caipNetworkId?: CaipNetworkId
}

/** The sessions API calls twice at most (a list, then its nonce or revoke): the action waits that long. */
const ACTION_TIMEOUT_MS = 2 * HTTP_TIMEOUT_MS + 1_000

function accountOf(appKit: ActionContext, parameters: SiwxAccountParameters): { address: string; caipNetworkId: CaipNetworkId } {
  const state = appKit.getState()
  if (!state.slices.siwx) throw new VestibuleError(ThrownMessages.SIWX_NOT_ENABLED)
  const address = parameters.address ?? state.accounts.eip155?.address
  const active = state.activeCaipNetworkId?.startsWith('eip155:') ? state.activeCaipNetworkId : undefined
  const caipNetworkId = parameters.caipNetworkId ?? active
  if (!address || !caipNetworkId) throw new VestibuleError(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
  return { address, caipNetworkId }
}

const same = (a: { address: string; caipNetworkId: string }, b: { address: string; caipNetworkId: string }) =>
  a.caipNetworkId === b.caipNetworkId && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * The live sign-in sessions of an account (the connected one by default), as the `siwx` config keeps
 * them (SPEC §7 GET /v1/sessions/{address} for the hosted default). Signatures are not included.
 *
 * @example
 * const sessions = await getSiwxSessions(appKit)
 */
export async function getSiwxSessions(appKit: ActionContext, parameters: SiwxAccountParameters = {}): Promise<SiwxSessionSummary[]> {
  const account = accountOf(appKit, parameters)
  return awaitOutcome<SiwxSessionSummary[]>(
    appKit.events$,
    () => appKit.dispatch({ type: 'siwx/sessions-requested', payload: account }),
    event => {
      if (event.type === 'siwx/sessions-listed' && same(event.payload, account)) return { value: event.payload.sessions }
      if (event.type === 'siwx/sessions-failed' && same(event.payload, account))
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
    { ms: ACTION_TIMEOUT_MS, onTimeout: () => undefined },
    appKit.signal,
  )
}

/**
 * Revokes an account's sign-in (SPEC §7 POST /v1/sessions/{address}/revoke for the hosted
 * default). For the connected account with sign-in required, the sign view then asks again.
 *
 * @example
 * await revokeSiwxSession(appKit)
 */
export async function revokeSiwxSession(appKit: ActionContext, parameters: SiwxAccountParameters = {}): Promise<void> {
  const account = accountOf(appKit, parameters)
  return awaitOutcome<void>(
    appKit.events$,
    () => appKit.dispatch({ type: 'siwx/revoke-requested', payload: account }),
    event => {
      if (event.type === 'siwx/revoked' && same(event.payload, account)) return { value: undefined }
      if (event.type === 'siwx/revoke-failed' && same(event.payload, account))
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
    { ms: ACTION_TIMEOUT_MS, onTimeout: () => undefined },
    appKit.signal,
  )
}
