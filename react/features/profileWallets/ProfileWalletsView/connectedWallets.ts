import type { ChainNamespace, VestibuleState } from '../../../../core'

/** A connected wallet as ProfileWallets lists it. */
export interface ConnectedWallet {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly name: string
  readonly imageUrl: string | undefined
  readonly address: string | undefined
  /** The namespace's active connector. */
  readonly active: boolean
  /** The active namespace's active connector: the wallet the app uses now. */
  readonly current: boolean
}

/** Every connection record of every namespace (SPEC §3), the wallet in use first, then by namespace. */
export function connectedWallets(state: VestibuleState): ConnectedWallet[] {
  const wallets: ConnectedWallet[] = []
  for (const [namespace, records] of Object.entries(state.connections) as [ChainNamespace, VestibuleState['connections'][ChainNamespace]][]) {
    for (const record of records ?? []) {
      if (record.accounts.length === 0) continue
      const connector = state.connectors.find(candidate => candidate.id === record.connectorId)
      const active = state.activeConnectorIds[namespace] === record.connectorId
      wallets.push({
        namespace,
        connectorId: record.connectorId,
        name: connector?.name ?? record.connectorId,
        imageUrl: connector?.imageUrl,
        address: record.accounts[0]?.address,
        active,
        current: active && state.activeNamespace === namespace,
      })
    }
  }
  return wallets.sort((a, b) => Number(b.current) - Number(a.current))
}
