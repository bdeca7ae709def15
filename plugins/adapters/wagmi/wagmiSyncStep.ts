import type { Address } from 'viem'
import type { VestibuleState } from 'vestibule/plugin'

/** The modal's EVM connection, as wagmi needs to see it. */
export interface VestibuleEvmView {
  readonly status: 'connected' | 'connecting' | 'disconnected'
  /** The active account first. */
  readonly accounts: readonly Address[]
  readonly chainId: number | undefined
}

/** wagmi's side: its status, and the connection our connector holds (if any). */
export interface WagmiView {
  readonly status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  /** Our connector's connection, when wagmi holds one. */
  readonly ours: { readonly accounts: readonly Address[]; readonly chainId: number; readonly current: boolean } | undefined
}

/** What our connector tells wagmi through its emitter (wagmi's `ConnectorEventMap`). */
export type WagmiSyncStep =
  | { readonly type: 'connect'; readonly accounts: readonly Address[]; readonly chainId: number }
  | { readonly type: 'change'; readonly accounts: readonly Address[]; readonly chainId: number }
  | { readonly type: 'disconnect' }

/** The modal's EVM connection in `state`: the account of the `eip155` namespace and the chain of its CAIP-10 address. */
export function vestibuleEvmView(state: VestibuleState): VestibuleEvmView {
  const account = state.accounts.eip155
  const status = account?.status ?? 'disconnected'
  const address = account?.address as Address | undefined
  const others = (account?.allAccounts ?? []).map(entry => entry.address as Address).filter(other => other.toLowerCase() !== address?.toLowerCase())
  // CAIP-10 `eip155:<chain>:<address>` (CAIP-10): the chain the account is on.
  const fromAddress = account?.caipAddress?.split(':')[1]
  const fromNetwork = state.activeCaipNetworkId?.startsWith('eip155:') ? state.activeCaipNetworkId.slice('eip155:'.length) : undefined
  const chainId = Number(fromAddress ?? fromNetwork)
  return { status, accounts: address ? [address, ...others] : [], chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined }
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]) =>
  a.length === b.length && a.every((address, i) => address.toLowerCase() === b[i]?.toLowerCase())

/**
 * The one step that brings wagmi in line with the modal, or none when they agree. The modal is the
 * source of truth for who is connected; while either side is between states (wagmi connecting or
 * reconnecting through our connector, the modal restoring or connecting) nothing is said, since
 * the side that settles calls again.
 *
 * @example
 * wagmiSyncStep({ status: 'connected', accounts: [alice], chainId: 1 }, { status: 'disconnected', ours: undefined })
 * // { type: 'connect', accounts: [alice], chainId: 1 }
 */
export function wagmiSyncStep(modal: VestibuleEvmView, wagmi: WagmiView): WagmiSyncStep | undefined {
  if (wagmi.status === 'connecting' || wagmi.status === 'reconnecting' || modal.status === 'connecting') return undefined
  if (modal.status === 'connected') {
    if (modal.accounts.length === 0 || modal.chainId === undefined) return undefined
    if (!wagmi.ours?.current) return { type: 'connect', accounts: modal.accounts, chainId: modal.chainId }
    if (!sameAccounts(wagmi.ours.accounts, modal.accounts) || wagmi.ours.chainId !== modal.chainId)
      return { type: 'change', accounts: modal.accounts, chainId: modal.chainId }
    return undefined
  }
  return wagmi.ours ? { type: 'disconnect' } : undefined
}
