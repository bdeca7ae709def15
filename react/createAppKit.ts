import { createAppKit as createCoreAppKit } from '../core/appkit/createAppKit'
import type { AppKit, AppKitEnvironment, AppKitOptions } from '../core'
import { attachToPage } from './mount/attachToPage'
import { rememberRequestedThemeMode } from './ssr/serverThemeMode'
// `<appkit-button />` and the other elements type-check in the app's JSX (React 19's `react` JSX namespace).
import './elements/appKitElementsJsx'

import { FIRST_PARTY_ENVIRONMENT, loadFirstPartyFeatures } from './features/catalogueLoaders'

/**
 * Creates an instance (core's `createAppKit`) with the first-party features its options turn on
 * (each loaded on the visitor's first intent), makes it the one the hooks and buttons use outside
 * an `<AppKitProvider>`, and appends the modal to the page unless the app places it itself
 * (`disableAppend`) or embeds it (`enableEmbedded`), both with `<AppKitModal>`. AppKit's elements
 * (`<appkit-button>`, `<appkit-network-button>`…) are defined too, as AppKit's `createAppKit` does;
 * what draws them loads when the page first shows one.
 *
 * During server rendering it touches no DOM and fetches nothing (hosted requests wait for a visitor's
 * intent); it becomes the default instance there too, so a server render needs no provider. The
 * visitor's own state (a connection read from a cookie) comes with `<AppKitProvider initialState>`.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), evmNetworks()] })
 * createRoot(root).render(<ConnectButton />)
 */
export function createAppKit(options: AppKitOptions, environment?: AppKitEnvironment): AppKit {
  const appKit = createCoreAppKit(options, { ...FIRST_PARTY_ENVIRONMENT, ...environment })
  rememberRequestedThemeMode(appKit, options.themeMode)
  attachToPage(appKit, loadFirstPartyFeatures)
  return appKit
}
