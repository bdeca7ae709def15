import { createAppKit as createCoreAppKit } from '../../core/appkit/createAppKit'
import type { AppKit, AppKitEnvironment, AppKitOptions } from '../../core'
import { isServer } from '../instance/isServer'

import { FIRST_PARTY_ENVIRONMENT, loadFirstPartyFeatures } from '../features/catalogueLoaders'

/**
 * AppKit's `createAppKit` from `@reown/appkit`, for a page with no React code of its own: the
 * instance (core's), and in the browser the modal appended to the page and `<appkit-button>`,
 * `<appkit-network-button>`… defined, as `createAppKit` from `vestibule/react` does. What does that
 * (React, the modal) loads with `import()`, so importing `vestibule` stays core's size. On a server
 * it is core's `createAppKit`: no DOM, no React. With `disableAppend` the page draws its own UI
 * (the headless actions): nothing more loads.
 *
 * @example
 * import { createAppKit } from 'vestibule'
 * createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), evmNetworks()] })
 * // <appkit-button></appkit-button> in the page's HTML
 */
export function createAppKit(options: AppKitOptions, environment?: AppKitEnvironment): AppKit {
  // What the build's features implement, whether or not this page draws them: read only when the
  // app sets one of those options (at once in development builds, on intent in production ones).
  const appKit = createCoreAppKit(options, { ...FIRST_PARTY_ENVIRONMENT, ...environment })
  if (!isServer() && !appKit.options.disableAppend) {
    void import('../mount/attachToPage').then(
      ({ attachToPage }) => attachToPage(appKit, loadFirstPartyFeatures),
      (error: unknown) => appKit.logger.error('The modal and the <appkit-*> elements could not load:', error),
    )
  }
  return appKit
}
