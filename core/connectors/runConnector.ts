import { VestibuleError, serializeError } from '../errors'
import * as ThrownMessages from '../errors/thrownMessages'
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../events/caip'
import type { EventInput, JsonValue, VestibuleEvent } from '../events/eventMap'
import type { DispatchOptions, PluginContext, Teardown } from '../plugins/definePlugin'
import { providerKey } from '../registry/createRegistry'
import type { CaipNetwork, ConnectorInfo, RecentWallet } from '../schemas/entities'
import type { ConnectorContext, ConnectorDriver, RegisterConnector, WalletConnection, WalletEvents, WalletRequester } from './connectorDriver'
import { isUserRejection } from './providerErrors'
import { switchEthereumChain } from './switchEthereumChain'

/** Events hold JSON only (STYLE, core loop 5), whatever a wallet answered. */
const toJson = (value: unknown): JsonValue => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/** The wallet-side chain switch each namespace has by standard; the rest switch in the app alone. */
const standardSwitch: Partial<Record<ChainNamespace, (request: WalletRequester, network: CaipNetwork) => Promise<void>>> = {
  eip155: switchEthereumChain,
}

/**
 * Runs a connector driver inside its plugin: the protocol every connector shares, written once.
 * It owns the connectors the driver registered and answers, for those only, `connection/requested`,
 * `storage/restored` (SPEC §4 silent sync), `rpc/requested`, `network/switch-requested` and
 * `connection/disconnect-requested`; it follows the wallet's events while a connection is active,
 * maps every wallet error to its failure event (declines apart) and keeps results JSON.
 */
export function runConnector(ctx: PluginContext, createDriver: (ctx: ConnectorContext) => ConnectorDriver | undefined): Teardown | undefined {
  const connectors = new Map<string, ConnectorInfo>()
  const waiting = new Map<string, { found: () => void; timer: ReturnType<typeof setTimeout> }>()
  const watching = new Map<string, Teardown>()

  const isMine = (connectorId: string | null | undefined): connectorId is string => !!connectorId && connectors.has(connectorId)
  const activeIn = (connectorId: string) =>
    (Object.entries(ctx.getState().activeConnectorIds) as [ChainNamespace, string | undefined][])
      .filter(([, id]) => id === connectorId)
      .map(([namespace]) => namespace)
  // State's networks: AppKit's addNetwork/removeNetwork change them after start.
  const supported = (caipNetworkId: CaipNetworkId) => (ctx.getState().options ?? ctx.options).networks.some(n => n.caipNetworkId === caipNetworkId)
  const activeNetworkIn = (namespace: ChainNamespace) => {
    const active = ctx.getState().activeCaipNetworkId
    return active && namespaceOf(active) === namespace ? active : null
  }
  const walletOf = (connectorId: string): RecentWallet | undefined => {
    const connector = connectors.get(connectorId)
    return connector ? { id: connector.id, name: connector.name, rdns: connector.info?.rdns ?? null } : undefined
  }

  const succeeded = (connectorId: string, connections: readonly WalletConnection[]): EventInput[] => {
    if (connections.length === 0 || connections.some(c => c.accounts.length === 0)) {
      throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The wallet returned no accounts' })
    }
    return connections.map(({ namespace, accounts, caipNetworkId, wallet }) => {
      const recent = wallet ?? walletOf(connectorId)
      return {
        type: 'connection/succeeded',
        payload: { connectorId, namespace, accounts: [...accounts], caipNetworkId, ...(recent ? { wallet: recent } : {}) },
      }
    })
  }
  let isRejection: (error: unknown) => boolean = isUserRejection
  const failed = (connectorId: string, namespace: ChainNamespace, error: unknown, rejected = isRejection(error)): EventInput => ({
    type: 'connection/failed',
    payload: { connectorId, namespace, error: serializeError(error), rejected },
  })
  const disconnected = (connectorId: string, namespace: ChainNamespace): EventInput => ({
    type: 'connection/disconnected',
    payload: { connectorId, namespace },
  })

  const register: RegisterConnector = (connector, provider) => {
    connectors.set(connector.id, connector)
    if (provider !== undefined) ctx.registry.set(providerKey(connector.id), provider)
    ctx.dispatch({ type: 'connectors/registered', payload: { connector } })
    waiting.get(connector.id)?.found()
  }

  /** Whether this driver owns `connectorId`, waiting up to `timeoutMs` for a late discovery. */
  const whenRegistered = (connectorId: string, timeoutMs: number) =>
    new Promise<boolean>(resolve => {
      if (connectors.has(connectorId) || timeoutMs <= 0) return resolve(connectors.has(connectorId))
      const settle = (found: boolean) => {
        clearTimeout(timer)
        waiting.delete(connectorId)
        resolve(found)
      }
      const timer = setTimeout(settle, timeoutMs, false)
      waiting.set(connectorId, { found: () => settle(true), timer })
    })

  const connectorContext: ConnectorContext = {
    ...ctx,
    reportConnected(connectorId, connections, options) {
      try {
        for (const event of succeeded(connectorId, connections)) ctx.dispatch(event, options)
      } catch (error) {
        connectorContext.reportConnectFailed(connectorId, error, options)
      }
    },
    reportConnectFailed(connectorId, error, options) {
      const namespace = options?.namespace ?? connectors.get(connectorId)?.chain
      if (namespace) ctx.dispatch(failed(connectorId, namespace, error), options)
    },
  }
  const driver = createDriver(connectorContext)
  if (!driver) return undefined
  if (driver.isRejection) isRejection = error => driver.isRejection!(error)

  const requester =
    (connectorId: string, namespace: ChainNamespace): WalletRequester =>
    ({ method, params }) =>
      driver.request(connectorId, { namespace, method, params: params ?? [], caipNetworkId: activeNetworkIn(namespace) })

  const unwatch = (connectorId: string) => {
    const stop = watching.get(connectorId)
    watching.delete(connectorId)
    stop?.()
  }

  /** Follows the wallet's own events while its connection is active. */
  const watch = (connectorId: string) => {
    if (watching.has(connectorId) || !driver.watch) return
    const chain = (namespace: ChainNamespace | undefined) => namespace ?? connectors.get(connectorId)!.chain
    const isActive = (namespace: ChainNamespace) => ctx.getState().activeConnectorIds[namespace] === connectorId
    const events: WalletEvents = {
      accountsChanged(accounts, namespace) {
        const ns = chain(namespace)
        if (!isActive(ns)) return
        if (accounts.length === 0) return events.disconnected(ns)
        ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId, namespace: ns, accounts: [...accounts] } })
      },
      networkChanged(caipNetworkId) {
        if (!isActive(namespaceOf(caipNetworkId)) || ctx.getState().activeCaipNetworkId === caipNetworkId) return
        ctx.dispatch({ type: 'network/switched', payload: { caipNetworkId, supported: supported(caipNetworkId) } })
      },
      disconnected(namespace) {
        const namespaces = namespace ? [namespace].filter(isActive) : activeIn(connectorId)
        for (const ns of namespaces) ctx.dispatch(disconnected(connectorId, ns))
      },
    }
    watching.set(connectorId, driver.watch(connectorId, events))
  }

  // A connection of ours starts the watch, however it came (connect, restore, a report); a watch
  // ends once its connector is active nowhere (disconnected, or another connector took over).
  ctx.on(['connection/succeeded', 'connection/disconnected'], ({ type, payload }) => {
    if (type === 'connection/succeeded' && isMine(payload.connectorId)) watch(payload.connectorId)
    for (const connectorId of [...watching.keys()]) if (activeIn(connectorId).length === 0) unwatch(connectorId)
  })

  ctx.on('connection/requested', async ({ payload: { connectorId, namespace, walletId } }) => {
    if (!isMine(connectorId)) return
    try {
      const connections = await driver.connect(connectorId, { namespace, ...(walletId ? { walletId } : {}) })
      return connections && succeeded(connectorId, connections)
    } catch (error) {
      return failed(connectorId, namespace, error)
    }
  })

  // SPEC §4: the status comes from storage, then a sync that never prompts.
  const restore = async (connectorId: string, namespaces: readonly ChainNamespace[], cause: VestibuleEvent) => {
    if (!(await whenRegistered(connectorId, driver.restoreTimeoutMs ?? 0))) return
    const pending = namespaces.filter(namespace => ctx.getState().accounts[namespace]?.status !== 'connected')
    if (pending.length === 0) return
    const options: DispatchOptions = { cause }
    for (const namespace of pending) ctx.dispatch({ type: 'connection/sync-started', payload: { connectorId, namespace } }, options)
    try {
      const connections = await driver.restore(connectorId, { namespaces: pending })
      if (connections.length > 0) for (const event of succeeded(connectorId, connections)) ctx.dispatch(event, options)
      for (const namespace of pending) {
        if (!connections.some(c => c.namespace === namespace)) ctx.dispatch(disconnected(connectorId, namespace), options)
      }
    } catch (error) {
      for (const namespace of pending) ctx.dispatch(failed(connectorId, namespace, error, false), options)
    }
  }
  ctx.on('storage/restored', event => {
    const { connectionStatus, connectorIds } = event.payload.snapshot
    if (connectionStatus !== 'connected') return
    const byConnector = new Map<string, ChainNamespace[]>()
    for (const [namespace, connectorId] of Object.entries(connectorIds) as [ChainNamespace, string][]) {
      byConnector.set(connectorId, [...(byConnector.get(connectorId) ?? []), namespace])
    }
    for (const [connectorId, namespaces] of byConnector) void restore(connectorId, namespaces, event)
  })

  ctx.on('rpc/requested', async ({ payload: { requestId, namespace, method, params } }) => {
    const connectorId = ctx.getState().activeConnectorIds[namespace]
    if (!isMine(connectorId)) return
    try {
      const result = await driver.request(connectorId, { namespace, method, params, caipNetworkId: activeNetworkIn(namespace) })
      return { type: 'rpc/succeeded', payload: { requestId, method, result: toJson(result) } }
    } catch (error) {
      return { type: 'rpc/failed', payload: { requestId, error: serializeError(error), rejected: isRejection(error) } }
    }
  })

  ctx.on('network/switch-requested', async ({ payload: { caipNetworkId } }) => {
    const namespace = namespaceOf(caipNetworkId)
    const connectorId = ctx.getState().activeConnectorIds[namespace]
    if (!isMine(connectorId) || ctx.getState().accounts[namespace]?.status !== 'connected') return
    const network = (ctx.getState().options ?? ctx.options).networks.find(n => n.caipNetworkId === caipNetworkId)
    if (!network) return
    try {
      if (driver.switchNetwork) await driver.switchNetwork(connectorId, network)
      else await standardSwitch[namespace]?.(requester(connectorId, namespace), network)
      // Most wallets report the new chain (`networkChanged`) before they resolve; this covers the rest.
      const state = ctx.getState()
      if (state.activeCaipNetworkId !== caipNetworkId || state.unsupportedNetwork) {
        return { type: 'network/switched', payload: { caipNetworkId, supported: true } }
      }
    } catch (error) {
      return { type: 'network/switch-failed', payload: { caipNetworkId, error: serializeError(error) } }
    }
  })

  ctx.on('connection/disconnect-requested', async event => {
    const { payload } = event
    const { activeNamespace, activeConnectorIds, connections } = ctx.getState()
    const namespace = payload.namespace ?? activeNamespace
    const connectorId = payload.connectorId ?? (namespace && activeConnectorIds[namespace])
    if (!isMine(connectorId)) return
    // The wallet is signed out of: every namespace it is active in ends, and the one asked for,
    // where it may be a record kept beside the wallet in use (that one stays).
    const namespaces = activeIn(connectorId)
    if (namespace && !namespaces.includes(namespace) && connections[namespace]?.some(record => record.connectorId === connectorId)) namespaces.push(namespace)
    // Stop listening first: the wallet's own "disconnected" must not answer twice.
    unwatch(connectorId)
    try {
      await driver.disconnect(connectorId)
    } catch (error) {
      // SPEC §8 'Failed to disconnect', reported; this page forgets the connection anyway (SPEC §4
      // clears the login data whatever the wallet says).
      const details = `Disconnected here only: the wallet did not confirm (${error instanceof Error ? error.message : String(error)})`
      ctx.reportError(new VestibuleError(ThrownMessages.FAILED_TO_DISCONNECT, { details, cause: error }), { cause: event })
    }
    return namespaces.map(ns => disconnected(connectorId, ns))
  })

  const stopDiscovery = driver.discover(register)

  return () => {
    for (const connectorId of [...watching.keys()]) unwatch(connectorId)
    for (const { timer } of waiting.values()) clearTimeout(timer)
    stopDiscovery?.()
    for (const connectorId of connectors.keys()) ctx.registry.delete(providerKey(connectorId))
    driver.destroy?.()
  }
}
