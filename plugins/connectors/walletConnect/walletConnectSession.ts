import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  ThrownMessages,
  TimeoutError,
  VestibuleError,
  isPairingLive,
  msUntilPairingExpired,
  pairingExpiresAt,
  providerKey,
  type CaipNetworkId,
  type ChainNamespace,
  type ConnectorContext,
  type Teardown,
  type VestibuleEvent,
  type WalletConnection,
  type WalletEvents,
  type WalletRequest,
} from 'vestibule/plugin'
import { toAccounts, toCaipNetworkId } from '../eip1193/toAccounts'
import { buildNamespaces } from './buildNamespaces'
import { createProviderAlerts } from './providerAlerts'
import { sessionAccounts } from './sessionAccounts'
import { pairingUriSchema, peerMetadataSchema, sessionNamespacesSchema } from './walletConnectSchemas'
import { walletConnectWire } from './walletConnectWire'

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
  /**
   * Pairs, or lets the pairing on show serve `walletId`: then it resolves with undefined, and that
   * pairing reports its outcome itself.
   */
  connect(walletId: string | undefined): Promise<WalletConnection[] | undefined>
  /** A pairing URI ahead of any connection (the modal opened); its outcome is reported when it comes. */
  pairAhead(cause: VestibuleEvent): void
  /** SPEC §4 start-up sync: the client kept the session in its storage; no new pairing. */
  restore(): Promise<WalletConnection[]>
  request(request: WalletRequest): Promise<unknown>
  disconnect(): Promise<void>
  /** Follows the session's accounts, chain, updates, deletion and expiry. */
  watch(events: WalletEvents): Teardown
  destroy(): Promise<void>
}

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

/**
 * Starts the WalletConnect client (UniversalProvider) on the configured relay and runs the session
 * lifecycle of SPEC §4: pairing URIs (4 min, replaced 10 s before expiry), approval, requests,
 * wallet-side disconnect and expiry. Chain switching is the runner's standard eip155 path, sent
 * over the session.
 */
export async function createWalletConnectSession(ctx: ConnectorContext, config: WalletConnectSessionConfig): Promise<WalletConnectSession> {
  const { connectorId } = config
  const { options } = ctx
  const metadata = {
    name: options.metadata?.name ?? (typeof document === 'undefined' ? 'Vestibule' : document.title),
    description: options.metadata?.description ?? '',
    url: options.metadata?.url ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
    icons: options.metadata?.icons ?? [],
  }
  // AppKit's `universalProvider`: the app's own client (its relay, storage and session) is used as given.
  const own = options.universalProvider as Provider | undefined
  const provider: Provider =
    own ??
    (await UniversalProvider.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata,
      customStoragePrefix: config.storagePrefix,
      telemetryEnabled: false,
      // Its errors under debug (on by default, as AppKit's, which logs the provider's errors), not its warnings.
      logger: options.debug ? 'error' : 'silent',
    }))
  if (!own && !config.verify) {
    // The verify server only knows the hosted relay; a self-hosted relay has nobody to attest to.
    provider.client.core.verify.register = async () => undefined
  }
  ctx.registry.set(providerKey(connectorId), provider)

  const served = [...new Set(options.networks.map(n => n.chainNamespace))]
  // Per pairing, from state: AppKit's addNetwork and removeNetwork change the networks a new session proposes.
  const namespaces = () => buildNamespaces((ctx.getState().options ?? options).networks, options.universalProviderConfigOverride)
  /** Bumped per pairing: the outcome of a replaced pairing is not reported. */
  let attempt = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined

  const alertFor = createProviderAlerts(ctx)
  /** Shows the alert a known server message stands for, and passes the error on. */
  const alerted = (error: unknown): never => {
    alertFor(error)
    throw error
  }

  const pickChain = (chains: readonly CaipNetworkId[]): CaipNetworkId => {
    const active = ctx.getState().activeCaipNetworkId
    if (active && chains.includes(active)) return active
    const preferred = options.universalProviderConfigOverride?.defaultChain
    if (preferred && (chains as readonly string[]).includes(preferred)) return preferred as CaipNetworkId
    return options.networks.find(n => chains.includes(n.caipNetworkId))?.caipNetworkId ?? chains[0]!
  }

  /** The chain the client addresses `namespace`'s requests to (set per namespace on connection and switch). */
  /** The session's first account of `namespace`, the address a bip122 request names as its `account`. */
  const sessionAccount = (namespace: ChainNamespace): string | undefined => provider.session?.namespaces[namespace]?.accounts[0]?.split(':')[2]

  const defaultChainIn = (namespace: ChainNamespace): string | undefined => {
    const reference = provider.rpcProviders?.[namespace]?.getDefaultChain()
    return reference ? `${namespace}:${reference}` : undefined
  }

  /** Every approved namespace the app serves. */
  const connections = (walletId: string | undefined): WalletConnection[] => {
    const session = provider.session
    const parsed = sessionNamespacesSchema.safeParse(session?.namespaces)
    const groups = parsed.success ? sessionAccounts(parsed.data, served) : []
    if (!session || groups.length === 0) {
      throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: "The wallet approved no account on the app's networks" })
    }
    const peer = peerMetadataSchema.safeParse(session.peer?.metadata)
    const wallet = { id: walletId ?? connectorId, name: peer.success ? peer.data.name : 'WalletConnect', rdns: null }
    const picked = groups.map(({ namespace, accounts, chains }) => ({ namespace, accounts, caipNetworkId: pickChain(chains), wallet }))
    // Each namespace gets its default chain; the active namespace's goes last, so it is the client's default.
    const active = ctx.getState().activeNamespace ?? 'eip155'
    for (const { namespace, caipNetworkId } of [...picked].sort((a, b) => Number(a.namespace === active) - Number(b.namespace === active))) {
      provider.setDefaultChain(caipNetworkId)
    }
    return picked
  }

  /**
   * The outcome of a pairing nobody awaits (made ahead of time, or a replacement URI). A failure is
   * reported only if the visitor has asked for WalletConnect since: only then is there a connection
   * attempt to report on.
   */
  const report = (outcome: Promise<WalletConnection[] | undefined>, cause: VestibuleEvent) =>
    outcome.then(
      approved => approved && ctx.reportConnected(connectorId, approved, { cause }),
      error => {
        if (ctx.getState().connectionAttempts[connectorId]?.status === 'pending') ctx.reportConnectFailed(connectorId, error, { cause })
        else ctx.logger.warn('WalletConnect pairing made ahead of time failed', error)
      },
    )

  const onDisplayUri = (uri: unknown) => {
    // A URI of a pairing given up (the relay answered too late) is never shown.
    if (!awaitingUri) return
    const parsed = pairingUriSchema.safeParse(uri)
    if (!parsed.success)
      return ctx.reportError(new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The WalletConnect client made an invalid pairing URI' }))
    awaitingUri = false
    const expiresAt = pairingExpiresAt(ctx.now())
    const generated = ctx.dispatch({ type: 'pairing/uri-generated', payload: { connectorId, uri: parsed.data, expiresAt } })
    clearTimeout(refreshTimer)
    // SPEC §4: replaced before a visitor can scan a dead one; only while it is still on show.
    refreshTimer = setTimeout(
      () => {
        if (ctx.getState().pairing?.uri !== parsed.data) return
        const expired = ctx.dispatch({ type: 'pairing/uri-expired', payload: { connectorId } }, { cause: generated })
        void report(pair(), expired)
      },
      msUntilPairingExpired(expiresAt, ctx.now()),
    )
  }
  const onRelayerError = (error: unknown) => alertFor(error)

  provider.on('display_uri', onDisplayUri)
  provider.client.core.relayer.on('relayer_error', onRelayerError)

  /** The directory wallet the pairing on show is for: what recent wallets record once it connects. */
  let pendingWalletId: string | undefined
  let inFlight = false
  /** A pairing asked of the client whose URI has not come yet. */
  let awaitingUri = false

  /**
   * A fresh pairing URI (SPEC §4), and the session once the wallet approves it; undefined when a
   * fresh URI replaced this pairing (the fresh one reports).
   */
  async function pair(): Promise<WalletConnection[] | undefined> {
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
    const timedOut = new Promise<never>((_, reject) => {
      giveUp = setTimeout(() => {
        if (mine !== attempt || !awaitingUri) return
        settle()
        attempt++
        reject(new TimeoutError({ timeoutMs: config.uriTimeoutMs, url: options.relayUrl }))
      }, config.uriTimeoutMs)
    })
    const paired = (async () => {
      try {
        await provider.connect({ optionalNamespaces: namespaces() })
        return connections(pendingWalletId)
      } catch (error) {
        if (mine !== attempt) return undefined
        throw error
      } finally {
        clearTimeout(giveUp)
        settle()
      }
    })()
    return Promise.race([paired, timedOut]).catch(alerted)
  }

  return {
    /**
     * A pairing already on show (made when the modal opened) serves the visitor who then picks
     * WalletConnect or a directory wallet: only the wallet it is for changes.
     */
    async connect(walletId) {
      // A URI past its margin is not served again: a fresh one is made.
      if (inFlight && (awaitingUri || isPairingLive(ctx.getState().pairing, connectorId, ctx.now()))) {
        if (walletId !== undefined) pendingWalletId = walletId
        return undefined
      }
      pendingWalletId = walletId
      return pair()
    },
    pairAhead(cause) {
      if (inFlight && (awaitingUri || isPairingLive(ctx.getState().pairing, connectorId, ctx.now()))) return
      pendingWalletId = undefined
      void report(pair(), cause)
    },
    async restore() {
      if (!provider.session) return []
      try {
        return connections(undefined)
      } catch (error) {
        return alerted(error)
      }
    },
    async request({ namespace, method, params, caipNetworkId }) {
      const sent = walletConnectWire(namespace, method, params, sessionAccount(namespace))
      // An approved chain is addressed in the client; another is asked of the wallet over the session.
      // With the active network in another namespace, the request goes to its own namespace's chain:
      // the client left without one sends it to the session's first namespace (eip155).
      const chain = caipNetworkId ?? defaultChainIn(namespace)
      return provider.request(sent, chain).catch(alerted)
    },
    async disconnect() {
      // The wallet is told when the relay answers; locally the session ends either way.
      if (provider.session) await provider.disconnect()
    },
    watch(events) {
      const onAccountsChanged = (value: unknown) => {
        const accounts = toAccounts(value)
        if (accounts.length > 0) events.accountsChanged(accounts, 'eip155')
      }
      const onChainChanged = (value: unknown) => {
        const caipNetworkId = toCaipNetworkId(value)
        if (caipNetworkId) events.networkChanged(caipNetworkId)
      }
      const onSessionUpdate = () => {
        const parsed = sessionNamespacesSchema.safeParse(provider.session?.namespaces)
        if (!parsed.success) return
        for (const { namespace, accounts } of sessionAccounts(parsed.data, served)) events.accountsChanged(accounts, namespace)
      }
      // Wallet-side disconnect and expiry (SPEC §4): disconnected, which clears the connector id.
      const onSessionEnded = () => events.disconnected()
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('session_update', onSessionUpdate)
      provider.on('session_delete', onSessionEnded)
      provider.client.on('session_expire', onSessionEnded)
      return () => {
        provider.removeListener('accountsChanged', onAccountsChanged)
        provider.removeListener('chainChanged', onChainChanged)
        provider.removeListener('session_update', onSessionUpdate)
        provider.removeListener('session_delete', onSessionEnded)
        provider.client.off('session_expire', onSessionEnded)
      }
    },
    async destroy() {
      clearTimeout(refreshTimer)
      provider.removeListener('display_uri', onDisplayUri)
      provider.client.core.relayer.off('relayer_error', onRelayerError)
      ctx.registry.delete(providerKey(connectorId))
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
