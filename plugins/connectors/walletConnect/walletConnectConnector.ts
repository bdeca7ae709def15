import { DEFAULT_RELAY_URL, definePlugin, HTTP_TIMEOUT_MS, serializeError, StorageKeys, TimeoutError, type ChainNamespace, type EventInput } from 'vestibule/plugin'
import type { WalletConnectSession } from './walletConnectSession'
import { WALLET_CONNECT_ICON } from './walletConnectIcon'

/** The connector id of the WalletConnect route (AppKit's id, so stored connections carry over). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectConnectorParameters {
  /**
   * Verify API attestation of the page's origin. Default: on with the hosted relay, off with
   * any other `relayUrl` (the verify server attests only for the hosted relay).
   */
  readonly verify?: boolean
  /** Prefix of the client's storage; the default keeps sessions apart from other WalletConnect apps. */
  readonly storagePrefix?: string
  /** How long the client may take to start, and the relay to give a pairing URI (default 10 s). */
  readonly timeoutMs?: number
}

/**
 * Pairs a mobile (or desktop) wallet over WalletConnect v2 (SPEC §1 WALLET_CONNECT). Only the
 * connector entry is in the first bundle: the WalletConnect client is imported the first time it
 * is needed (the modal opens, a connection is asked for, a stored session is restored).
 *
 * @example
 * createAppKit({ projectId, networks: [mainnet], plugins: [walletConnectConnector(), evmNetworks()] })
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters = {}) {
  return definePlugin({
    name: 'connectors/walletConnect',
    version: '1.0.0',
    kind: 'connector',
    setup(ctx) {
      if (!ctx.options.enableWalletConnect) return
      const connectorId = WALLET_CONNECT_CONNECTOR_ID
      ctx.dispatch({
        type: 'connectors/registered',
        payload: { connector: { id: connectorId, type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect', imageUrl: WALLET_CONNECT_ICON } },
      })

      const timeoutMs = parameters.timeoutMs ?? HTTP_TIMEOUT_MS
      let loading: Promise<WalletConnectSession> | undefined
      let destroyed = false
      const load = () =>
        (loading ??= import('./walletConnectSession')
          .then(({ createWalletConnectSession }) =>
            createWalletConnectSession(ctx, {
              connectorId,
              storagePrefix: parameters.storagePrefix ?? 'vestibule',
              verify: parameters.verify ?? ctx.options.relayUrl === DEFAULT_RELAY_URL,
              uriTimeoutMs: timeoutMs,
            }),
          )
          .then(
            started => {
              if (destroyed) void started.destroy()
              return started
            },
            (error: unknown) => {
              // Offline or a bad relay: the next need tries again.
              loading = undefined
              throw error
            },
          ))
      /** The started client, or a TimeoutError if it takes longer than `timeoutMs` (it keeps starting). */
      const session = () =>
        new Promise<WalletConnectSession>((resolve, reject) => {
          const timer = setTimeout(() => reject(new TimeoutError({ timeoutMs, url: ctx.options.relayUrl })), timeoutMs)
          load().then(
            started => (clearTimeout(timer), resolve(started)),
            error => (clearTimeout(timer), reject(error)),
          )
        })
      const isActive = (namespace: string | null | undefined) => namespace === 'eip155' && ctx.getState().activeConnectorIds.eip155 === connectorId

      // While the visitor reads the wallet list, start the client and make a pairing URI, so
      // choosing WalletConnect shows a live QR code at once (the URI stays in state only while
      // the modal is open, SPEC §4).
      ctx.on('modal/open-requested', () => {
        if (ctx.getState().accounts.eip155?.status === 'connected') return
        session().then(
          () => {
            const state = ctx.getState()
            if (!state.modal.isOpen || state.pairing || state.connectionAttempts[connectorId]?.status === 'pending') return
            ctx.dispatch({ type: 'pairing/requested', payload: { connectorId } })
          },
          error => ctx.logger.warn('WalletConnect client failed to start', error),
        )
      })

      // If the client cannot start (offline, a relay refusing the socket), each need still gets
      // its answer: a failed connection or request, a disconnect done locally.
      const failedConnection = (error: unknown, namespace: ChainNamespace = 'eip155'): EventInput => ({
        type: 'connection/failed',
        payload: { connectorId, namespace, error: serializeError(error), rejected: false },
      })

      ctx.on('connection/requested', async ({ payload }) => {
        if (payload.connectorId !== connectorId) return
        try {
          return await (await session()).connect(payload.walletId)
        } catch (error) {
          return failedConnection(error, payload.namespace)
        }
      })

      ctx.on('pairing/requested', async ({ payload }) => {
        if (payload.connectorId !== connectorId) return
        try {
          return await (await session()).connect(undefined)
        } catch (error) {
          ctx.logger.warn('WalletConnect could not make a pairing URI ahead of time', error)
        }
      })

      ctx.on('storage/restored', async event => {
        const { snapshot } = event.payload
        if (snapshot.connectionStatus !== 'connected' || snapshot.connectorIds.eip155 !== connectorId) return
        ctx.dispatch({ type: 'connection/sync-started', payload: { connectorId, namespace: 'eip155' } })
        try {
          return await (await session()).restore()
        } catch (error) {
          return failedConnection(error)
        }
      })

      ctx.on('rpc/requested', async ({ payload }) => {
        if (!isActive(payload.namespace)) return
        try {
          return await (await session()).request(payload)
        } catch (error) {
          return { type: 'rpc/failed', payload: { requestId: payload.requestId, error: serializeError(error), rejected: false } }
        }
      })

      ctx.on('network/switch-requested', async ({ payload }) => {
        if (!payload.caipNetworkId.startsWith('eip155:') || !isActive('eip155') || ctx.getState().accounts.eip155?.status !== 'connected') return
        try {
          return await (await session()).switchNetwork(payload.caipNetworkId)
        } catch (error) {
          return { type: 'network/switch-failed', payload: { caipNetworkId: payload.caipNetworkId, error: serializeError(error) } }
        }
      })

      ctx.on('connection/disconnect-requested', async ({ payload }) => {
        if (!isActive(payload.namespace ?? ctx.getState().activeNamespace)) return
        try {
          return await (await session()).disconnect()
        } catch (error) {
          ctx.logger.warn('WalletConnect client failed to start; disconnected here only', error)
          return { type: 'connection/disconnected', payload: { connectorId, namespace: 'eip155' } }
        }
      })

      // SPEC §3: the wallet the visitor opened by deep link, for the next request to reopen.
      ctx.on('pairing/deeplink-chosen', ({ payload }) => ctx.storage.set(StorageKeys.WALLET_DEEPLINK_CHOICE, { href: payload.href, name: payload.name }))

      return () => {
        destroyed = true
        void loading?.then(started => started.destroy(), () => undefined)
      }
    },
  })
}
