import { selectCanChooseName } from '../../../../plugins/features/names/namesSelectors'
import { IconTile } from '../../../components/IconTile/IconTile'
import { ListItem } from '../../../components/ListItem/ListItem'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { listClass } from '../../../views/shared/viewLayout.styles'
import { namesMessages } from '../namesMessages'

/**
 * The Account view's "Choose account name" row, as AppKit's account settings offer it: only for an
 * account of the auth connector (SPEC §5 reserves registration to it) that has no name yet.
 */
export function ChooseNameSection() {
  const appKit = useAppKitInstance()
  const t = useT(namesMessages)
  const shown = useAppKitSelector(selectCanChooseName)
  if (!shown) return null
  return (
    <ul className={listClass} aria-label={t('chooseNameSection')}>
      <li>
        <ListItem image={<IconTile icon="info" />} chevron onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'RegisterAccountName' } })}>
          {t('chooseName')}
        </ListItem>
      </li>
    </ul>
  )
}
