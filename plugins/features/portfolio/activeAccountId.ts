import type { VestibuleState } from 'vestibule/plugin'

/** The active account as a CAIP-10 id on the active network: the key of the portfolio slice. */
export function activeAccountId(state: VestibuleState): string | undefined {
  const namespace = state.activeNamespace
  const address = namespace ? state.accounts[namespace]?.address : undefined
  return address && state.activeCaipNetworkId ? `${state.activeCaipNetworkId}:${address}` : undefined
}
