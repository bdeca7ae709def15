import { Spinner } from '../../components/Spinner/Spinner'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectActiveAccount } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { cx } from '../../styles/cx'
import { buttonBaseClass } from '../shared/buttonBase.styles'
import { useDocumentStyles } from '../shared/useDocumentStyles'
import { useIntentHandlers } from '../shared/useIntentHandlers'
import { useThemeAttributes } from '../shared/useThemeAttributes'
import { connectButtonClass } from './ConnectButton.styles'

export interface ConnectButtonProps {
  /** AppKit's `label`. */
  readonly label?: string
  /** AppKit's `loadingLabel`, shown while a connection is under way. */
  readonly loadingLabel?: string
}

/**
 * AppKit's `<appkit-connect-button>`: opens the modal; says so while a wallet is connecting.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label = 'Connect Wallet', loadingLabel = 'Connecting...' }: ConnectButtonProps) {
  useDocumentStyles()
  const appKit = useAppKitInstance()
  const connecting = useAppKitSelector(selectActiveAccount)?.status === 'connecting'
  return (
    <button
      type="button"
      className={cx(buttonBaseClass, connectButtonClass)}
      data-vestibule-button="connect"
      data-loading={connecting ? '' : undefined}
      {...useThemeAttributes()}
      {...useIntentHandlers()}
      onClick={() => void appKit.open()}
    >
      {connecting && <Spinner size={16} />}
      {connecting ? loadingLabel : label}
    </button>
  )
}
