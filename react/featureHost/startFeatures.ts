import { FEATURES_LOADED_KEY, type AppKit, type VestibuleEvent } from '../../core'
import { afterFirstView } from '../../core/scheduling/afterFirstView'
import { registerConnectMethods } from './connectMethodRegistry'
import { registerViews, type ViewEntry, type ViewManifest } from './viewRegistry'
import { registerAccountContribution, type AccountContribution } from './accountExtensions'
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

/** The entry, drawn once its feature's plugin has joined as well as its chunk arrived. */
const afterJoining = (entry: ViewEntry, joined: () => Promise<void>): ViewEntry => ({
  ...entry,
  load: () => Promise.all([entry.load(), joined()]).then(([Component]) => Component),
})

const viewsAfterJoining = (views: ViewManifest, joined: () => Promise<void>): ViewManifest =>
  Object.fromEntries(Object.entries(views).map(([name, entry]) => [name, afterJoining(entry, joined)]))

const accountAfterJoining = (account: AccountContribution, joined: () => Promise<void>): AccountContribution => ({
  ...account,
  ...(account.sections ? { sections: account.sections.map(section => afterJoining(section, joined)) } : {}),
})

/**
 * Loads the feature catalogue (a chunk of its own, so no feature's record, manifest or messages is
 * in the page's first download, whatever features ship) when the modal or the visitor's first
 * intent needs it, and registers the views of the app's enabled features (only import() thunks).
 * Their plugins join after intent, once the modal's first view is drawn and the page is idle, so
 * compiling and setting them up never holds back the view the visitor clicked for (issue 27); a
 * feature's view or Account section is drawn only once its own plugin joined (it joins at once
 * then), so nothing it dispatches can come before the slice that folds it. A page nobody touches
 * downloads and requests nothing for them. A plugin the host already listed is left as it is.
 */
export function startFeatures(appKit: AppKit, loadCatalogue: () => Promise<readonly FeatureDefinition[]>): () => void {
  let registering: Promise<readonly FeatureDefinition[]> | undefined
  const registerAll = () =>
    (registering ??= loadCatalogue().then(
      features => {
        const enabled = features.filter(feature => feature.enabled(appKit.options))
        for (const feature of enabled) {
          const joined = () => joinFeature(feature)
          registerViews(appKit, viewsAfterJoining(feature.views, joined))
          if (feature.account) registerAccountContribution(appKit, feature.name, accountAfterJoining(feature.account, joined))
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

  // What the bus delivered from intent on, until every feature joined: a plugin joining later is
  // handed what it missed (the connection made while it loaded, the request All Wallets made).
  const delivered: VestibuleEvent[] = []
  const joins = new Map<FeatureDefinition, Promise<void>>()
  const join = async (feature: FeatureDefinition) => {
    if (!feature.plugin || appKit.plugins().some(plugin => plugin.name === feature.pluginName)) return
    try {
      const plugin = await feature.plugin(appKit)
      if (!appKit.plugins().some(known => known.name === plugin.name)) await appKit.use(plugin, { earlier: () => delivered })
    } catch (error) {
      appKit.logger.error(`The ${feature.name} feature failed to load`, error)
    }
  }
  const joinFeature = (feature: FeatureDefinition): Promise<void> => {
    // The recording must have begun before any plugin joins, or what comes while it loads is lost
    // to it; the features start then if nothing started them yet.
    start()
    let joining = joins.get(feature)
    if (!joining) joins.set(feature, (joining = join(feature)))
    return joining
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
    const recording = appKit.events$.subscribe(event => void delivered.push(event))
    const joinAll = async () => {
      const enabled = await registerAll()
      await afterFirstView(appKit)
      await Promise.all(enabled.map(joinFeature))
    }
    void joinAll()
      .finally(() => {
        recording.unsubscribe()
        delivered.length = 0
      })
      .then(settle)
  }
  const subscription: { unsubscribe(): void } | undefined = appKit.events$.subscribe(event => {
    if (event.type === 'app/intent-shown') start()
  })
  if (appKit.intentShown()) start()
  return () => subscription?.unsubscribe()
}
