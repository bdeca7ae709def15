import { useMemo } from 'react'
import type { CaipNetworkId, ChainNamespace } from '../../core'
import { selectActiveCaipNetworkId, selectActiveNamespace, selectInitialized, selectModal } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitStateReturnType {
  readonly open: boolean
  readonly selectedNetworkId: CaipNetworkId | undefined
  readonly activeChain: ChainNamespace | undefined
  readonly loading: boolean
  /** True once the instance has taken its options. */
  readonly initialized: boolean
}

/**
 * AppKit's `useAppKitState`.
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  const modal = useAppKitSelector(selectModal)
  const selectedNetworkId = useAppKitSelector(selectActiveCaipNetworkId) ?? undefined
  const activeChain = useAppKitSelector(selectActiveNamespace) ?? undefined
  const initialized = useAppKitSelector(selectInitialized)
  return useMemo(
    () => ({ open: modal.isOpen, selectedNetworkId, activeChain, loading: modal.loading, initialized }),
    [modal.isOpen, modal.loading, selectedNetworkId, activeChain, initialized],
  )
}
