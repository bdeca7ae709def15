import type { VestibuleState } from '../../../core'
import { selectActiveAccount } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { AccountButton, type AccountButtonProps } from '../AccountButton/AccountButton'
import { ConnectButton, type ConnectButtonProps } from '../ConnectButton/ConnectButton'

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps

const selectConnectedNamespaces = (state: VestibuleState) =>
  Object.entries(state.accounts)
    .filter(([, account]) => account?.status === 'connected')
    .map(([namespace]) => namespace)
    .join(' ')

/**
 * AppKit's `<appkit-button>`: the connect button while disconnected, the account button once connected.
 *
 * @example
 * <AppKitButton />
 */
export function AppKitButton({ label, loadingLabel, balance, size, disabled, namespace }: AppKitButtonProps) {
  const activeConnected = useAppKitSelector(selectActiveAccount)?.status === 'connected'
  const connectedNamespaces = useAppKitSelector(selectConnectedNamespaces)
  // AppKit's `namespace`: the button follows that namespace's connection, not the active one's.
  const connected = namespace ? connectedNamespaces.split(' ').includes(namespace) : activeConnected
  return connected ? (
    <AccountButton balance={balance} disabled={disabled} namespace={namespace} />
  ) : (
    <ConnectButton label={label} loadingLabel={loadingLabel} size={size} namespace={namespace} />
  )
}
