import type { ChainNamespace } from '../../../core'
import { Spinner } from '../../components/Spinner/Spinner'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectActiveAccount } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { cx } from '../../styles/cx'
import { buttonBaseClass } from '../shared/buttonBase.styles'
import { useDocumentStyles } from '../shared/useDocumentStyles'
import { useIntentHandlers } from '../shared/useIntentHandlers'
import { useButtonText } from '../shared/useButtonText'
import { useThemeAttributes } from '../shared/useThemeAttributes'
import { connectButtonClass } from './ConnectButton.styles'

export interface ConnectButtonProps {
  /** AppKit's `label`; 'Connect Wallet' in the instance's locale when unset. */
  readonly label?: string
  /** AppKit's `loadingLabel`, shown while a connection is under way; 'Connecting...' in the instance's locale when unset. */
  readonly loadingLabel?: string
  /** AppKit's `size`: 'md' (40 px, the default) or 'sm' (32 px). */
  readonly size?: 'md' | 'sm'
  /** AppKit's `namespace`: the Connect view then offers that namespace's wallets only. */
  readonly namespace?: ChainNamespace
}

/**
 * AppKit's `<appkit-connect-button>`: opens the modal; says so while a wallet is connecting.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label, loadingLabel, size, namespace }: ConnectButtonProps) {
  useDocumentStyles()
  const appKit = useAppKitInstance()
  const { t, localized } = useButtonText()
  const connecting = useAppKitSelector(selectActiveAccount)?.status === 'connecting'
  const appLabel = connecting ? loadingLabel : label
  return (
    <button
      type="button"
      className={cx(buttonBaseClass, connectButtonClass)}
      data-vestibule-button="connect"
      data-loading={connecting ? '' : undefined}
      data-size={size}
      // The app's own label is in the page's language: `lang` and `dir` go with ours only.
      {...(appLabel === undefined ? localized : undefined)}
      {...useThemeAttributes()}
      {...useIntentHandlers()}
      onClick={() => void appKit.open(namespace && { namespace })}
    >
      {connecting && <Spinner size={16} />}
      {appLabel ?? (connecting ? t('button.connecting') : t('button.connect'))}
    </button>
  )
}
