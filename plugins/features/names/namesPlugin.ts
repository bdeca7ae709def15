import {
  awaitOutcome,
  definePlugin,
  HttpError,
  isSmartAccount,
  serializeError,
  ThrownMessages,
  USER_REJECTED_CODE,
  UserMessages,
  VestibuleError,
  type EventInput,
  type PluginContext,
  type PluginDefinition,
} from 'vestibule/plugin'
import { PROFILE_API_VERSION, SUGGESTIONS_DEBOUNCE_MS } from './namesConstants'
import './namesEvents'
import { isValidName, labelOf, registrationMessage, registrationNonce, toCoinType } from './namesRules'
import { nameRecordSchema, nameSuggestionsSchema, reverseNamesSchema } from './namesSchemas'
import { selectNamesAccount } from './namesSelectors'
import { namesSlice } from './namesSlice'

export const NAMES_PLUGIN_NAME = 'features/names'

export interface NamesPluginParameters {
  /**
   * SPEC §5: registration needs the auth connector (the embedded wallet), so by default a browser
   * wallet is refused ('Address or auth connector not found'); false lets any eip155 wallet register.
   */
  readonly requireAuthConnector?: boolean
}

/** A boundary failure as SPEC §8's thrown message, the cause kept in details and logged. */
function failure(ctx: PluginContext, message: string, error: unknown) {
  ctx.logger.error(message, error)
  const details = error instanceof VestibuleError ? (error.details ?? error.shortMessage) : String(error)
  return serializeError(new VestibuleError(message, { details, cause: error }))
}

/** SPEC §9: wallet requests wait at most 2 min. */
const SIGN_TIMEOUT_MS = 120_000
let signings = 0

/** Asks the connected wallet to sign (EIP-191 personal_sign) through the connector's request path. */
async function signRegistration(ctx: PluginContext, address: string, message: string): Promise<string> {
  signings += 1
  const requestId = `names-${signings}`
  const hex = `0x${Array.from(new TextEncoder().encode(message), byte => byte.toString(16).padStart(2, '0')).join('')}`
  const result = await awaitOutcome<unknown>(
    ctx.events$,
    () => ctx.dispatch({ type: 'rpc/requested', payload: { requestId, namespace: 'eip155', method: 'personal_sign', params: [hex, address] } }),
    event => {
      if (event.type === 'rpc/succeeded' && event.payload.requestId === requestId) return { value: event.payload.result }
      if (event.type === 'rpc/failed' && event.payload.requestId === requestId) {
        if (event.payload.rejected) return { error: new VestibuleError(UserMessages.SIGNATURE_DECLINED, { code: USER_REJECTED_CODE }) }
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
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result)) {
    throw new VestibuleError(ThrownMessages.ERROR_REGISTERING_NAME, {
      details: 'The wallet answered personal_sign with something other than a hex signature',
      category: 'DATA_PARSING_ERROR',
    })
  }
  return result
}

function startNames(ctx: PluginContext, { requireAuthConnector = true }: NamesPluginParameters): void {
  const api = ctx.http.blockchainApi
  const query = { apiVersion: PROFILE_API_VERSION }

  ctx.on('names/lookup-requested', async ({ payload: { name } }): Promise<EventInput> => {
    try {
      const record = await api.get(`/v1/profile/account/${encodeURIComponent(name)}`, { query, schema: nameRecordSchema, signal: ctx.signal })
      const addresses = Object.fromEntries(Object.entries(record.addresses ?? {}).map(([coinType, entry]) => [coinType, entry.address]))
      return { type: 'names/lookup-answered', payload: { name, addresses } }
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { type: 'names/lookup-answered', payload: { name, addresses: null } }
      return { type: 'names/lookup-failed', payload: { name, error: failure(ctx, ThrownMessages.ERROR_RESOLVING_NAME, error) } }
    }
  })

  // Suggestions while typing: asked once typing pauses; a newer query cancels an older one. Timers,
  // not RxJS operators: an operator only this lazy chunk uses would be split into the page's first download.
  let typing: ReturnType<typeof setTimeout> | undefined
  let asking: AbortController | undefined
  const suggest = async (typed: string): Promise<EventInput> => {
    if (typed === '' || !isValidName(typed)) return { type: 'names/suggestions-fetched', payload: { query: typed, suggestions: [] } }
    asking?.abort()
    const controller = (asking = new AbortController())
    try {
      const answer = await api.get(`/v1/profile/suggestions/${encodeURIComponent(labelOf(typed))}`, {
        query: { zone: 'reown.id' },
        schema: nameSuggestionsSchema,
        signal: AbortSignal.any([ctx.signal, controller.signal]),
      })
      return { type: 'names/suggestions-fetched', payload: { query: typed, suggestions: answer.suggestions } }
    } catch (error) {
      // Overtaken by a newer query: nothing to report (its answer is dropped below).
      if (controller.signal.aborted) return { type: 'names/suggestions-fetched', payload: { query: typed, suggestions: [] } }
      return { type: 'names/suggestions-failed', payload: { query: typed, error: failure(ctx, ThrownMessages.ERROR_FETCHING_NAME_SUGGESTIONS, error) } }
    }
  }
  ctx.on('names/suggestions-requested', ({ payload }) => {
    clearTimeout(typing)
    const typed = payload.query.trim()
    typing = setTimeout(() => {
      void suggest(typed).then(answer => {
        // An answer to a query the visitor has since changed is dropped (the slice checks it too).
        if (!ctx.signal.aborted && (answer.payload as { query: string }).query === typed) ctx.dispatch(answer)
      })
    }, SUGGESTIONS_DEBOUNCE_MS)
  })
  ctx.signal.addEventListener('abort', () => clearTimeout(typing), { once: true })

  ctx.on('names/register-requested', async ({ payload }): Promise<EventInput | EventInput[]> => {
    const { name, fromView } = payload
    const shownFrom = fromView ? { fromView } : {}
    const failed = (error: VestibuleError): EventInput => ({ type: 'names/register-failed', payload: { name, error: serializeError(error), ...shownFrom } })
    const account = selectNamesAccount(ctx.getState())
    const chainId = account && Number(account.chainId.slice('eip155:'.length))
    const coinType = chainId === undefined ? undefined : toCoinType(chainId)
    // SPEC §5: an active network, an address and the auth connector; checked before anything is signed.
    if (!account || coinType === undefined || (requireAuthConnector && !account.authConnector)) {
      return failed(
        new VestibuleError(UserMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, {
          details:
            account && !account.authConnector
              ? `Names are registered with the embedded wallet (email or social login); ${account.connectorName ?? 'this wallet'} is not it.`
              : undefined,
        }),
      )
    }
    if (!isValidName(name))
      return failed(new VestibuleError(ThrownMessages.ERROR_REGISTERING_NAME, { details: 'Letters, digits and hyphens only, at least 4 characters' }))
    const { address } = account
    // Bound to this page, account, chain and a fresh nonce: a signature cannot be replayed elsewhere.
    const message = registrationMessage({
      name,
      domain: globalThis.location?.host ?? 'localhost',
      address,
      chainId: account.chainId,
      nonce: registrationNonce(),
      issuedAtMs: ctx.now(),
    })
    let signature: string
    try {
      signature = await signRegistration(ctx, address, message)
    } catch (error) {
      const declined = error instanceof VestibuleError && error.code === USER_REJECTED_CODE
      if (!declined) ctx.logger.error(ThrownMessages.ERROR_REGISTERING_NAME, error)
      return failed(
        error instanceof VestibuleError ? error : new VestibuleError(ThrownMessages.ERROR_REGISTERING_NAME, { cause: error, details: String(error) }),
      )
    }
    try {
      await api.post('/v1/profile/account', { body: { coin_type: coinType, address, message, signature }, schema: nameRecordSchema, signal: ctx.signal })
    } catch (error) {
      // Taken since it was suggested (409), refused or unreachable: SPEC §8's message, the cause in details.
      return { type: 'names/register-failed', payload: { name, error: failure(ctx, ThrownMessages.ERROR_REGISTERING_NAME, error), ...shownFrom } }
    }
    // The name is shown where the address is, at once (the identity lookup serves it after a reload).
    return [
      { type: 'names/registered', payload: { name, address, ...shownFrom } },
      { type: 'account/identity-fetched', payload: { address, name, avatar: ctx.getState().accounts.eip155?.profileImage ?? null } },
    ]
  })

  // The names a connected address holds (SPEC §7 reverse lookup), once per address.
  const reversed = new Set<string>()
  const reverse = async () => {
    const address = ctx.getState().accounts.eip155?.address
    if (!address || ctx.getState().accounts.eip155?.status !== 'connected' || reversed.has(address.toLowerCase())) return
    reversed.add(address.toLowerCase())
    try {
      const records = await api.get(`/v1/profile/reverse/${address}`, { query: { sender: address, ...query }, schema: reverseNamesSchema, signal: ctx.signal })
      ctx.dispatch({ type: 'names/reverse-fetched', payload: { address, names: records.map(record => record.name) } })
    } catch (error) {
      if (ctx.signal.aborted) return
      // A malformed answer is dropped with a logged error; an unreachable service is ordinary for a
      // background lookup (as the identity lookup's), logged at debug level only.
      if (error instanceof VestibuleError && error.category === 'DATA_PARSING_ERROR') failure(ctx, ThrownMessages.ERROR_FETCHING_NAMES_FOR_ADDRESS, error)
      else ctx.logger.debug(ThrownMessages.ERROR_FETCHING_NAMES_FOR_ADDRESS, error)
    }
  }
  ctx.on(['connection/succeeded', 'connection/accounts-changed'], () => void reverse())
  void reverse()
}

/**
 * Account names (SPEC §2 RegisterAccountName, §5 rules, §7's four profile calls, §8 messages),
 * eip155 only (SPEC §9): lookups, debounced suggestions, registration of a signed message, and the
 * reverse lookup of the connected address. Malformed answers are dropped with a logged error.
 *
 * @example
 * createAppKit({ projectId, networks, plugins: [injectedConnector(), names()] })
 */
export function names(parameters: NamesPluginParameters = {}): PluginDefinition {
  return definePlugin({
    name: NAMES_PLUGIN_NAME,
    version: '1.0.0',
    kind: 'feature',
    slice: namesSlice,
    // AppKit's names and properties (none of them is a SPEC §7 tracked event).
    analytics: {
      'names/register-requested': (event, state) => ({
        event: 'REGISTER_NAME_INITIATED',
        properties: { isSmartAccount: isSmartAccount(state), ensName: event.payload.name },
      }),
      'names/registered': (event, state) => ({
        event: 'REGISTER_NAME_SUCCESS',
        properties: { isSmartAccount: isSmartAccount(state), ensName: event.payload.name },
      }),
      'names/register-failed': (event, state) => ({
        event: 'REGISTER_NAME_ERROR',
        properties: { isSmartAccount: isSmartAccount(state), ensName: event.payload.name, error: event.payload.error.shortMessage },
      }),
    },
    setup: ctx => startNames(ctx, parameters),
  })
}
