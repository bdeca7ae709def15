import { CONNECTOR_TYPE_ORDER } from '../../core/constants'
import type { ChainNamespace, ConnectorInfo, RecentWallet, WalletListing } from '../../core'
import { isBrowserWalletShown, isExcludedConnector, isHiddenOnMobile, isInstalledConnector } from '../../core/connectors/walletRules'

export { isInstalledConnector }

export type ConnectorGroupType = (typeof CONNECTOR_TYPE_ORDER)[number]
export type ConnectorTypeOrderEntry = ConnectorInfo['type'] | ConnectorGroupType

export interface ConnectorGroup {
  readonly type: ConnectorGroupType
  readonly connectors: readonly ConnectorInfo[]
  /** Directory wallets no connector stands for (featured, custom, recommended), after the connectors. */
  readonly listings: readonly WalletListing[]
}

export interface GroupConnectorsParameters {
  readonly connectors: readonly ConnectorInfo[]
  readonly recentWallets: readonly RecentWallet[]
  readonly enableWalletConnect: boolean
  /** SPEC §1: the walletConnect group hides once a session is connected through it. */
  readonly walletConnectConnected: boolean
  readonly featuredWalletIds?: readonly string[]
  readonly customWalletIds?: readonly string[]
  readonly excludeWalletIds?: readonly string[]
  /**
   * The integrator's `connectorTypeOrder`: groups of these connector types go first (SPEC §1); an
   * entry may also name the group itself, as AppKit's `features.connectorTypeOrder` does.
   */
  readonly connectorTypeOrder?: readonly ConnectorTypeOrderEntry[]
  /** Only connectors serving this namespace (the Connect view opened for one namespace). */
  readonly namespace?: ChainNamespace
  /** The active namespace: with `namespace`, it decides the mobile-link exemptions (SPEC §5). */
  readonly activeNamespace?: ChainNamespace | null
  readonly isMobile?: boolean
  /** The directory's featured wallets, in the integrator's order (SPEC §9: 4). */
  readonly featuredListings?: readonly WalletListing[]
  /** The integrator's own wallets (`customWallets`). */
  readonly customWallets?: readonly WalletListing[]
  readonly recommendedListings?: readonly WalletListing[]
  /** Directory wallets of `excludeWalletIds`: installed wallets with their rdns or name are hidden (SPEC §5). */
  readonly excludedListings?: readonly WalletListing[]
}

/** The group each connector type belongs to; AUTH (email and social) is not a wallet row. */
const GROUP_OF_TYPE: Readonly<Record<ConnectorInfo['type'], ConnectorGroupType | undefined>> = {
  WALLET_CONNECT: 'walletConnect',
  MULTI_CHAIN: 'injected',
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  EXTERNAL: 'external',
  AUTH: undefined,
}

/** Inside the injected group AppKit lists multi-chain, then announced, then legacy injected wallets. */
const INJECTED_TYPE_ORDER: readonly ConnectorInfo['type'][] = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED']

/** SPEC §1: integrator overrides first, then walletConnect, recent, injected, featured, custom, external, recommended. */
export function connectorGroupOrder(connectorTypeOrder: readonly ConnectorTypeOrderEntry[] = []): readonly ConnectorGroupType[] {
  const isGroup = (entry: ConnectorTypeOrderEntry): entry is ConnectorGroupType => (CONNECTOR_TYPE_ORDER as readonly string[]).includes(entry)
  const first = connectorTypeOrder
    .map(entry => (isGroup(entry) ? entry : GROUP_OF_TYPE[entry]))
    .filter((group): group is ConnectorGroupType => group !== undefined)
  return [...new Set([...first, ...CONNECTOR_TYPE_ORDER])]
}

/**
 * The Connect view's wallet rows, grouped and ordered per SPEC §1. A connector shows once, in the
 * first group that claims it; two connectors with one rdns are one wallet, so the second is dropped.
 * Directory wallets (featured, custom, recommended) follow their group's connectors, unless a
 * connector already stands for them (same id or rdns); on mobile those without a mobile link are
 * left out (SPEC §5).
 *
 * @example
 * groupConnectors({ connectors, recentWallets, enableWalletConnect: true, walletConnectConnected: false })
 * // [{ type: 'recent', connectors: [...] }, { type: 'injected', connectors: [...] }]
 */
export function groupConnectors(parameters: GroupConnectorsParameters): ConnectorGroup[] {
  const { recentWallets, featuredWalletIds = [], customWalletIds = [], isMobile = false, excludedListings = [] } = parameters
  const excluded = new Set(parameters.excludeWalletIds ?? [])
  const shown = parameters.connectors.filter(connector => {
    if (connector.type === 'AUTH') return false
    if (parameters.namespace && connector.type !== 'MULTI_CHAIN' && connector.chain !== parameters.namespace) return false
    if ([connector.id, connector.explorerId, connector.info?.rdns].some(id => id !== undefined && excluded.has(id))) return false
    if (isExcludedConnector(connector, excludedListings)) return false
    return isBrowserWalletShown(connector, parameters.connectors, isMobile)
  })
  const byWalletId = (id: string) => shown.find(c => c.id === id || c.explorerId === id)

  const candidates: Record<ConnectorGroupType, () => readonly (ConnectorInfo | undefined)[]> = {
    walletConnect: () => (parameters.enableWalletConnect && !parameters.walletConnectConnected ? shown.filter(c => c.type === 'WALLET_CONNECT') : []),
    recent: () => recentWallets.map(wallet => shown.find(c => c.id === wallet.id)),
    injected: () => INJECTED_TYPE_ORDER.flatMap(type => shown.filter(c => c.type === type)),
    featured: () => featuredWalletIds.map(byWalletId),
    custom: () => customWalletIds.map(byWalletId),
    external: () => shown.filter(c => c.type === 'EXTERNAL'),
    recommended: () => [],
  }
  const listingCandidates: Partial<Record<ConnectorGroupType, readonly WalletListing[]>> = {
    featured: parameters.featuredListings,
    custom: parameters.customWallets,
    recommended: parameters.recommendedListings,
  }
  const shownRdns = new Set(shown.flatMap(connector => (connector.info?.rdns ? [connector.info.rdns] : [])))

  // One rdns, several connectors (a wallet serving EVM and Solana): the row is the connector of the
  // namespace the app is on, whichever registered first (EVM wallets may be reported after Solana
  // ones: the injected connector validates announcements on intent).
  const preferredNamespace = parameters.namespace ?? parameters.activeNamespace
  const preferredByRdns = new Map<string, ConnectorInfo>()
  for (const connector of shown) {
    const rdns = connector.info?.rdns
    if (!rdns) continue
    const current = preferredByRdns.get(rdns)
    if (!current || (current.chain !== preferredNamespace && connector.chain === preferredNamespace)) preferredByRdns.set(rdns, connector)
  }

  const seenIds = new Set<string>()
  const seenRdns = new Set<string>()
  const groups: ConnectorGroup[] = []
  for (const type of connectorGroupOrder(parameters.connectorTypeOrder)) {
    const connectors: ConnectorInfo[] = []
    for (const connector of candidates[type]()) {
      if (!connector || seenIds.has(connector.id)) continue
      const rdns = connector.info?.rdns
      if (rdns && seenRdns.has(rdns)) continue
      const preferred = rdns ? preferredByRdns.get(rdns) : undefined
      // The preferred connector of this rdns takes the row, where this one stood.
      if (preferred && preferred !== connector && !seenIds.has(preferred.id)) {
        seenIds.add(preferred.id)
        if (preferred.explorerId) seenIds.add(preferred.explorerId)
        seenRdns.add(rdns!)
        connectors.push(preferred)
        continue
      }
      seenIds.add(connector.id)
      if (connector.explorerId) seenIds.add(connector.explorerId)
      if (rdns) seenRdns.add(rdns)
      connectors.push(connector)
    }
    const listings: WalletListing[] = []
    for (const listing of listingCandidates[type] ?? []) {
      if (seenIds.has(listing.id) || (listing.rdns && (shownRdns.has(listing.rdns) || seenRdns.has(listing.rdns)))) continue
      if (excluded.has(listing.id) || (isMobile && isHiddenOnMobile(listing, parameters.namespace ?? parameters.activeNamespace))) continue
      seenIds.add(listing.id)
      if (listing.rdns) seenRdns.add(listing.rdns)
      listings.push(listing)
    }
    if (connectors.length > 0 || listings.length > 0) groups.push({ type, connectors, listings })
  }
  return groups
}
