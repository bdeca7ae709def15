import type { PluginRedaction } from '../log/redactionRules'
import { definePlugin, type AnalyticsMapping, type PluginDefinition } from '../plugins/definePlugin'
import type { ConnectorContext, ConnectorDriver } from './connectorDriver'
import { runConnector } from './runConnector'

export interface ConnectorDefinition {
  /** The plugin's name, unique per instance (`connectors/injected`); the source of its events. */
  readonly name: string
  readonly version?: string
  readonly redact?: PluginRedaction
  readonly analytics?: AnalyticsMapping
  /**
   * The driver factory, run once when the plugin starts. Returns undefined when this instance does
   * not use the connector (an option turned it off): the plugin then does nothing.
   */
  createDriver(ctx: ConnectorContext): ConnectorDriver | undefined
}

/**
 * A connector as one plugin: the driver talks to the wallet, and the runner answers the events
 * every connector answers (`connection/requested` → `connection/succeeded|failed`, the silent
 * restore, `rpc/requested`, `network/switch-requested`, `connection/disconnect-requested`), so
 * a connector is only what is particular to its wallets (wagmi's `createConnector`, on our events).
 *
 * @example
 * export const myWallet = () =>
 *   defineConnector({
 *     name: 'connectors/my-wallet',
 *     createDriver: () => ({
 *       discover: register => register({ id: 'my-wallet', type: 'INJECTED', chain: 'eip155', name: 'My Wallet' }, window.myWallet),
 *       connect: async () => [{ namespace: 'eip155', accounts: [{ address: await window.myWallet.address(), type: 'eoa' }], caipNetworkId: 'eip155:1' }],
 *       restore: async () => [],
 *       request: (_, { method, params }) => window.myWallet.request({ method, params }),
 *       disconnect: async () => undefined,
 *     }),
 *   })
 *
 * createAppKit({ projectId, networks: [mainnet], plugins: [myWallet()] })
 */
export function defineConnector(definition: ConnectorDefinition): PluginDefinition {
  const { name, version, redact, analytics, createDriver } = definition
  return definePlugin({
    name,
    ...(version ? { version } : {}),
    ...(redact ? { redact } : {}),
    ...(analytics ? { analytics } : {}),
    kind: 'connector',
    setup: ctx => runConnector(ctx, createDriver),
  })
}
