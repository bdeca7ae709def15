import {
  DEFAULT_RELAY_URL,
  HTTP_TIMEOUT_MS,
  StorageKeys,
  TimeoutError,
  UNIVERSAL_PROVIDER_KEY,
  defineConnector,
  isUserRejection,
  providerErrorCode,
  providerKey,
  type Teardown,
} from 'vestibule/plugin'
import type { WalletConnectSession } from './walletConnectSession'
import { WALLET_CONNECT_ICON } from './walletConnectIcon'

/** The connector id of the WalletConnect route (AppKit's id, so stored connections carry over). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** WalletConnect's USER_REJECTED (5000): how a wallet declines a session proposal. */
const WC_USER_REJECTED = 5000

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
  return defineConnector({
    name: 'connectors/walletConnect',
    version: '1.0.0',
    createDriver(ctx) {
      if (!ctx.options.enableWalletConnect) return undefined
      const connectorId = WALLET_CONNECT_CONNECTOR_ID
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

      // AppKit's getUniversalProvider: the app asks for the client, so it starts now if it has not.
      ctx.registry.set(UNIVERSAL_PROVIDER_KEY, () => load().then(() => ctx.registry.get(providerKey(connectorId))))

      // The modal asks for a URI ahead (pairing/requested) once its wallet list is drawn and the
      // page idle, so choosing WalletConnect shows a live QR code at once; loading the client on
      // the click itself would hold the list back (issue 27).
      ctx.on('pairing/requested', async event => {
        if (event.payload.connectorId !== connectorId) return
        try {
          ;(await session()).pairAhead(event)
        } catch (error) {
          ctx.logger.warn('WalletConnect could not make a pairing URI ahead of time', error)
        }
      })

      // SPEC §3: the wallet the visitor opened by deep link, for the next request to reopen.
      ctx.on('pairing/deeplink-chosen', ({ payload }) => ctx.storage.set(StorageKeys.WALLET_DEEPLINK_CHOICE, { href: payload.href, name: payload.name }))

      return {
        discover: register => register({ id: connectorId, type: 'WALLET_CONNECT', chain: 'eip155', name: 'WalletConnect', imageUrl: WALLET_CONNECT_ICON }),
        connect: async (_, { walletId }) => (await session()).connect(walletId),
        restore: async () => (await session()).restore(),
        request: async (_, request) => (await session()).request(request),
        disconnect: async () => (await session()).disconnect(),
        watch(_, events): Teardown {
          // A connection exists only once the client has started, so this resolves at once.
          let stop: Teardown | undefined
          let stopped = false
          void load().then(
            started => {
              if (!stopped) stop = started.watch(events)
            },
            () => undefined,
          )
          return () => {
            stopped = true
            stop?.()
          }
        },
        isRejection: error => isUserRejection(error) || providerErrorCode(error) === WC_USER_REJECTED,
        destroy() {
          destroyed = true
          void loading?.then(
            started => started.destroy(),
            () => undefined,
          )
        },
      }
    },
  })
}
