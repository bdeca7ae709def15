import type { AppKit, ResolvedOptions, Selector, ViewRoute } from '../../core'
import type { RemoteFeatureName } from '../../core/config/selectFeatureEnabled'
import type { IconName } from '../components/Icon/Icon'
import type { MessageNamespace } from '../i18n/defineMessages'
import { lazyView, type LazyView, type ViewEntry } from './viewRegistry'

/** A row of the Account view that opens one of the feature's views. */
export interface AccountAction {
  /** Pushed when the row is chosen. */
  readonly route: ViewRoute
  readonly icon: IconName
  /** A key of `messages`. */
  readonly label: string
  readonly messages: MessageNamespace
  /** The remote feature (SPEC §6) that decides whether the row shows: the project configuration can hide it. */
  readonly remoteFeature?: RemoteFeatureName
  /** Whether the row shows in the state at hand (a module-level selector), e.g. only while the connection holds several addresses. */
  readonly shown?: Selector<boolean>
  /** One of SPEC §9's wallet features, drawn first, in the order `features.walletFeaturesOrder` gives. */
  readonly walletFeature?: WalletFeature
}

export type WalletFeature = ResolvedOptions['features']['walletFeaturesOrder'][number]

/**
 * The rows as the Account view draws them: the wallet features in the app's
 * `features.walletFeaturesOrder` (SPEC §9's default: onramp, swaps, receive, send), leaving out one
 * the order does not list, as AppKit does; then the other rows in catalogue order.
 *
 * @example
 * orderAccountActions(actions, ['receive', 'send']) // Receive, Send, then Wallets…; no Buy crypto, no Swap
 */
export function orderAccountActions(actions: readonly AccountAction[], order: readonly WalletFeature[]): AccountAction[] {
  const rank = (action: AccountAction) => (action.walletFeature ? order.indexOf(action.walletFeature) : order.length)
  return actions.filter(action => rank(action) !== -1).sort((a, b) => rank(a) - rank(b))
}

/** What a feature adds to the Account view: rows that open its views, and sections drawn below them (lazy chunks). */
export interface AccountContribution {
  readonly actions?: readonly AccountAction[]
  readonly sections?: readonly ViewEntry[]
}

export interface AccountExtensions {
  readonly actions: readonly AccountAction[]
  readonly sections: readonly LazyView[]
}

interface Contributions {
  readonly byFeature: Map<string, { actions: readonly AccountAction[]; sections: readonly LazyView[] }>
  snapshot: AccountExtensions
}

const NONE: AccountExtensions = { actions: [], sections: [] }
/** Each instance's features' contributions: two instances on one page draw each its own rows. */
const contributions = new WeakMap<AppKit, Contributions>()

/**
 * Adds an enabled feature's rows and sections to the instance's Account view, in catalogue order. A
 * feature registered twice keeps its first contribution, as its views do.
 */
export function registerAccountContribution(appKit: AppKit, feature: string, contribution: AccountContribution): void {
  let entry = contributions.get(appKit)
  if (!entry) contributions.set(appKit, (entry = { byFeature: new Map(), snapshot: NONE }))
  if (entry.byFeature.has(feature)) return
  entry.byFeature.set(feature, { actions: contribution.actions ?? [], sections: (contribution.sections ?? []).map(lazyView) })
  const all = [...entry.byFeature.values()]
  entry.snapshot = { actions: all.flatMap(one => one.actions), sections: all.flatMap(one => one.sections) }
}

/** What the instance's enabled features add to its Account view, rows in catalogue order (see `orderAccountActions`). */
export function accountExtensions(appKit: AppKit): AccountExtensions {
  return contributions.get(appKit)?.snapshot ?? NONE
}
