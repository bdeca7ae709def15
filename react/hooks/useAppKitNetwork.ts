import { useMemo } from 'react'
import type { CaipNetwork, CaipNetworkId } from '../../core'
import type { NetworkReference } from '../../core/options/caipNetworkIdOf'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectActiveCaipNetworkId, selectActiveNetwork } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitNetworkReturnType {
  /** Undefined while the wallet is on a network the app does not configure. */
  readonly caipNetwork: CaipNetwork | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  /** The CAIP-2 reference: a number on eip155, a string elsewhere. */
  readonly chainId: number | string | undefined
  /** A CAIP-2 id, a CAIP network, or a viem `Chain` (`switchNetwork(mainnet)`, as AppKit's). */
  switchNetwork(network: NetworkReference): Promise<void>
}

/** `eip155:1` → 1, `solana:5eykt…` → '5eykt…' */
function chainIdOf(caipNetworkId: CaipNetworkId): number | string {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return caipNetworkId.startsWith('eip155:') ? Number(reference) : reference
}

/**
 * AppKit's `useAppKitNetwork`.
 *
 * @example
 * const { caipNetwork, switchNetwork } = useAppKitNetwork()
 * await switchNetwork('eip155:8453')
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId) ?? undefined
  const caipNetwork = useAppKitSelector(selectActiveNetwork)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId,
      chainId: caipNetwork?.id ?? (caipNetworkId ? chainIdOf(caipNetworkId) : undefined),
      switchNetwork: network => appKit.switchNetwork({ network }),
    }),
    [appKit, caipNetwork, caipNetworkId],
  )
}
