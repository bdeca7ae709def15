import { FEATURES_LOADED_KEY, VestibuleError, type AppKit, type CaipAddress, type ChainNamespace, type ConnectorInfo } from '../../core'
import { splitCaipAddress } from '../../core/events/caip'
import * as ThrownMessages from '../../core/errors/thrownMessages'
import { isInstalledConnector } from '../../core/connectors/walletRules'
import { walletListings } from '../featureHost/walletListings'
import type { FeatureDefinition } from '../featureHost/defineFeature'
import { WALLET_BUTTON_SOCIALS, type WalletButtonLogin } from '../featureHost/walletButtonLogins'

/** AppKit's `ParsedCaipAddress`: the account a wallet button connected. */
export interface ParsedCaipAddress {
  readonly chainNamespace: ChainNamespace
  readonly chainId: string
  readonly address: string
}

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

/** Whether AppKit's wallet button names a login (email, a social provider) rather than a wallet. */
const isLogin = (wallet: string): wallet is WalletButtonLogin => wallet === 'email' || (WALLET_BUTTON_SOCIALS as readonly string[]).includes(wallet)

/**
 * What AppKit's `useAppKitWallet().connect(wallet)` does, with this page's connectors: 'email' and
 * a social provider go to the login feature (the embedded wallet: the modal's email field, its
 * popup, Farcaster's QR view); 'walletConnect' shows the QR code; a wallet's name connects it
 * in the browser when it is installed, else through WalletConnect with its directory entry.
 * `features` is the feature host's `featuresRegistered`, handed in by the caller: imported here, it
 * would cut the page's first download into one more file (esbuild splits a module that a lazy chunk
 * shares with the entry).
 *
 * @example
 * await connectNamedWallet(appKit, 'metamask', featuresRegistered) // { chainNamespace: 'eip155', chainId: '1', address: '0x…' }
 */
export async function connectNamedWallet(
  appKit: AppKit,
  wallet: string,
  features: (appKit: AppKit) => Promise<readonly FeatureDefinition[]>,
): Promise<ParsedCaipAddress> {
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

  if (isLogin(wallet)) {
    // The login feature's record registers with the catalogue, which the intent above started loading.
    const logins = (await features(appKit)).find(feature => feature.walletButtonLogins)?.walletButtonLogins
    if (!logins) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
    const step = await logins.start(appKit, wallet)
    if ('open' in step) {
      const account = connected()
      await appKit.open(step.open)
      return account
    }
    const connector = appKit.getConnectors().find(known => known.id === step.connectorId)
    if (!connector) throw new VestibuleError(ThrownMessages.NO_AUTH_CONNECTOR)
    return connectThrough(appKit, connector)
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
