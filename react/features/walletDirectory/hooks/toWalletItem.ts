import type { ChainNamespace, ConnectorInfo, RecentWallet, WalletListing } from '../../../../core'
import { namespaceOf, type CaipNetworkId } from '../../../../core/events/caip'

/** AppKit's headless `WalletItem`: a wallet of the connect screen, installed or from the directory. */
export interface WalletItem {
  readonly id: string
  readonly name: string
  readonly imageUrl: string
  readonly imageId?: string
  readonly connectors: readonly { readonly id: string; readonly rdns?: string; readonly chain: ChainNamespace; readonly chainImageUrl?: string }[]
  readonly walletInfo: {
    readonly supportedChains?: readonly CaipNetworkId[]
    readonly supportedNamespaces?: readonly ChainNamespace[]
    readonly deepLink?: string
    readonly installationLinks?: { readonly desktopLink?: string }
  }
  readonly isInjected: boolean
  readonly isRecent: boolean
}

const isRecent = (recent: readonly RecentWallet[], id: string, rdns?: string | null) =>
  recent.some(wallet => wallet.id === id || (rdns && wallet.rdns === rdns))

/** An installed browser wallet (announced or injected connector) as a `WalletItem`. */
export function connectorItem(connector: ConnectorInfo, recent: readonly RecentWallet[]): WalletItem {
  const rdns = connector.info?.rdns
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl ?? '',
    connectors: [{ id: connector.id, ...(rdns ? { rdns } : {}), chain: connector.chain }],
    walletInfo: { supportedNamespaces: [connector.chain] },
    isInjected: true,
    isRecent: isRecent(recent, connector.id, rdns),
  }
}

/**
 * A directory wallet as a `WalletItem`; `installed` is the browser connector with its rdns, when
 * the wallet is installed here.
 */
export function listingItem(listing: WalletListing, installed: ConnectorInfo | undefined, recent: readonly RecentWallet[]): WalletItem {
  const chains = listing.chains ?? []
  return {
    id: listing.id,
    name: listing.name,
    imageUrl: listing.image_url ?? '',
    ...(listing.image_id ? { imageId: listing.image_id } : {}),
    connectors: installed ? [{ id: installed.id, ...(listing.rdns ? { rdns: listing.rdns } : {}), chain: installed.chain }] : [],
    walletInfo: {
      supportedChains: chains,
      supportedNamespaces: [...new Set(chains.map(namespaceOf))],
      ...(listing.mobile_link ? { deepLink: listing.mobile_link } : {}),
      ...(listing.desktop_link ? { installationLinks: { desktopLink: listing.desktop_link } } : {}),
    },
    isInjected: Boolean(installed),
    isRecent: isRecent(recent, listing.id, listing.rdns),
  }
}
