import { FEATURES_LOADED_KEY, providerKey, VestibuleError, type AppKit, type CaipAddress, type ChainNamespace, type ConnectorInfo } from '../../core'
import { splitCaipAddress } from '../../core/events/caip'
import * as ThrownMessages from '../../core/errors/thrownMessages'
import type { EmbeddedWalletClient, SocialLoginProvider } from '../../plugins/connectors/embedded'
import { EMBEDDED_CONNECTOR_ID } from '../../plugins/connectors/embedded/embeddedConstants'
import { isInstalledConnector } from '../../core/connectors/walletRules'
import { walletListings } from '../featureHost/walletListings'

/** AppKit's `ParsedCaipAddress`: the account a wallet button connected. */
export interface ParsedCaipAddress {
  readonly chainNamespace: ChainNamespace
  readonly chainId: string
  readonly address: string
}

/** AppKit's wallet button social logins (`@reown/appkit-wallet-button`'s `Socials`). */
const WALLET_BUTTON_SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const

/** How long a named browser wallet may take to announce itself after the visitor's intent. */
const ANNOUNCE_WAIT_MS = 1_500

/** `'MetaMask'`, `'meta-mask'` and `'metamask'` alike: AppKit names wallets by a lower-case slug. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** What `connect` resolved with: the account the namespace now holds. */
function connectedAccount(appKit: AppKit, caipAddress: CaipAddress | undefined): ParsedCaipAddress {
  const given = caipAddress ?? appKit.getAccount()?.caipAddress
  if (!given) throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT)
  const { caipNetworkId, address } = splitCaipAddress(given)
  const [chainNamespace, chainId] = caipNetworkId.split(':') as [ChainNamespace, string]
  return { chainNamespace, chainId, address }
}

/** Connects through `connectorId` and resolves with the account; a WalletConnect wallet shows its QR view in the modal. */
async function connectThrough(appKit: AppKit, connector: ConnectorInfo, walletId?: string): Promise<ParsedCaipAddress> {
  if (connector.type === 'WALLET_CONNECT') {
    await appKit.open({ view: 'ConnectingWalletConnect', data: walletId ? { walletId } : { connectorId: connector.id } })
  }
  const { accounts, caipNetworkId } = await appKit.connect({ connectorId: connector.id, ...(walletId ? { walletId } : {}) })
  const address = accounts[0]?.address
  return connectedAccount(appKit, address ? (`${caipNetworkId}:${address}` as CaipAddress) : undefined)
}

/** The installed wallet `match` accepts, waiting a moment for announcements that follow intent. */
function installedWallet(appKit: AppKit, match: (connector: ConnectorInfo) => boolean): Promise<ConnectorInfo | undefined> {
  return new Promise(resolve => {
    let stop: (() => void) | undefined
    const timer = setTimeout(() => {
      stop?.()
      resolve(undefined)
    }, ANNOUNCE_WAIT_MS)
    stop = appKit.subscribeVestibuleState(state => {
      const connector = state.connectors.find(match)
      if (!connector) return
      clearTimeout(timer)
      queueMicrotask(() => stop?.())
      resolve(connector)
    })
  })
}

/** The wallet's directory entry, found by its name in the directory search (AppKit's button names are slugs). */
async function directoryWallet(appKit: AppKit, wallet: string) {
  // The directory feature joins on intent.
  await (appKit.registry.get(FEATURES_LOADED_KEY) ?? Promise.resolve())
  const listings = await walletListings(appKit).search(appKit, wallet)
  return listings.find(listing => slug(listing.name) === slug(wallet)) ?? listings[0]
}

/**
 * What AppKit's `useAppKitWallet().connect(wallet)` does, with this page's connectors: 'email'
 * opens the modal on the email field; a social provider logs in through the embedded wallet's
 * popup (Farcaster on its QR view); 'walletConnect' shows the QR code; a wallet's name connects it
 * in the browser when it is installed, else through WalletConnect with its directory entry.
 *
 * @example
 * await connectNamedWallet(appKit, 'metamask') // { chainNamespace: 'eip155', chainId: '1', address: '0x…' }
 */
export async function connectNamedWallet(appKit: AppKit, wallet: string): Promise<ParsedCaipAddress> {
  appKit.showIntent()
  const connectors = appKit.getConnectors()
  const walletConnect = connectors.find(connector => connector.type === 'WALLET_CONNECT')
  const connected = (): Promise<ParsedCaipAddress> =>
    new Promise((resolve, reject) => {
      const stop = appKit.subscribeAccount(account => {
        if (account.caipAddress) {
          stop()
          resolve(connectedAccount(appKit, account.caipAddress))
        }
      })
      const closed = appKit.subscribeState(state => {
        if (!state.open && !appKit.getAccount()?.caipAddress) {
          closed()
          stop()
          reject(new VestibuleError(ThrownMessages.MODAL_CLOSED))
        }
      })
    })

  if (wallet === 'email') {
    if (!connectors.some(connector => connector.id === EMBEDDED_CONNECTOR_ID)) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
    const account = connected()
    await appKit.open({ view: 'Connect' })
    return account
  }
  if ((WALLET_BUTTON_SOCIALS as readonly string[]).includes(wallet)) {
    const client = appKit.registry.get(providerKey<EmbeddedWalletClient>(EMBEDDED_CONNECTOR_ID))
    const embedded = connectors.find(connector => connector.id === EMBEDDED_CONNECTOR_ID)
    if (!client || !embedded) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
    if (wallet === 'farcaster') {
      const account = connected()
      await appKit.open({ view: 'ConnectingFarcaster' })
      return account
    }
    await client.connectSocial(wallet as SocialLoginProvider)
    return connectThrough(appKit, embedded)
  }
  if (wallet === 'walletConnect') {
    if (!walletConnect) throw new VestibuleError(ThrownMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND)
    return connectThrough(appKit, walletConnect)
  }
  // The active namespace's wallet first: a wallet installed for two chains has a connector for each.
  const namespace = appKit.getActiveChainNamespace() ?? appKit.getCaipNetwork()?.chainNamespace
  const isNamed = (connector: ConnectorInfo) =>
    isInstalledConnector(connector) && (slug(connector.name) === slug(wallet) || slug(connector.info?.rdns ?? '').includes(slug(wallet)))
  // Browser wallets announce themselves once the visitor showed intent (their check loads then).
  const found = await installedWallet(appKit, connector => isNamed(connector) && connector.chain === namespace)
  const installed = found ?? appKit.getConnectors().find(isNamed)
  if (installed) return connectThrough(appKit, installed)
  const listing = await directoryWallet(appKit, wallet)
  if (!walletConnect) throw new VestibuleError(ThrownMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND)
  return connectThrough(appKit, walletConnect, listing?.id)
}
