import type { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'

/** The phone's `@walletconnect/sign-client` instance. */
export type WalletSignClient = Awaited<ReturnType<typeof SignClient.init>>

export type SessionRequestEvent = SignClientTypes.EventArguments['session_request']
