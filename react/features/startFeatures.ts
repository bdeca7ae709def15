import type { AppKit } from '../../core'
import { registerViews } from '../modal/ViewRouter/viewRegistry'
import type { FeatureDefinition } from './defineFeature'

/**
 * Registers the views of the app's enabled features at once (they are only import() thunks), and
 * loads their plugins when the visitor first shows intent, so a page nobody touches downloads and
 * requests nothing for them. A plugin the host already listed is left as it is.
 */
export function startFeatures(appKit: AppKit, features: readonly FeatureDefinition[]): () => void {
  const enabled = features.filter(feature => feature.enabled(appKit.options))
  for (const feature of enabled) registerViews(feature.views)
  let started = false
  const start = () => {
    if (started) return
    started = true
    subscription?.unsubscribe()
    for (const feature of enabled) {
      if (appKit.plugins().some(plugin => plugin.name === feature.pluginName)) continue
      feature.plugin().then(
        plugin => {
          if (!appKit.plugins().some(known => known.name === plugin.name)) return appKit.use(plugin)
        },
        error => appKit.logger.error(`The ${feature.name} feature failed to load`, error),
      )
    }
  }
  let subscription: { unsubscribe(): void } | undefined = appKit.events$.subscribe(event => {
    if (event.type === 'app/intent-shown') start()
  })
  if (appKit.intentShown()) start()
  return () => subscription?.unsubscribe()
}
