import { useMemo } from 'react'
import type { Account, AccountState, CaipAddress, ChainNamespace } from '../../core'
import { selectAccounts, selectActiveNamespace } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface UseAppKitAccountParameters {
  /** Defaults to the active namespace. */
  readonly namespace?: ChainNamespace
}

export interface UseAppKitAccountReturnType {
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly isConnected: boolean
  readonly status: AccountState['status']
  readonly allAccounts: readonly Account[]
  /** AppKit's embedded (email/social) wallet details; there is no embedded wallet yet. */
  readonly embeddedWalletInfo: undefined
}

const NO_ACCOUNTS: readonly Account[] = []

/**
 * AppKit's `useAppKitAccount`.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const accounts = useAppKitSelector(selectAccounts)
  const activeNamespace = useAppKitSelector(selectActiveNamespace)
  const key = namespace ?? activeNamespace
  const account = key ? accounts[key] : undefined
  return useMemo(
    () => ({
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: account?.status === 'connected',
      status: account?.status ?? 'disconnected',
      allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
      embeddedWalletInfo: undefined,
    }),
    [account],
  )
}
