import type { VestibuleState } from 'vestibule/plugin'
import './namesEvents'
import { initialNamesState, type NamesState } from './namesState'

/** The names slice, or its empty state when the feature has not joined (yet). */
export function selectNames(state: VestibuleState): NamesState {
  return state.slices.names ?? initialNamesState
}

/** The connected eip155 account, when the active network is eip155 (names are eip155 only, SPEC §9). */
export function selectNamesAccount(
  state: VestibuleState,
): { address: string; chainId: `eip155:${string}`; authConnector: boolean; connectorName: string | null } | undefined {
  const account = state.accounts.eip155
  const chainId = state.activeCaipNetworkId
  if (account?.status !== 'connected' || !account.address || !chainId?.startsWith('eip155:')) return undefined
  const connector = state.connectors.find(candidate => candidate.id === state.activeConnectorIds.eip155)
  return { address: account.address, chainId: chainId as `eip155:${string}`, authConnector: connector?.type === 'AUTH', connectorName: connector?.name ?? null }
}

/**
 * Whether the Account view offers "Choose account name" (AppKit's account settings): an account of
 * the auth connector (SPEC §5) that shows no name yet.
 */
export function selectCanChooseName(state: VestibuleState): boolean {
  const account = selectNamesAccount(state)
  if (!account?.authConnector) return false
  if (state.accounts.eip155?.profileName) return false
  return (selectNames(state).byAddress[account.address.toLowerCase()] ?? []).length === 0
}
