/** The wallet rules of SPEC §5, as pure functions the views and plugins share. */
import { MOBILE_LINK_EXEMPT_WALLETS } from '../constants'
import type { ChainNamespace } from '../events/caip'
import type { ConnectorInfo, WalletListing } from '../schemas/walletSchemas'

/** The generic `window.ethereum` entry the injected connector registers. */
const BROWSER_WALLET_NAME = 'Browser Wallet'

const lower = (value: string | null | undefined) => value?.toLowerCase() ?? ''

/** Whether a connector is a browser wallet found on the page (announced or injected). */
export function isInstalledConnector(connector: Pick<ConnectorInfo, 'type'>): boolean {
  return connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'
}

/**
 * The installed connector that is this directory wallet: same rdns (EIP-6963 reverse DNS). A wallet
 * serving several namespaces under one rdns is the connector of `namespace` (the one the app is on)
 * when it has one, whichever registered first.
 */
export function installedConnectorFor(
  listing: Pick<WalletListing, 'rdns'>,
  connectors: readonly ConnectorInfo[],
  namespace?: string | null,
): ConnectorInfo | undefined {
  if (!listing.rdns) return undefined
  const installed = connectors.filter(connector => isInstalledConnector(connector) && connector.info?.rdns === listing.rdns)
  return installed.find(connector => connector.chain === namespace) ?? installed[0]
}

/**
 * SPEC §5: on mobile, a wallet with no mobile link is hidden, except the few with links of their
 * own: Coinbase Wallet always, Phantom and Solflare only when `namespace` (the namespace in play:
 * the one the Connect view was opened for, else the active one) is Solana.
 *
 * @example
 * isHiddenOnMobile({ id: PHANTOM_ID, mobile_link: null }, 'eip155') // true
 * isHiddenOnMobile({ id: PHANTOM_ID, mobile_link: null }, 'solana') // false
 */
export function isHiddenOnMobile(listing: Pick<WalletListing, 'id' | 'mobile_link'>, namespace: ChainNamespace | null | undefined): boolean {
  if (listing.mobile_link) return false
  const exempt = MOBILE_LINK_EXEMPT_WALLETS.find(wallet => wallet.id === listing.id)
  return !exempt || (exempt.namespace !== undefined && exempt.namespace !== namespace)
}

/**
 * SPEC §5: a wallet is hidden if an excluded directory wallet has its rdns, or its name compared
 * case-insensitively (an installed extension carries no directory id, only these).
 */
export function isExcludedConnector(connector: Pick<ConnectorInfo, 'name' | 'info'>, excluded: readonly Pick<WalletListing, 'rdns' | 'name'>[]): boolean {
  const rdns = connector.info?.rdns
  return excluded.some(wallet => (rdns !== undefined && rdns !== '' && wallet.rdns === rdns) || lower(wallet.name) === lower(connector.name))
}

/**
 * SPEC §5: the generic Browser Wallet is hidden on desktop, and on mobile when it has no rdns and
 * nothing is installed (no other wallet was found in the page).
 */
export function isBrowserWalletShown(connector: ConnectorInfo, connectors: readonly ConnectorInfo[], isMobile: boolean): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== BROWSER_WALLET_NAME) return true
  if (!isMobile) return false
  return Boolean(connector.info?.rdns) || connectors.some(other => other !== connector && isInstalledConnector(other))
}

export interface WalletRow {
  readonly listing: WalletListing
  /** The installed connector this wallet matches by rdns, if any. */
  readonly installed: ConnectorInfo | undefined
}

export interface ListWalletsParameters {
  /** Listings in the order the directory gave them (featured, recommended, then pages). */
  readonly listings: readonly WalletListing[]
  readonly connectors: readonly ConnectorInfo[]
  readonly isMobile: boolean
  /** The namespace in play, for the mobile-link exemptions (SPEC §5). */
  readonly namespace: ChainNamespace | null | undefined
}

/**
 * The All Wallets grid: each id once, each rdns once (an installed wallet listed twice shows
 * once), wallets without a mobile link left out on mobile (SPEC §5), installed wallets first.
 *
 * @example
 * listWallets({ listings, connectors, isMobile: false, namespace: 'eip155' })[0] // { listing: sandbox, installed: sandboxConnector }
 */
export function listWallets({ listings, connectors, isMobile, namespace }: ListWalletsParameters): WalletRow[] {
  const ids = new Set<string>()
  const rdnsSeen = new Set<string>()
  const installed: WalletRow[] = []
  const others: WalletRow[] = []
  for (const listing of listings) {
    if (ids.has(listing.id) || (listing.rdns && rdnsSeen.has(listing.rdns))) continue
    if (isMobile && isHiddenOnMobile(listing, namespace)) continue
    ids.add(listing.id)
    if (listing.rdns) rdnsSeen.add(listing.rdns)
    const connector = installedConnectorFor(listing, connectors)
    ;(connector ? installed : others).push({ listing, installed: connector })
  }
  return [...installed, ...others]
}

/** Only `http(s)`, `blob:` and `data:image/` URLs are drawn; anything else (markup, `javascript:`) gets the placeholder. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  return /^(https?:\/\/|blob:|data:image\/)[^\s"'<>]*$/i.test(url) ? url : undefined
}
