import { createAppKit as createCoreAppKit } from '../core/appkit/createAppKit'
import type { AppKit, AppKitEnvironment, AppKitOptions } from '../core'
import { getDefaultAppKit, setDefaultAppKit } from './instance/defaultAppKit'
import { mountModal } from './mount/mountModal'
import { FIRST_PARTY_FEATURES } from './features/catalogue'
import { startFeatures } from './features/startFeatures'

/**
 * Creates an instance (core's `createAppKit`) with the first-party features its options turn on
 * (each loaded on the visitor's first intent), makes it the one the hooks and buttons use outside
 * an `<AppKitProvider>`, and, on the client, appends the modal to the page unless the app places
 * it itself (`disableAppend`) or embeds it (`enableEmbedded`), both with `<AppKitModal>`.
 * Safe to call during server rendering: nothing touches the DOM there.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), evmNetworks()] })
 * createRoot(root).render(<ConnectButton />)
 */
export function createAppKit(options: AppKitOptions, environment?: AppKitEnvironment): AppKit {
  const appKit = createCoreAppKit(options, environment)
  setDefaultAppKit(appKit)
  const stopFeatures = startFeatures(appKit, FIRST_PARTY_FEATURES)
  const unmount = !appKit.options.disableAppend && !appKit.options.enableEmbedded && typeof document !== 'undefined' ? mountModal(appKit, document) : undefined
  // `destroy()` completes the event stream: the modal and the default go with the instance.
  appKit.events$.subscribe({
    complete() {
      stopFeatures()
      unmount?.()
      if (getDefaultAppKit() === appKit) setDefaultAppKit(undefined)
    },
  })
  return appKit
}
