import { FEATURES_LOADED_KEY, type AppKit } from '../../core'
import { registerConnectMethods } from '../connect/connectMethodRegistry'
import { registerViews } from '../modal/ViewRouter/viewRegistry'
import { registerAccountContribution } from '../views/AccountView/accountExtensions'
import type { FeatureDefinition } from './defineFeature'

/**
 * Registers the views of the app's enabled features at once (they are only import() thunks), and
 * loads their plugins when the visitor first shows intent, so a page nobody touches downloads and
 * requests nothing for them. A plugin the host already listed is left as it is.
 */
export function startFeatures(appKit: AppKit, features: readonly FeatureDefinition[]): () => void {
  const enabled = features.filter(feature => feature.enabled(appKit.options))
  for (const feature of enabled) {
    registerViews(feature.views)
    if (feature.account) registerAccountContribution(feature.name, feature.account)
    if (feature.connectMethods) registerConnectMethods(feature.connectMethods)
  }
  let started = false
  let settle: () => void = () => undefined
  // Settles once every enabled feature has joined (or failed to load): the devtools wait for it
  // before replaying a log, so feature slices fold as they did live.
  appKit.registry.set(FEATURES_LOADED_KEY, new Promise<void>(resolve => (settle = resolve)))
  const start = () => {
    if (started) return
    started = true
    subscription?.unsubscribe()
    const loads = enabled.map(async feature => {
      if (!feature.plugin || appKit.plugins().some(plugin => plugin.name === feature.pluginName)) return
      try {
        const plugin = await feature.plugin(appKit)
        if (!appKit.plugins().some(known => known.name === plugin.name)) await appKit.use(plugin)
      } catch (error) {
        appKit.logger.error(`The ${feature.name} feature failed to load`, error)
      }
    })
    void Promise.all(loads).then(settle)
  }
  const subscription: { unsubscribe(): void } | undefined = appKit.events$.subscribe(event => {
    if (event.type === 'app/intent-shown') start()
  })
  if (appKit.intentShown()) start()
  return () => subscription?.unsubscribe()
}
