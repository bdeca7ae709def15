import type { ChainNamespace } from '../../../core'
import { Avatar } from '../../components/Avatar/Avatar'
import { cx } from '../../styles/cx'
import { buttonBaseClass } from '../shared/buttonBase.styles'
import { useAppKitButtonState } from '../shared/useAppKitButtonState'
import { useDocumentStyles } from '../shared/useDocumentStyles'
import { useIntentHandlers } from '../shared/useIntentHandlers'
import { useThemeAttributes } from '../shared/useThemeAttributes'
import { accountButtonClass, addressClass, balanceClass } from './AccountButton.styles'

export interface AccountButtonProps {
  /** AppKit's `balance="hide"`. */
  readonly balance?: 'show' | 'hide'
  /** AppKit's `disabled`. */
  readonly disabled?: boolean
  /** That namespace's account rather than the active one's (AppKit's `<appkit-button namespace>`). */
  readonly namespace?: ChainNamespace
}

/**
 * AppKit's `<appkit-account-button>`: avatar, balance and address of the connected account;
 * opens the Account view. Draws nothing while disconnected.
 *
 * @example
 * <AccountButton />
 */
export function AccountButton({ balance = 'show', disabled, namespace }: AccountButtonProps) {
  useDocumentStyles()
  const state = useAppKitButtonState(namespace)
  const theme = useThemeAttributes()
  const intent = useIntentHandlers()
  if (!state.address) return null
  return (
    <button
      type="button"
      className={cx(buttonBaseClass, accountButtonClass)}
      data-vestibule-button="account"
      disabled={disabled}
      {...theme}
      {...intent}
      onClick={state.openAccount}
    >
      <Avatar address={state.address} image={state.account?.profileImage} size={20} />
      {balance === 'show' && state.displayBalance && <span className={balanceClass}>{state.displayBalance}</span>}
      <span className={addressClass}>{state.displayAddress}</span>
    </button>
  )
}
