import type { VestibuleState } from '../../../core'
import { useAppKitSelector } from '../../state/useAppKitSelector'

/** A directory entry: what a pairing view needs of it is its name, icon and deep links. */
export type WalletEntry = NonNullable<VestibuleState['options']>['customWallets'][number]

const selectCustomWallets = (state: VestibuleState) => state.options?.customWallets

/** The directory entry a WalletConnect pairing is for, if known. */
export function useWalletListing(walletId: string | undefined): WalletEntry | undefined {
  const customWallets = useAppKitSelector(selectCustomWallets)
  return walletId ? customWallets?.find(wallet => wallet.id === walletId) : undefined
}
