import type { VestibuleState } from '../../../../core'
import { selectSiwx } from '../../../../plugins/features/siwx/siwxSelectors'
import { Button } from '../../../components/Button/Button'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { buttonsClass, headingClass, noteClass, problemClass, signClass } from '../siwx.styles'
import { siwxMessages } from '../siwxMessages'

const selectSignIn = (state: VestibuleState) => selectSiwx(state)
const selectAppName = (state: VestibuleState) => state.options?.metadata?.name ?? null

/**
 * SPEC §2 SIWXSignMessage: the visitor signs the sign-in message with the connected wallet, or
 * cancels (SPEC §4: which disconnects when sign-in is required). A decline shows 'Signature
 * declined' here; while the wallet is asked the button reads 'Authenticating...' (SPEC §8).
 */
export function SIWXSignMessageView() {
  const appKit = useAppKitInstance()
  const t = useT(siwxMessages)
  const tCore = useT()
  const siwx = useAppKitSelector(selectSignIn)
  const name = useAppKitSelector(selectAppName) ?? globalThis.location?.host ?? ''
  const signing = siwx.status === 'signing'
  const checking = siwx.status === 'checking'
  const sign = () => {
    if (siwx.account && !signing) appKit.dispatch({ type: 'siwx/sign-requested', payload: siwx.account })
  }
  return (
    <div className={signClass}>
      <p className={headingClass}>{t('heading', { name })}</p>
      <p className={noteClass}>{siwx.required ? t('bodyRequired') : t('body')}</p>
      {siwx.status === 'error' && siwx.error && (
        <p role="alert" className={problemClass}>
          {translateStateText(tCore, siwx.error)}
        </p>
      )}
      <div className={buttonsClass}>
        <Button variant="neutral" disabled={signing} onClick={() => appKit.dispatch({ type: 'siwx/cancelled', payload: {} })}>
          {t('cancel')}
        </Button>
        <Button disabled={signing || checking || !siwx.account} onClick={sign}>
          {signing ? translateStateText(tCore, 'Authenticating...') : t('sign')}
        </Button>
      </div>
    </div>
  )
}
