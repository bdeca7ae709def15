import { awaitOutcome, ThrownMessages, UserMessages, VestibuleError, type ActionContext, type VestibuleState } from 'vestibule/plugin'
import './namesEvents'
import { fullNameOf, isValidName, registrationMessage, toCoinType } from './namesRules'
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
  return awaitOutcome<NameLookup>(appKit.events$, () => appKit.dispatch({ type: 'names/lookup-requested', payload: { name: full } }), event => {
    if (event.type === 'names/lookup-answered' && event.payload.name === full) {
      return { value: event.payload.addresses ? { status: 'found', addresses: event.payload.addresses, error: null } : { status: 'not-found', addresses: {}, error: null } }
    }
    if (event.type === 'names/lookup-failed' && event.payload.name === full) return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
    return undefined
  })
}

export type RegisterNameParameters = { readonly name: string }
export type RegisterNameContext = ActionContext & { signMessage(parameters: { readonly message: string }): Promise<`0x${string}`>; getState(): VestibuleState }

/**
 * Registers a name for the connected eip155 address: checks SPEC §5's rule, asks the wallet to sign
 * SPEC §7's message, then posts it. Resolves with the full name ('alice.reown.id').
 *
 * @example
 * const name = await registerName(appKit, { name: 'alice' })
 */
export async function registerName(appKit: RegisterNameContext, { name }: RegisterNameParameters): Promise<string> {
  if (!isValidName(name)) throw new VestibuleError(ThrownMessages.ERROR_REGISTERING_NAME, { details: 'Letters, digits and hyphens only, at least 4 characters' })
  const state = appKit.getState()
  const address = state.accounts.eip155?.address
  const chainId = state.activeCaipNetworkId?.startsWith('eip155:') ? Number(state.activeCaipNetworkId.slice('eip155:'.length)) : undefined
  const coinType = chainId === undefined ? undefined : toCoinType(chainId)
  if (!address || coinType === undefined) throw new VestibuleError(UserMessages.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND)
  const full = fullNameOf(name)
  const message = registrationMessage(full, Date.now())
  const signature = await appKit.signMessage({ message })
  return awaitOutcome<string>(appKit.events$, () => appKit.dispatch({ type: 'names/register-requested', payload: { name: full, address, coinType, message, signature } }), event => {
    if (event.type === 'names/registered' && event.payload.name === full) return { value: full }
    if (event.type === 'names/register-failed' && event.payload.name === full) return { error: new VestibuleError(event.payload.error.shortMessage, { details: event.payload.error.details }) }
    return undefined
  })
}
