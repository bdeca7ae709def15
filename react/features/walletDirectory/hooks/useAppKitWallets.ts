import { useCallback, useMemo, useState } from 'react'
import { ThrownMessages } from '../../../../core/errors'
import { FEATURES_LOADED_KEY, VestibuleError, type ChainNamespace, type ConnectorInfo, type VestibuleState } from '../../../../core'
import { installedConnectorFor, isInstalledConnector } from '../../../../core/connectors/walletRules'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectConnectionAttempts, selectConnectors, selectInitialized, selectPairing, selectRecentWallets } from '../../../state/selectors'
import { selectWalletDirectory } from '../../../../plugins/features/walletDirectory/walletDirectorySelectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { connectorItem, listingItem, type WalletItem } from './toWalletItem'

export type { WalletItem } from './toWalletItem'

export interface FetchWalletsOptions {
  /** The directory page (1-based, 40 wallets, SPEC §9); 1 by default. */
  readonly page?: number
  /** A search (100 entries, SPEC §9); switches to search mode. */
  readonly search?: string
  /** @deprecated AppKit's older name for `search`. */
  readonly query?: string
}

export interface UseAppKitWalletsReturnType {
  /** The first view's wallets: installed browser wallets, then the directory's featured and recommended. */
  readonly wallets: readonly WalletItem[]
  /** The directory's wallets loaded so far, or the search's results while searching. */
  readonly wcWallets: readonly WalletItem[]
  readonly isFetchingWallets: boolean
  readonly isFetchingWcUri: boolean
  readonly isInitialized: boolean
  /** The WalletConnect pairing URI to draw as a QR code (or open as a deep link). */
  readonly wcUri: string | undefined
  readonly wcError: boolean
  readonly wcClientId: string | null
  readonly connectingWallet: WalletItem | undefined
  readonly page: number
  readonly count: number
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  /** Installed wallets connect in the browser; the others through WalletConnect (`wcUri`). */
  connect(wallet: WalletItem, namespace?: ChainNamespace): Promise<void>
  resetWcUri(): void
  resetConnectingWallet(): void
  /** Asks for a pairing URI ahead of the choice (`wcUri` then fills). */
  getWcUri(): Promise<void>
}

const selectWalletConnectId = (state: VestibuleState) => state.connectors.find(connector => connector.type === 'WALLET_CONNECT')?.id

/**
 * AppKit's headless `useAppKitWallets`, for a connect screen of the app's own: the wallets to
 * show, the directory with search and paging (the wallet directory feature's requests), the
 * WalletConnect URI and `connect`. Free here (a paid AppKit feature).
 *
 * @example
 * const { wallets, wcWallets, fetchWallets, connect, wcUri } = useAppKitWallets()
 * await fetchWallets({ search: 'rainbow' })
 * await connect(wcWallets[0]) // wcUri now holds the pairing URI to draw
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const appKit = useAppKitInstance()
  const connectors = useAppKitSelector(selectConnectors)
  const recent = useAppKitSelector(selectRecentWallets)
  const directory = useAppKitSelector(selectWalletDirectory)
  const pairing = useAppKitSelector(selectPairing)
  const attempts = useAppKitSelector(selectConnectionAttempts)
  const isInitialized = useAppKitSelector(selectInitialized)
  const walletConnectId = useAppKitSelector(selectWalletConnectId)
  const [connectingWallet, setConnectingWallet] = useState<WalletItem>()
  const [fetching, setFetching] = useState(false)

  const wallets = useMemo(() => {
    const installed = connectors.filter(isInstalledConnector).map(connector => connectorItem(connector, recent))
    const shown = new Set(installed.flatMap(item => [item.id, ...item.connectors.flatMap(c => (c.rdns ? [c.rdns] : []))]))
    const listed = [...directory.featured, ...directory.recommended]
      .filter(listing => !shown.has(listing.id) && !(listing.rdns && shown.has(listing.rdns)) && !installedConnectorFor(listing, connectors))
      .filter((listing, index, all) => all.findIndex(other => other.id === listing.id) === index)
      .map(listing => listingItem(listing, undefined, recent))
    return [...installed, ...listed]
  }, [connectors, recent, directory.featured, directory.recommended])

  const searching = directory.search.query.trim() !== ''
  const wcWallets = useMemo(
    () => (searching ? directory.search.listings : directory.listings).map(listing => listingItem(listing, installedConnectorFor(listing, connectors), recent)),
    [searching, directory.search.listings, directory.listings, connectors, recent],
  )

  const fetchWallets = useCallback(
    async ({ page = 1, search, query }: FetchWalletsOptions = {}) => {
      // Asking for the directory is the visitor's intent, as opening All Wallets is: hosted calls may start.
      appKit.showIntent()
      setFetching(true)
      try {
        // The directory feature joins on intent: its requests wait for it.
        await (appKit.registry.get(FEATURES_LOADED_KEY) ?? Promise.resolve())
        const actions = await import('../../../../plugins/features/walletDirectory/walletDirectoryActions')
        const text = search ?? query ?? ''
        if (text.trim() !== '') await actions.searchWallets(appKit, { query: text })
        else {
          // Leaves search mode (an empty query ends it), then loads the page asked for.
          if (appKit.getState().slices.walletDirectory?.search.query) await actions.searchWallets(appKit, { query: '' })
          await actions.fetchWalletPage(appKit, { page })
        }
      } catch (error) {
        appKit.logger.error('Failed to fetch WalletConnect wallets:', error)
      } finally {
        setFetching(false)
      }
    },
    [appKit],
  )

  const connect = useCallback(
    async (wallet: WalletItem, namespace?: ChainNamespace) => {
      appKit.showIntent()
      setConnectingWallet(wallet)
      setHiddenUri(undefined)
      const chain = namespace ?? appKit.getState().activeNamespace
      const state = appKit.getState()
      const installed: ConnectorInfo | undefined =
        state.connectors.find(connector => wallet.connectors.some(c => c.id === connector.id && (!chain || c.chain === chain))) ??
        state.connectors.find(connector => connector.id === wallet.id)
      try {
        if (installed && installed.type !== 'WALLET_CONNECT') await appKit.connect({ connectorId: installed.id })
        else {
          const wcId = state.connectors.find(connector => connector.type === 'WALLET_CONNECT')?.id
          if (!wcId) throw new VestibuleError(ThrownMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND)
          await appKit.connect({ connectorId: wcId, ...(wallet.id !== wcId ? { walletId: wallet.id } : {}) })
        }
      } finally {
        setConnectingWallet(undefined)
      }
    },
    [appKit],
  )

  const getWcUri = useCallback(async () => {
    setHiddenUri(undefined)
    appKit.showIntent()
    if (walletConnectId) appKit.dispatch({ type: 'pairing/requested', payload: { connectorId: walletConnectId } })
  }, [appKit, walletConnectId])
  // Hidden here only: the connector keeps its pairing live (and renews it) for the next ask.
  const [hiddenUri, setHiddenUri] = useState<string>()
  const resetWcUri = useCallback(() => setHiddenUri(appKit.getState().pairing?.uri), [appKit])
  const resetConnectingWallet = useCallback(() => setConnectingWallet(undefined), [])

  const attempt = walletConnectId ? attempts[walletConnectId] : undefined
  const wcUri = pairing && pairing.connectorId === walletConnectId && pairing.uri !== hiddenUri ? pairing.uri : undefined
  const isFetchingWallets = fetching || directory.status === 'loading' || directory.search.status === 'loading'
  return useMemo(
    () => ({
      wallets,
      wcWallets,
      isFetchingWallets,
      isFetchingWcUri: attempt?.status === 'pending' && !wcUri,
      isInitialized,
      wcUri,
      wcError: attempt?.status === 'failed',
      wcClientId: null,
      connectingWallet,
      page: directory.page,
      count: directory.count,
      fetchWallets,
      connect,
      resetWcUri,
      resetConnectingWallet,
      getWcUri,
    }),
    [
      wallets,
      wcWallets,
      isFetchingWallets,
      attempt,
      wcUri,
      isInitialized,
      connectingWallet,
      directory.page,
      directory.count,
      fetchWallets,
      connect,
      resetWcUri,
      resetConnectingWallet,
      getWcUri,
    ],
  )
}
