import { selectModal } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { viewDataString } from '../shared/viewData'
import { WalletConnectPairing } from './WalletConnectPairing'

/** SPEC §2 ConnectingWalletConnect: pair a phone wallet by QR code or deep link. */
export function ConnectingWalletConnectView() {
  const walletId = viewDataString(useAppKitSelector(selectModal).data, 'walletId')
  return <WalletConnectPairing walletId={walletId} />
}
