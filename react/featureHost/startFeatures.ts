import { FEATURES_LOADED_KEY, type AppKit } from '../../core'
import { registerConnectMethods } from './connectMethodRegistry'
import { registerViews } from './viewRegistry'
import { registerAccountContribution } from './accountExtensions'
import { registerWalletListings } from './walletListings'
import type { FeatureDefinition } from './defineFeature'

/** Per instance: loads the catalogue once and registers its enabled features; resolves to those. */
const registrations = new WeakMap<AppKit, () => Promise<readonly FeatureDefinition[]>>()

/**
 * Settles once the instance's features have registered their views, account contributions and
 * connect methods, loading the catalogue if nothing has yet (at once for an instance without
 * features), with the enabled features' records. The modal waits for it before it draws, so a
 * feature's view is never shown as unavailable while its record is on its way; an embedded modal,
 * drawn before any intent, loads the records this way, while the plugins still wait for intent.
 */
export function featuresRegistered(appKit: AppKit): Promise<readonly FeatureDefinition[]> {
  return registrations.get(appKit)?.() ?? Promise.resolve([])
}

/**
 * Loads the feature catalogue (a chunk of its own, so no feature's record, manifest or messages is
 * in the page's first download, whatever features ship) when the modal or the visitor's first
 * intent needs it, registers the views of the app's enabled features (only import() thunks), and on
 * intent loads their plugins. A page nobody touches downloads and requests nothing for them. A
 * plugin the host already listed is left as it is.
 */
export function startFeatures(appKit: AppKit, loadCatalogue: () => Promise<readonly FeatureDefinition[]>): () => void {
  let registering: Promise<readonly FeatureDefinition[]> | undefined
  const registerAll = () =>
    (registering ??= loadCatalogue().then(
      features => {
        const enabled = features.filter(feature => feature.enabled(appKit.options))
        for (const feature of enabled) {
          registerViews(appKit, feature.views)
          if (feature.account) registerAccountContribution(appKit, feature.name, feature.account)
          if (feature.connectMethods) registerConnectMethods(appKit, feature.connectMethods)
          if (feature.walletListings) registerWalletListings(appKit, feature.walletListings)
        }
        return enabled
      },
      (error: unknown) => {
        // Offline, say: the modal still opens with core's views; the next need fetches again.
        registering = undefined
        appKit.logger.error('The features failed to load', error)
        return []
      },
    ))
  registrations.set(appKit, registerAll)
  const join = async (feature: FeatureDefinition) => {
    if (!feature.plugin || appKit.plugins().some(plugin => plugin.name === feature.pluginName)) return
    try {
      const plugin = await feature.plugin(appKit)
      if (!appKit.plugins().some(known => known.name === plugin.name)) await appKit.use(plugin)
    } catch (error) {
      appKit.logger.error(`The ${feature.name} feature failed to load`, error)
    }
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
    // At once, not after the modal's first view: a view the visitor reaches next (All Wallets, the
    // Account view's tabs) asks its plugin as it mounts, and a plugin that joined later would not
    // hear it. Deferring them waits for plugins that catch up on the log (issue 27).
    const joinAll = async () => {
      const enabled = await registerAll()
      await Promise.all(enabled.map(join))
    }
    void joinAll().then(settle)
  }
  const subscription: { unsubscribe(): void } | undefined = appKit.events$.subscribe(event => {
    if (event.type === 'app/intent-shown') start()
  })
  if (appKit.intentShown()) start()
  return () => subscription?.unsubscribe()
}
