import { DEFAULT_CONNECT_METHOD_ORDER, INSTALLED_WALLET_CONNECT_METHOD_ORDER } from '../../core/constants'

export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number]

export interface ConnectMethodsOrderParameters {
  /** `features.connectMethodsOrder`: the app's own order wins (SPEC §1). */
  readonly override?: readonly ConnectMethod[] | undefined
  /** Whether an injected or announced wallet is among the rows shown. */
  readonly installedWalletShown: boolean
  /** Methods this build can draw; the others are left out, the order of the rest is kept. */
  readonly available?: readonly ConnectMethod[]
}

/**
 * SPEC §1: email, social, wallet by default; wallet, email, social when an installed wallet is
 * shown; an app may override the order. Duplicates in an override count once.
 *
 * @example
 * connectMethodsOrder({ installedWalletShown: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodsOrder({ override, installedWalletShown, available }: ConnectMethodsOrderParameters): ConnectMethod[] {
  const order = override && override.length > 0 ? override : installedWalletShown ? INSTALLED_WALLET_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER
  return [...new Set(order)].filter(method => !available || available.includes(method))
}
