import { awaitOutcome, ThrownMessages, VestibuleError, type ActionContext } from 'vestibule/plugin'
import './namesEvents'
import { fullNameOf, isValidName } from './namesRules'
import type { NameLookup } from './namesState'

export type LookupNameParameters = { readonly name: string }

/**
 * Looks a name up (GET /v1/profile/account/{name}); resolves with what the slice then holds.
 *
 * @example
 * const { status, addresses } = await lookupName(appKit, { name: 'alice.reown.id' })
 */
export function lookupName(appKit: ActionContext, { name }: LookupNameParameters): Promise<NameLookup> {
  const full = fullNameOf(name)
  return awaitOutcome<NameLookup>(
    appKit.events$,
    () => appKit.dispatch({ type: 'names/lookup-requested', payload: { name: full } }),
    event => {
      if (event.type === 'names/lookup-answered' && event.payload.name === full) {
        return {
          value: event.payload.addresses
            ? { status: 'found', addresses: event.payload.addresses, error: null }
            : { status: 'not-found', addresses: {}, error: null },
        }
      }
      if (event.type === 'names/lookup-failed' && event.payload.name === full)
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
      return undefined
    },
  )
}

export type RegisterNameParameters = {
  readonly name: string
  /** Asked from the RegisterAccountName view: its success view shows even if the wallet's approval closed the modal. */
  readonly fromView?: boolean
}
export type RegisterNameContext = ActionContext

/**
 * Registers a name for the connected eip155 account of the auth connector (SPEC §5): the names
 * plugin checks the rule, has the wallet sign a message bound to this page, the account, its chain
 * and a fresh nonce, then posts it (SPEC §7). Resolves with the full name ('alice.reown.id').
 *
 * @example
 * const name = await registerName(appKit, { name: 'alice' })
 */
export async function registerName(appKit: RegisterNameContext, { name, fromView }: RegisterNameParameters): Promise<string> {
  if (!isValidName(name))
    throw new VestibuleError(ThrownMessages.ERROR_REGISTERING_NAME, { details: 'Letters, digits and hyphens only, at least 4 characters' })
  const full = fullNameOf(name)
  return awaitOutcome<string>(
    appKit.events$,
    () => appKit.dispatch({ type: 'names/register-requested', payload: { name: full, ...(fromView ? { fromView } : {}) } }),
    event => {
      if (event.type === 'names/registered' && event.payload.name === full) return { value: full }
      if (event.type === 'names/register-failed' && event.payload.name === full)
        return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details, code: event.payload.error.code }) }
      return undefined
    },
    undefined,
    appKit.signal,
  )
}
