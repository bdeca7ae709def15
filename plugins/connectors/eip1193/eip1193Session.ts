import { serializeError, ThrownMessages, VestibuleError, type EventInput, type JsonValue, type PluginContext, type StoredSnapshot, type Teardown, type VestibuleEvent } from 'vestibule/plugin'
import type { Eip1193Provider } from './eip1193Types'
import { isUserRejection } from './providerErrors'
import { switchEthereumChain } from './switchEthereumChain'
import { toAccounts, toCaipNetworkId } from './toAccounts'

const NAMESPACE = 'eip155' as const

/** Where a connector plugin keeps its EIP-1193 providers. */
export interface Eip1193Connectors {
  /** The provider of a connector this plugin owns, or undefined. */
  provider(connectorId: string): Eip1193Provider | undefined
  /** Resolves with the provider once the connector appears (EIP-6963 announces late), or undefined. */
  whenAvailable(connectorId: string): Promise<Eip1193Provider | undefined>
}

/** JSON round trip: events hold JSON only, whatever a wallet answered. */
const toJson = (value: unknown): JsonValue => (value === undefined ? null : JSON.parse(JSON.stringify(value)))

/**
 * The EIP-1193 side of a connector plugin, shared by every EVM connector: connect, silent restore,
 * requests, chain switching, disconnect, and the wallet's own events (accountsChanged,
 * chainChanged, disconnect). It acts only on connectors its plugin owns.
 */
export function runEip1193Session(ctx: PluginContext, connectors: Eip1193Connectors): Teardown {
  let active: { connectorId: string; provider: Eip1193Provider; detach: () => void } | null = null

  const activeId = () => ctx.getState().activeConnectorIds[NAMESPACE]
  const isMine = (connectorId: string | undefined) => connectorId !== undefined && connectors.provider(connectorId) !== undefined
  const supported = (caipNetworkId: string) => ctx.options.networks.some(n => n.caipNetworkId === caipNetworkId)
  const walletOf = (connectorId: string) => {
    const connector = ctx.getState().connectors.find(c => c.id === connectorId)
    return connector ? { id: connector.id, name: connector.name, rdns: connector.info?.rdns ?? null } : undefined
  }

  const detach = () => {
    active?.detach()
    active = null
  }

  /** Follows the wallet's own events while it is the active connection. */
  const attach = (connectorId: string, provider: Eip1193Provider) => {
    if (active?.connectorId === connectorId && active.provider === provider) return
    detach()
    const onAccounts = (value: unknown) => {
      const accounts = toAccounts(value)
      if (accounts.length === 0) {
        detach()
        ctx.dispatch({ type: 'connection/disconnected', payload: { connectorId, namespace: NAMESPACE } })
      } else {
        ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId, namespace: NAMESPACE, accounts } })
      }
    }
    const onChain = (value: unknown) => {
      const caipNetworkId = toCaipNetworkId(value)
      if (!caipNetworkId || ctx.getState().activeCaipNetworkId === caipNetworkId) return
      ctx.dispatch({ type: 'network/switched', payload: { caipNetworkId, supported: supported(caipNetworkId) } })
    }
    const onDisconnect = () => {
      detach()
      ctx.dispatch({ type: 'connection/disconnected', payload: { connectorId, namespace: NAMESPACE } })
    }
    provider.on?.('accountsChanged', onAccounts)
    provider.on?.('chainChanged', onChain)
    provider.on?.('disconnect', onDisconnect)
    active = {
      connectorId,
      provider,
      detach: () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      },
    }
  }

  const succeeded = async (connectorId: string, provider: Eip1193Provider, accounts: ReturnType<typeof toAccounts>): Promise<EventInput> => {
    const caipNetworkId = toCaipNetworkId(await provider.request({ method: 'eth_chainId' }))
    if (!caipNetworkId) throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The wallet answered eth_chainId with no chain id' })
    attach(connectorId, provider)
    const wallet = walletOf(connectorId)
    return { type: 'connection/succeeded', payload: { connectorId, namespace: NAMESPACE, accounts, caipNetworkId, ...(wallet ? { wallet } : {}) } }
  }

  const offConnect = ctx.on('connection/requested', async ({ payload: { connectorId } }) => {
    const provider = connectors.provider(connectorId)
    if (!provider) return
    try {
      const accounts = toAccounts(await provider.request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0) throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT, { details: 'The wallet returned no accounts' })
      return await succeeded(connectorId, provider, accounts)
    } catch (error) {
      return { type: 'connection/failed', payload: { connectorId, namespace: NAMESPACE, error: serializeError(error), rejected: isUserRejection(error) } }
    }
  })

  // SPEC §4: the status comes from storage, then a sync. `eth_accounts` never prompts, so a reload
  // restores the connection silently.
  const restore = async (snapshot: StoredSnapshot, cause: VestibuleEvent) => {
    const connectorId = snapshot.connectorIds[NAMESPACE]
    if (snapshot.connectionStatus !== 'connected' || !connectorId) return
    const provider = await connectors.whenAvailable(connectorId)
    if (!provider || ctx.getState().accounts[NAMESPACE]?.status === 'connected') return
    ctx.dispatch({ type: 'connection/sync-started', payload: { connectorId, namespace: NAMESPACE } }, { cause })
    try {
      const accounts = toAccounts(await provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0) {
        ctx.dispatch({ type: 'connection/disconnected', payload: { connectorId, namespace: NAMESPACE } }, { cause })
        return
      }
      ctx.dispatch(await succeeded(connectorId, provider, accounts), { cause })
    } catch (error) {
      ctx.dispatch({ type: 'connection/failed', payload: { connectorId, namespace: NAMESPACE, error: serializeError(error), rejected: false } }, { cause })
    }
  }
  const offRestore = ctx.on('storage/restored', event => void restore(event.payload.snapshot, event))

  const offDisconnect = ctx.on('connection/disconnect-requested', async ({ payload }) => {
    const namespace = payload.namespace ?? ctx.getState().activeNamespace
    const connectorId = activeId()
    if (namespace !== NAMESPACE || !connectorId || !isMine(connectorId)) return
    const provider = connectors.provider(connectorId)!
    detach()
    // EIP-2255: revoke, so the wallet forgets the site too; wallets without it still disconnect here.
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
    return { type: 'connection/disconnected', payload: { connectorId, namespace: NAMESPACE } }
  })

  const offRequest = ctx.on('rpc/requested', async ({ payload }) => {
    const connectorId = activeId()
    if (payload.namespace !== NAMESPACE || !isMine(connectorId)) return
    const provider = connectors.provider(connectorId!)!
    try {
      const result = await provider.request({ method: payload.method, params: payload.params })
      return { type: 'rpc/succeeded', payload: { requestId: payload.requestId, result: toJson(result) } }
    } catch (error) {
      return { type: 'rpc/failed', payload: { requestId: payload.requestId, error: serializeError(error), rejected: isUserRejection(error) } }
    }
  })

  const offSwitch = ctx.on('network/switch-requested', async ({ payload: { caipNetworkId } }) => {
    const connectorId = activeId()
    const state = ctx.getState()
    if (!caipNetworkId.startsWith(`${NAMESPACE}:`) || state.accounts[NAMESPACE]?.status !== 'connected' || !isMine(connectorId)) return
    const network = ctx.options.networks.find(n => n.caipNetworkId === caipNetworkId)
    if (!network) return
    try {
      await switchEthereumChain(connectors.provider(connectorId!)!, network)
      // Most wallets emit chainChanged first; this covers those that only resolve.
      if (ctx.getState().activeCaipNetworkId !== caipNetworkId || ctx.getState().unsupportedNetwork) {
        return { type: 'network/switched', payload: { caipNetworkId, supported: true } }
      }
    } catch (error) {
      return { type: 'network/switch-failed', payload: { caipNetworkId, error: serializeError(error) } }
    }
  })

  // Another connector took over the namespace: stop following this wallet's events.
  const offReplaced = ctx.on('connection/succeeded', ({ payload }) => {
    if (payload.namespace === NAMESPACE && active && payload.connectorId !== active.connectorId) detach()
  })

  return () => {
    for (const off of [offReplaced, offConnect, offRestore, offDisconnect, offRequest, offSwitch]) off()
    detach()
  }
}
