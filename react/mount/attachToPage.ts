import type { AppKit } from '../../core'
import type { FeatureDefinition } from '../featureHost/defineFeature'
import { defineAppKitElements } from '../elements/defineAppKitElements'
import { startFeatures } from '../featureHost/startFeatures'
import { getDefaultAppKit, setDefaultAppKit } from '../instance/defaultAppKit'
import { isServer } from '../instance/isServer'
import { mountModal } from './mountModal'

/**
 * What `createAppKit` does with an instance beyond core's: makes it the one the hooks, buttons and
 * AppKit's elements use outside an `<AppKitProvider>`, starts the features `loadFeatures` gives (the
 * entry's catalogue) that its options turn on (each loaded on the visitor's first intent), appends the modal to the page unless the app
 * places it itself (`disableAppend`) or embeds it (`enableEmbedded`), and defines AppKit's elements
 * (`<appkit-button>`…), as AppKit's `createAppKit` does.
 *
 * During server rendering it touches no DOM and fetches nothing; it still becomes the default
 * instance, so AppKit's pattern (`createAppKit` at module scope in a client component) renders on
 * the server without a provider (see `setDefaultAppKit` for why sharing it is safe).
 */
export function attachToPage(appKit: AppKit, loadFeatures: () => Promise<readonly FeatureDefinition[]>): void {
  const onServer = isServer()
  setDefaultAppKit(appKit)
  const stopFeatures = startFeatures(appKit, loadFeatures)
  const unmount = !onServer && !appKit.options.disableAppend && !appKit.options.enableEmbedded ? mountModal(appKit, document) : undefined
  // `destroy()` completes the event stream: the modal and the default go with the instance.
  appKit.events$.subscribe({
    complete() {
      stopFeatures()
      unmount?.()
      if (getDefaultAppKit() === appKit) setDefaultAppKit(undefined)
    },
  })
  if (!onServer) defineAppKitElements()
}
