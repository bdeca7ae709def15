import { viewDataOf } from '../../../../core'
import { Button } from '../../../components/Button/Button'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectModal } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { namesMessages } from '../namesMessages'
import { nameClass, noteClass, successClass } from './RegisterAccountNameSuccessView.styles'

/** SPEC §2 RegisterAccountNameSuccess: the name is the visitor's, shown in place of the address. */
export function RegisterAccountNameSuccessView() {
  const appKit = useAppKitInstance()
  const t = useT(namesMessages)
  const modal = useAppKitSelector(selectModal)
  const name = String(viewDataOf(modal, 'RegisterAccountNameSuccess')?.name ?? '')
  return (
    <div className={successClass}>
      <p className={nameClass}>{t('registered', { name })}</p>
      <p className={noteClass}>{t('shownWhere')}</p>
      <Button onClick={() => void appKit.close()}>{t('done')}</Button>
    </div>
  )
}
