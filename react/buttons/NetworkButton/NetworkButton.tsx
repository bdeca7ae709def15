import { Icon } from '../../components/Icon/Icon'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { selectActiveNetwork } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { cx } from '../../styles/cx'
import { buttonBaseClass } from '../shared/buttonBase.styles'
import { useAppKitButtonState } from '../shared/useAppKitButtonState'
import { useDocumentStyles } from '../shared/useDocumentStyles'
import { useIntentHandlers } from '../shared/useIntentHandlers'
import { useButtonText } from '../shared/useButtonText'
import { useThemeAttributes } from '../shared/useThemeAttributes'
import { networkButtonClass } from './NetworkButton.styles'

export interface NetworkButtonProps {
  /** AppKit's `disabled`. */
  readonly disabled?: boolean
}

/**
 * AppKit's `<appkit-network-button>`: the active network; opens the network picker. While the
 * wallet is on a network the app lacks, it says 'Switch Network' in a warning style.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ disabled }: NetworkButtonProps = {}) {
  useDocumentStyles()
  const state = useAppKitButtonState()
  const network = useAppKitSelector(selectActiveNetwork)
  const unsupported = state.network.unsupported
  const { t, localized } = useButtonText()
  return (
    <button
      type="button"
      className={cx(buttonBaseClass, networkButtonClass)}
      data-vestibule-button="network"
      data-unsupported={unsupported ? '' : undefined}
      disabled={disabled}
      {...(unsupported || !state.network.name ? localized : undefined)}
      {...useThemeAttributes()}
      {...useIntentHandlers()}
      onClick={state.openNetworks}
    >
      {unsupported ? <Icon name="warning" size={18} /> : <NetworkImage network={network} size={22} />}
      {unsupported ? t('button.switchNetwork') : (state.network.name ?? t('button.network'))}
    </button>
  )
}
