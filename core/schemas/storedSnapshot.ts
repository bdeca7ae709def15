import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import type { RecentWallet } from './entities'

/** What start-up reads from browser storage (SPEC §3), already validated. */
export interface StoredSnapshot {
  readonly activeNamespace: ChainNamespace | null
  readonly activeCaipNetworkId: CaipNetworkId | null
  readonly connectedNamespaces: readonly ChainNamespace[]
  readonly connectionStatus: 'disconnected' | 'connecting' | 'connected' | null
  /** The connector each namespace was connected through, for the silent reconnect. */
  readonly connectorIds: Readonly<Partial<Record<ChainNamespace, string>>>
  readonly disconnectedConnectorIds: Readonly<Partial<Record<ChainNamespace, readonly string[]>>>
  readonly recentWallets: readonly RecentWallet[]
}

/** What a first visit restores: nothing. Read without zod, since no stored value needs checking. */
export const EMPTY_SNAPSHOT: StoredSnapshot = {
  activeNamespace: null,
  activeCaipNetworkId: null,
  connectedNamespaces: [],
  connectionStatus: null,
  connectorIds: {},
  disconnectedConnectorIds: {},
  recentWallets: [],
}
