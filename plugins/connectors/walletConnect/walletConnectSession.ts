import { isPairingLive, msUntilPairingExpired, pairingExpiresAt, providerKey, serializeError, ThrownMessages, TimeoutError, VestibuleError, type CaipNetworkId, type ChainNamespace, type EventInput, type JsonValue, type PluginContext, type VestibuleEventMap } from 'vestibule/plugin'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { isUserRejection, providerErrorCode } from '../eip1193/providerErrors'
import { switchEthereumChain } from '../eip1193/switchEthereumChain'
import { toAccounts, toCaipNetworkId } from '../eip1193/toAccounts'
import { buildNamespaces } from './buildNamespaces'
import { createProviderAlerts } from './providerAlerts'
import { sessionAccounts } from './sessionAccounts'
import { pairingUriSchema, peerMetadataSchema, sessionNamespacesSchema } from './walletConnectSchemas'

export interface WalletConnectSessionConfig {
  readonly connectorId: string
  /** Where the client keeps its keys and sessions; stable, so a reload finds the session. */
  readonly storagePrefix: string
  /** Verify API attestation (an iframe on the hosted verify server): only with the hosted relay. */
  readonly verify: boolean
  /** How long the relay has to give a pairing URI before the attempt fails. */
  readonly uriTimeoutMs: number
}

/** The connector's lazily loaded half: everything that needs the WalletConnect client. */
export interface WalletConnectSession {
  /** Pairs, or lets the pairing on show serve `walletId`. */
  connect(walletId: string | undefined): Promise<EventInput[]>
  /** SPEC §4 start-up sync: the client kept the session in its storage; no new pairing. */
  restore(): Promise<EventInput[]>
  request(payload: VestibuleEventMap['rpc/requested']): Promise<EventInput>
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<EventInput | void>
  disconnect(): Promise<EventInput[]>
  destroy(): Promise<void>
}

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

/** WalletConnect's USER_REJECTED (5000): how a wallet declines a session proposal. */
const WC_USER_REJECTED = 5000
const isDeclined = (error: unknown) => isUserRejection(error) || providerErrorCode(error) === WC_USER_REJECTED

const toJson = (value: unknown): JsonValue => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/**
 * Starts the WalletConnect client (UniversalProvider) on the configured relay and runs the session
 * lifecycle of SPEC §4: pairing URIs (4 min, replaced 10 s before expiry), approval, requests,
 * chain switching, wallet-side disconnect and expiry.
 */
export async function createWalletConnectSession(ctx: PluginContext, config: WalletConnectSessionConfig): Promise<WalletConnectSession> {
  const { connectorId } = config
  const { options } = ctx
  const metadata = {
    name: options.metadata?.name ?? (typeof document === 'undefined' ? 'Vestibule' : document.title),
    description: options.metadata?.description ?? '',
    url: options.metadata?.url ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
    icons: options.metadata?.icons ?? [],
  }
  const provider: Provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata,
    customStoragePrefix: config.storagePrefix,
    telemetryEnabled: false,
    logger: options.debug ? 'warn' : 'silent',
  })
  if (!config.verify) {
    // The verify server only knows the hosted relay; a self-hosted relay has nobody to attest to.
    provider.client.core.verify.register = async () => undefined
  }
  ctx.registry.set(providerKey(connectorId), provider)

  const served = [...new Set(options.networks.map(n => n.chainNamespace))]
  const namespaces = buildNamespaces(options.networks)
  /** Bumped per pairing: the outcome of a replaced pairing is not reported. */
  let attempt = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined

  const connectedNamespaces = () => served.filter(ns => ctx.getState().activeConnectorIds[ns] === connectorId)

  const alertFor = createProviderAlerts(ctx)

  const pickChain = (chains: readonly CaipNetworkId[]): CaipNetworkId => {
    const active = ctx.getState().activeCaipNetworkId
    if (active && chains.includes(active)) return active
    return options.networks.find(n => chains.includes(n.caipNetworkId))?.caipNetworkId ?? chains[0]!
  }

  /** connection/succeeded for every approved namespace the app serves. */
  const connectedEvents = (walletId: string | undefined): EventInput[] => {
    const session = provider.session
    const parsed = sessionNamespacesSchema.safeParse(session?.namespaces)
    const groups = parsed.success ? sessionAccounts(parsed.data, served) : []
    if (!session || groups.length === 0) {
      throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: "The wallet approved no account on the app's networks" })
    }
    const peer = peerMetadataSchema.safeParse(session.peer?.metadata)
    const wallet = { id: walletId ?? connectorId, name: peer.success ? peer.data.name : 'WalletConnect', rdns: null }
    return groups.map(({ namespace, accounts, chains }) => {
      const caipNetworkId = pickChain(chains)
      provider.setDefaultChain(caipNetworkId)
      return { type: 'connection/succeeded', payload: { connectorId, namespace, accounts, caipNetworkId, wallet } } as const
    })
  }

  const failed = (error: unknown, namespace: ChainNamespace = 'eip155'): EventInput => {
    alertFor(error)
    return { type: 'connection/failed', payload: { connectorId, namespace, error: serializeError(error), rejected: isDeclined(error) } }
  }

  const disconnectedEvents = (): EventInput[] =>
    connectedNamespaces().map(namespace => ({ type: 'connection/disconnected', payload: { connectorId, namespace } }) as const)

  const onDisplayUri = (uri: unknown) => {
    // A URI of a pairing given up (the relay answered too late) is never shown.
    if (!awaitingUri) return
    const parsed = pairingUriSchema.safeParse(uri)
    if (!parsed.success) return ctx.reportError(new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The WalletConnect client made an invalid pairing URI' }))
    awaitingUri = false
    const expiresAt = pairingExpiresAt(Date.now())
    const generated = ctx.dispatch({ type: 'pairing/uri-generated', payload: { connectorId, uri: parsed.data, expiresAt } })
    clearTimeout(refreshTimer)
    // SPEC §4: replaced before a visitor can scan a dead one; only while it is still on show.
    refreshTimer = setTimeout(() => {
      if (ctx.getState().pairing?.uri !== parsed.data) return
      const expired = ctx.dispatch({ type: 'pairing/uri-expired', payload: { connectorId } }, { cause: generated })
      void pair().then(events => events.forEach(event => ctx.dispatch(event, { cause: expired })))
    }, msUntilPairingExpired(expiresAt, Date.now()))
  }

  const onAccountsChanged = (value: unknown) => {
    const accounts = toAccounts(value)
    if (accounts.length === 0 || ctx.getState().activeConnectorIds.eip155 !== connectorId) return
    ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId, namespace: 'eip155', accounts } })
  }
  const onChainChanged = (value: unknown) => {
    const caipNetworkId = toCaipNetworkId(value)
    if (!caipNetworkId || ctx.getState().activeConnectorIds.eip155 !== connectorId || ctx.getState().activeCaipNetworkId === caipNetworkId) return
    ctx.dispatch({ type: 'network/switched', payload: { caipNetworkId, supported: options.networks.some(n => n.caipNetworkId === caipNetworkId) } })
  }
  const onSessionUpdate = () => {
    const parsed = sessionNamespacesSchema.safeParse(provider.session?.namespaces)
    if (!parsed.success) return
    for (const { namespace, accounts } of sessionAccounts(parsed.data, served)) {
      if (ctx.getState().activeConnectorIds[namespace] !== connectorId) continue
      ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId, namespace, accounts } })
    }
  }
  // Wallet-side disconnect and expiry (SPEC §4): disconnected, which clears the connector id.
  const onSessionEnded = () => {
    for (const event of disconnectedEvents()) ctx.dispatch(event)
  }
  const onSessionExpired = ({ topic }: { topic: string }) => {
    if (topic === provider.session?.topic || connectedNamespaces().length > 0) onSessionEnded()
  }
  const onRelayerError = (error: unknown) => alertFor(error)

  provider.on('display_uri', onDisplayUri)
  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  provider.on('session_update', onSessionUpdate)
  provider.on('session_delete', onSessionEnded)
  provider.client.on('session_expire', onSessionExpired)
  provider.client.core.relayer.on('relayer_error', onRelayerError)

  /** The directory wallet the pairing on show is for: what recent wallets record once it connects. */
  let pendingWalletId: string | undefined
  let inFlight = false
  /** A pairing asked of the client whose URI has not come yet. */
  let awaitingUri = false

  /** A fresh pairing URI (SPEC §4), and the session once the wallet approves it. */
  async function pair(): Promise<EventInput[]> {
    const mine = ++attempt
    inFlight = true
    awaitingUri = true
    const settle = () => {
      if (mine !== attempt) return
      inFlight = false
      awaitingUri = false
      clearTimeout(refreshTimer)
    }
    // A relay that never answers must not leave the visitor before an empty QR code: without a
    // URI in time the attempt fails (with a retry), and this pairing is given up.
    let giveUp: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<EventInput[]>(resolve => {
      giveUp = setTimeout(() => {
        if (mine !== attempt || !awaitingUri) return
        settle()
        attempt++
        resolve([failed(new TimeoutError({ timeoutMs: config.uriTimeoutMs, url: options.relayUrl }))])
      }, config.uriTimeoutMs)
    })
    const paired = (async (): Promise<EventInput[]> => {
      try {
        await provider.connect({ optionalNamespaces: namespaces })
        return connectedEvents(pendingWalletId)
      } catch (error) {
        // A pairing replaced by a fresh URI (or given up) ends quietly; the fresh one reports.
        return mine === attempt ? [failed(error)] : []
      } finally {
        clearTimeout(giveUp)
        settle()
      }
    })()
    return Promise.race([paired, timedOut]).then(onlyAsked)
  }

  /**
   * A pairing made ahead of time fails quietly unless the visitor has asked for WalletConnect
   * since: only then is there a connection attempt to report on.
   */
  const onlyAsked = (events: EventInput[]): EventInput[] =>
    events.filter(event => {
      if (event.type !== 'connection/failed' || ctx.getState().connectionAttempts[connectorId]?.status === 'pending') return true
      ctx.logger.warn('WalletConnect pairing made ahead of time failed', event.payload.error.message)
      return false
    })

  /**
   * A pairing already on show (made when the modal opened) serves the visitor who then picks
   * WalletConnect or a directory wallet: only the wallet it is for changes.
   */
  async function connect(walletId: string | undefined): Promise<EventInput[]> {
    // A URI past its margin is not served again: a fresh one is made.
    if (inFlight && (awaitingUri || isPairingLive(ctx.getState().pairing, connectorId, Date.now()))) {
      if (walletId !== undefined) pendingWalletId = walletId
      return []
    }
    pendingWalletId = walletId
    return pair()
  }

  const activeProvider = (chain: string | null) => ({
    request: (args: { method: string; params?: readonly unknown[] | object }) =>
      provider.request({ method: args.method, params: args.params as unknown[] | undefined }, chain ?? undefined),
  })

  return {
    connect,
    async restore() {
      if (!provider.session) return [{ type: 'connection/disconnected', payload: { connectorId, namespace: 'eip155' } }]
      try {
        return connectedEvents(undefined)
      } catch (error) {
        return [failed(error)]
      }
    },
    async request(payload) {
      try {
        const result = await activeProvider(ctx.getState().activeCaipNetworkId).request({ method: payload.method, params: payload.params })
        return { type: 'rpc/succeeded', payload: { requestId: payload.requestId, result: toJson(result) } }
      } catch (error) {
        alertFor(error)
        return { type: 'rpc/failed', payload: { requestId: payload.requestId, error: serializeError(error), rejected: isUserRejection(error) } }
      }
    },
    async switchNetwork(caipNetworkId) {
      const network = options.networks.find(n => n.caipNetworkId === caipNetworkId)
      if (!network) return
      try {
        // An approved chain switches in the client; another asks the wallet over the session.
        await switchEthereumChain(activeProvider(ctx.getState().activeCaipNetworkId), network)
        if (ctx.getState().activeCaipNetworkId !== caipNetworkId || ctx.getState().unsupportedNetwork) {
          return { type: 'network/switched', payload: { caipNetworkId, supported: true } }
        }
      } catch (error) {
        return { type: 'network/switch-failed', payload: { caipNetworkId, error: serializeError(error) } }
      }
    },
    async disconnect() {
      const events = disconnectedEvents()
      // The wallet is told when the relay answers; locally the session ends either way.
      if (provider.session) await provider.disconnect().catch(error => ctx.logger.warn('WalletConnect disconnect failed', error))
      return events
    },
    async destroy() {
      clearTimeout(refreshTimer)
      provider.removeListener('display_uri', onDisplayUri)
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
      provider.removeListener('session_update', onSessionUpdate)
      provider.removeListener('session_delete', onSessionEnded)
      provider.client.off('session_expire', onSessionExpired)
      provider.client.core.relayer.off('relayer_error', onRelayerError)
      ctx.registry.delete(providerKey(connectorId))
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
