import { createAppKit as createCoreAppKit } from '../core/appkit/createAppKit'
import type { AppKit, AppKitEnvironment, AppKitOptions } from '../core'
import { getDefaultAppKit, setDefaultAppKit } from './instance/defaultAppKit'
import { isServer } from './instance/isServer'
import { mountModal } from './mount/mountModal'
import { startFeatures } from './features/startFeatures'

/**
 * Creates an instance (core's `createAppKit`) with the first-party features its options turn on
 * (each loaded on the visitor's first intent), makes it the one the hooks and buttons use outside
 * an `<AppKitProvider>`, and appends the modal to the page unless the app places it itself
 * (`disableAppend`) or embeds it (`enableEmbedded`), both with `<AppKitModal>`.
 *
 * During server rendering it touches no DOM, fetches nothing (hosted requests wait for a visitor's
 * intent) and does not become the default instance: a module-level default on a server would be
 * shared by every request it renders. Server-rendered trees get theirs from `<AppKitProvider>`.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], plugins: [injectedConnector(), evmNetworks()] })
 * createRoot(root).render(<ConnectButton />)
 */
export function createAppKit(options: AppKitOptions, environment?: AppKitEnvironment): AppKit {
  const appKit = createCoreAppKit(options, environment)
  const onServer = isServer()
  if (!onServer) setDefaultAppKit(appKit)
  const stopFeatures = startFeatures(appKit, () => import('./features/catalogue').then(catalogue => catalogue.FIRST_PARTY_FEATURES))
  const unmount = !onServer && !appKit.options.disableAppend && !appKit.options.enableEmbedded ? mountModal(appKit, document) : undefined
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
