import { useMemo } from 'react'
import type { AppKit } from '../../core'
import { awaitOutcome } from '../../core/actions/awaitOutcome'
import { HTTP_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../../core/constants'
import { getAccount } from '../../core/getters/getAccount'
import { useAppKitInstance } from '../instance/useAppKitInstance'

/** AppKit's `fetchBalance()` result: the native balance of the active account, on its network. */
export interface FetchBalanceReturnType {
  readonly data: { readonly balance: string; readonly symbol: string } | undefined
  readonly error: string | null
  readonly isSuccess: boolean
  readonly isError: boolean
}

export interface UseAppKitBalanceReturnType {
  fetchBalance(): Promise<FetchBalanceReturnType>
}

// AppKit's texts for the two ways its fetchBalance fails.
const NOT_CONNECTED = 'Not able to retrieve balance'
const NO_BALANCE = 'No balance found'
// The balance service, then the chain's RPC as fallback, each within its SPEC §9 timeout.
const BALANCE_WAIT_MS = HTTP_TIMEOUT_MS + RPC_TIMEOUT_MS

/** Asks the network plugin for a fresh balance (the cache bypassed) and waits for its answer. */
async function fetchBalance(appKit: AppKit): Promise<FetchBalanceReturnType> {
  const caipAddress = getAccount(appKit.getState())?.caipAddress
  if (!caipAddress) return { data: undefined, error: NOT_CONNECTED, isSuccess: false, isError: true }
  const data = await awaitOutcome<FetchBalanceReturnType['data']>(
    appKit.events$,
    () => appKit.dispatch({ type: 'account/balance-requested', payload: { caipAddress } }),
    event => {
      if (event.type === 'account/balance-fetched' && event.payload.caipAddress === caipAddress)
        return { value: { balance: event.payload.balance, symbol: event.payload.symbol } }
      if (event.type === 'account/balance-failed' && event.payload.caipAddress === caipAddress) return { value: undefined }
      return undefined
    },
    { ms: BALANCE_WAIT_MS, onTimeout: () => ({ value: undefined }) },
  )
  return data ? { data, error: null, isSuccess: true, isError: false } : { data: undefined, error: NO_BALANCE, isSuccess: false, isError: true }
}

/**
 * AppKit's `useAppKitBalance`: `fetchBalance()` reads the connected account's native balance anew,
 * as the account button shows it.
 *
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data } = await fetchBalance() // { balance: '1.5', symbol: 'ETH' }
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ fetchBalance: () => fetchBalance(appKit) }), [appKit])
}
