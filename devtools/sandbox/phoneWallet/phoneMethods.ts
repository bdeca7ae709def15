import { chainMethods } from './chainMethods'
import type { PhoneMethod } from './phoneMethod'
import { readMethods } from './readMethods'
import { signingMethods } from './signingMethods'
import { transactionMethods } from './transactionMethods'

/** Every method the phone answers; a Map, so a method named `toString` or `__proto__` finds nothing. */
export const PHONE_METHODS = new Map<string, PhoneMethod>(Object.entries({ ...signingMethods, ...transactionMethods, ...chainMethods, ...readMethods }))

/** The session events the phone emits. */
export const PHONE_EVENTS = ['chainChanged', 'accountsChanged'] as const
