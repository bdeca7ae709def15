import type { CaipNetworkId, ChainNamespace } from '../events/caip'
import type { VestibuleState } from '../state/state'

/** AppKit's `PublicStateControllerState`: what `getState`, `subscribeState` and `useAppKitState` give. */
export interface PublicState {
  readonly open: boolean
  readonly selectedNetworkId: CaipNetworkId | undefined
  readonly activeChain: ChainNamespace | undefined
  readonly loading: boolean
  /** True once the instance has taken its options. */
  readonly initialized: boolean
}

/**
 * AppKit's public state, read off ours.
 *
 * @example
 * getPublicState(appKit.getState()) // { open: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', loading: false, initialized: true }
 */
export function getPublicState(state: VestibuleState): PublicState {
  return {
    open: state.modal.isOpen,
    selectedNetworkId: state.activeCaipNetworkId ?? undefined,
    activeChain: state.activeNamespace ?? undefined,
    loading: state.modal.loading,
    initialized: state.options !== null,
  }
}
