import type { OptionsSnapshot } from './optionsSnapshot'

/**
 * The options a running instance can change (AppKit's `updateOptions` and its setters): those the
 * modal reads from state, so a change re-renders it and a replayed log changes it again. The others
 * are read once, when `createAppKit` starts the plugins (see `./runtimeOptions`).
 */
export type LiveOption =
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'featuredWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'allWallets'
  | 'enableWallets'
  | 'showWallets'
  | 'enableNetworkSwitch'
  | 'allowUnsupportedChain'
  | 'connectorTypeOrder'

/** What `options/updated` carries: some live options, and some `features` keys (merged key by key). */
export type OptionsUpdate = { readonly [K in LiveOption]?: OptionsSnapshot[K] } & { readonly features?: Partial<OptionsSnapshot['features']> }
