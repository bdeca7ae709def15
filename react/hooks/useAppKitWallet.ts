import { useCallback, useMemo, useState } from 'react'
import { ThrownMessages, VestibuleError } from '../../core/errors'
import type { ParsedCaipAddress } from './connectNamedWallet'
import { useAppKitInstance } from '../instance/useAppKitInstance'
import { featuresRegistered } from '../featureHost/startFeatures'
import { selectInitialized } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export type { ParsedCaipAddress } from './connectNamedWallet'

/**
 * AppKit's wallet button names: 'walletConnect', 'email', a social provider ('google', 'x',
 * 'discord', 'farcaster', 'github', 'apple', 'facebook') or a wallet's name ('metamask', 'trust', …).
 */
export type Wallet = 'walletConnect' | 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster' | (string & {})

export interface UseAppKitWalletParameters {
  readonly onSuccess?: (data: ParsedCaipAddress) => void
  readonly onError?: (error: Error) => void
}

export interface UseAppKitWalletReturnType {
  readonly data: ParsedCaipAddress | undefined
  readonly error: Error | undefined
  readonly isReady: boolean
  readonly isPending: boolean
  readonly isError: boolean
  readonly isSuccess: boolean
  connect(wallet: Wallet): Promise<void>
}

/**
 * AppKit's `useAppKitWallet` (`@reown/appkit-wallet-button/react`): connects one named wallet
 * without the Connect view, as `<appkit-wallet-button wallet="…">` does. The connecting code
 * loads on the first `connect`.
 *
 * @example
 * const { connect, isPending } = useAppKitWallet({ onSuccess: ({ address }) => console.log(address) })
 * <button onClick={() => connect('metamask')}>MetaMask</button>
 */
export function useAppKitWallet({ onSuccess, onError }: UseAppKitWalletParameters = {}): UseAppKitWalletReturnType {
  const appKit = useAppKitInstance()
  const isReady = useAppKitSelector(selectInitialized)
  const [data, setData] = useState<ParsedCaipAddress>()
  const [error, setError] = useState<Error>()
  const [isPending, setPending] = useState(false)
  const connect = useCallback(
    async (wallet: Wallet) => {
      setPending(true)
      setError(undefined)
      try {
        const { connectNamedWallet } = await import('./connectNamedWallet')
        const connected = await connectNamedWallet(appKit, wallet, featuresRegistered)
        setData(connected)
        onSuccess?.(connected)
      } catch (caught) {
        const failed = caught instanceof Error ? caught : new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { cause: caught })
        setError(failed)
        onError?.(failed)
      } finally {
        setPending(false)
      }
    },
    [appKit, onSuccess, onError],
  )
  return useMemo(
    () => ({ data, error, isReady, isPending, isError: Boolean(error), isSuccess: Boolean(data), connect }),
    [data, error, isReady, isPending, connect],
  )
}
