import type { ResolvedOptions, Selector, ViewRoute } from '../../core'
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

const byFeature = new Map<string, { actions: readonly AccountAction[]; sections: readonly LazyView[] }>()
let snapshot: AccountExtensions = { actions: [], sections: [] }

/**
 * Adds an enabled feature's rows and sections to the Account view, in catalogue order. A feature
 * registered twice keeps its first contribution, as its views do.
 */
export function registerAccountContribution(feature: string, contribution: AccountContribution): void {
  if (byFeature.has(feature)) return
  byFeature.set(feature, { actions: contribution.actions ?? [], sections: (contribution.sections ?? []).map(lazyView) })
  const all = [...byFeature.values()]
  snapshot = { actions: all.flatMap(entry => entry.actions), sections: all.flatMap(entry => entry.sections) }
}

/** What the enabled features add to the Account view, rows in catalogue order (see `orderAccountActions`). */
export function accountExtensions(): AccountExtensions {
  return snapshot
}
