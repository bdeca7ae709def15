import { selectActiveAccount } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { AccountButton, type AccountButtonProps } from '../AccountButton/AccountButton'
import { ConnectButton, type ConnectButtonProps } from '../ConnectButton/ConnectButton'

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps

/**
 * AppKit's `<appkit-button>`: the connect button while disconnected, the account button once connected.
 *
 * @example
 * <AppKitButton />
 */
export function AppKitButton({ label, loadingLabel, balance }: AppKitButtonProps) {
  const connected = useAppKitSelector(selectActiveAccount)?.status === 'connected'
  return connected ? <AccountButton balance={balance} /> : <ConnectButton label={label} loadingLabel={loadingLabel} />
}
