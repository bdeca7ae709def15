import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import type { DispatchOptions, PluginContext, Teardown } from '../plugins/definePlugin'
import type { Account, CaipNetwork, ConnectorInfo, RecentWallet } from '../schemas/entities'

/**
 * One namespace a wallet connected: what `connection/succeeded` carries. A wallet that serves
 * several namespaces at once (a WalletConnect session) answers with one per namespace.
 */
export interface WalletConnection {
  readonly namespace: ChainNamespace
  /** The first is the active account; never empty. */
  readonly accounts: readonly Account[]
  readonly caipNetworkId: CaipNetworkId
  /** Recorded in recent wallets (SPEC §3). Defaults to the registered connector's id, name and rdns. */
  readonly wallet?: RecentWallet
}

/** A request to the wallet, as the runner hands it to the driver (params are JSON). */
export interface WalletRequest {
  readonly namespace: ChainNamespace
  readonly method: string
  readonly params: readonly unknown[]
  /** The app's active network when it is in `namespace`, else null: the chain a session-based wallet addresses. */
  readonly caipNetworkId: CaipNetworkId | null
}

/** A request function bound to one connection (what a chain switch sends through). */
export type WalletRequester = (request: { readonly method: string; readonly params?: readonly unknown[] }) => Promise<unknown>

/** What `discover` calls for each wallet it finds; calling it again with the same id updates the entry. */
export type RegisterConnector = (connector: ConnectorInfo, provider?: unknown) => void

/**
 * The wallet's own news while its connection is active (`watch`): the runner turns each into the
 * event it stands for. `namespace` defaults to the connector's registered chain.
 */
export interface WalletEvents {
  /** An empty list means the wallet dropped the site (EIP-1193 `accountsChanged` with `[]`). */
  accountsChanged(accounts: readonly Account[], namespace?: ChainNamespace): void
  networkChanged(caipNetworkId: CaipNetworkId): void
  /** Without a namespace: every namespace this connector is active in. */
  disconnected(namespace?: ChainNamespace): void
}

/** What the driver factory receives: the plugin context, and a way to report a connection made elsewhere. */
export interface ConnectorContext extends PluginContext {
  /**
   * A connection the wallet made outside `connect`, such as a WalletConnect pairing shown ahead of
   * time and approved later: dispatched exactly as `connect`'s answer would be.
   */
  reportConnected(connectorId: string, connections: readonly WalletConnection[], options?: DispatchOptions): void
  /** A connection attempt made outside `connect` failed. */
  reportConnectFailed(connectorId: string, error: unknown, options?: DispatchOptions & { readonly namespace?: ChainNamespace }): void
}

/**
 * One driver contract for every connector (browser extensions, WalletConnect, Solana and Bitcoin
 * wallets, the embedded wallet), as wagmi's `createConnector`: the driver talks to wallets, the
 * runner (`defineConnector`) answers the events. Every method takes the connector id, since one
 * driver may serve many connectors (one per EIP-6963 announcement). Errors are thrown as the
 * wallet threw them; the runner serializes them and asks `isRejection` whether the visitor said no.
 */
export interface ConnectorDriver {
  /**
   * Finds the driver's wallets and registers each (`connectors/registered`), now or later (EIP-6963
   * announces late). `provider`, if given, is the live object `appKit.getProvider()` hands out.
   */
  discover(register: RegisterConnector): void | Teardown
  /**
   * Asks the wallet to connect (it may prompt). Resolves with the namespaces it connected, or with
   * undefined when an attempt already under way will answer through `reportConnected`.
   */
  connect(connectorId: string, parameters: { readonly namespace: ChainNamespace; readonly walletId?: string }): Promise<readonly WalletConnection[] | undefined>
  /**
   * SPEC §4 start-up sync of a stored connection: never prompts. Resolves with what the wallet still
   * grants; a namespace left out is disconnected.
   */
  restore(connectorId: string, parameters: { readonly namespaces: readonly ChainNamespace[] }): Promise<readonly WalletConnection[]>
  /** Sends a request to the connected wallet and resolves with its answer (any value: the runner keeps its JSON). */
  request(connectorId: string, request: WalletRequest): Promise<unknown>
  /**
   * Moves the wallet to `network`. Default for eip155: EIP-3326, then EIP-3085 on 4902, through
   * `request`. Namespaces with neither a driver switch nor a standard one switch in the app alone.
   */
  switchNetwork?(connectorId: string, network: CaipNetwork): Promise<void>
  /** Ends the connection with the wallet; the runner disconnects locally whatever happens. */
  disconnect(connectorId: string): Promise<void>
  /** Follows the wallet's own events while its connection is active; the teardown stops following. */
  watch?(connectorId: string, events: WalletEvents): Teardown
  /** Whether an error means the visitor declined. Default: code 4001 (EIP-1193), wherever the wallet nested it. */
  isRejection?(error: unknown): boolean
  /** How long a stored connection waits for its connector to be discovered after a reload. Default 0. */
  readonly restoreTimeoutMs?: number
  /** Releases what the driver holds (clients, sockets) when the plugin is removed. */
  destroy?(): void
}
