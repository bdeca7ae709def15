import type { VestibuleState } from '../../../../core'
import { IconTile } from '../../../components/IconTile/IconTile'
import { ListItem } from '../../../components/ListItem/ListItem'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { listClass } from '../../../views/shared/viewLayout.styles'
import { switchAddressMessages } from '../switchAddressMessages'
import { sectionClass } from './SwitchAddressRow.styles'

/**
 * Whether the Account view offers the switch: a Bitcoin connection holding several addresses
 * (payment and ordinals). Bitcoin requests name their address, so the page may choose among the
 * granted ones; an EVM wallet signs with the account it selected itself, so no switch is shown there.
 */
const selectSeveralBitcoinAddresses = (state: VestibuleState): boolean =>
  state.activeNamespace === 'bip122' && state.accounts.bip122?.status === 'connected' && state.accounts.bip122.allAccounts.length > 1

/** The Account view's "Switch account" row (AppKit's, for a connection with several addresses): opens SwitchAddress. */
export function SwitchAddressRow() {
  const appKit = useAppKitInstance()
  const t = useT(switchAddressMessages)
  const shown = useAppKitSelector(selectSeveralBitcoinAddresses)
  if (!shown) return null
  return (
    <section className={sectionClass} aria-label={t('section')}>
      <ul className={listClass}>
        <li>
          <ListItem image={<IconTile icon="swap" />} chevron onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'SwitchAddress' } })}>
            {t('switchAccount')}
          </ListItem>
        </li>
      </ul>
    </section>
  )
}
