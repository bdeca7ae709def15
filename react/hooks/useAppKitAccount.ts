import { useMemo } from 'react'
import type { ChainNamespace, VestibuleState } from '../../core'
import { getAccount, type GetAccountReturnType } from '../../core/getters/getAccount'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { selectAccounts, selectActiveConnectorIds, selectActiveNamespace, selectConnectors, selectOptions } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitAccountParameters {
  /** Defaults to the active namespace. */
  readonly namespace?: ChainNamespace
}

/**
 * AppKit's `UseAppKitAccountReturn`, as the instance's `getAccount` gives it: `embeddedWalletInfo`
 * (user, auth provider, account type, smart account deployed) is set while the namespace is
 * connected through the embedded (email or social) wallet.
 */
export type UseAppKitAccountReturnType = GetAccountReturnType

// The embedded wallet's published user (getAccount reads it for embeddedWalletInfo).
const selectEmbeddedUser = (state: VestibuleState) => (state.slices as { readonly embeddedWallet?: { readonly user?: unknown } }).embeddedWallet?.user

const DISCONNECTED: UseAppKitAccountReturnType = {
  allAccounts: [],
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
}

/**
 * AppKit's `useAppKitAccount`.
 *
 * @example
 * const { address, isConnected, embeddedWalletInfo } = useAppKitAccount()
 */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const appKit = useAppKitInstance()
  // What getAccount reads: the hook re-renders when one of them changes, not on every event.
  const accounts = useAppKitSelector(selectAccounts)
  const activeNamespace = useAppKitSelector(selectActiveNamespace)
  const connectors = useAppKitSelector(selectConnectors)
  const activeConnectorIds = useAppKitSelector(selectActiveConnectorIds)
  const options = useAppKitSelector(selectOptions)
  const embeddedUser = useAppKitSelector(selectEmbeddedUser)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected values are what getState() is read for
  return useMemo(
    // The selected values, not getState()'s: on a server and while hydrating they are what the
    // server had (a returning visitor's account from the cookie's initial state included).
    () => getAccount({ ...appKit.getState(), accounts, activeNamespace, connectors, activeConnectorIds, options }, namespace) ?? DISCONNECTED,
    [appKit, namespace, accounts, activeNamespace, connectors, activeConnectorIds, options, embeddedUser],
  )
}
