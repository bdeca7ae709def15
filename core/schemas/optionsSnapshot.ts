import type { CaipNetworkId } from '../events/caip'
import type { CaipNetwork, ThemeMode } from './entities'
import type { ParsedOptions } from './optionsSchema'

/**
 * The JSON part of the options, as state and the event log hold them (no plugins, no callbacks).
 * Declared from the parsed options, not from `ResolvedOptions`, so the event map that carries it
 * does not depend on the plugin contract.
 */
export type OptionsSnapshot = Omit<
  ParsedOptions,
  'networks' | 'defaultNetwork' | 'plugins' | 'themeMode' | 'siweConfig' | 'siwx' | 'adapters' | 'universalProvider' | 'customRpcUrls'
> & {
  /** The app's RPC URLs without their transport configs (callbacks stay out of state). */
  readonly customRpcUrls?: Readonly<Record<string, readonly { readonly url: string }[]>>
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetworkId | undefined
  readonly themeMode: ThemeMode
  /** Whether sign-in (SIWX or SIWE) is configured; its callbacks stay outside state. */
  readonly siwx: boolean
}
