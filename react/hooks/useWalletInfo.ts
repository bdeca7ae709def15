import { useMemo } from 'react'
import { selectActiveConnector } from '../state/selectors'
import { useAppKitSelector } from '../state/useAppKitSelector'

export interface WalletInfo {
  readonly name: string
  readonly icon: string | undefined
  readonly rdns: string | undefined
}

/**
 * AppKit's `useWalletInfo`: the wallet the active namespace is connected through.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo(): { readonly walletInfo: WalletInfo | undefined } {
  const connector = useAppKitSelector(selectActiveConnector)
  return useMemo(() => ({ walletInfo: connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined }), [connector])
}
