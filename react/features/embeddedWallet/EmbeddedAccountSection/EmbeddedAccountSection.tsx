import type {} from '../../../../plugins/features/embeddedWallet/embeddedWalletEvents'
import { useState } from 'react'
import type { VestibuleState } from '../../../../core'
import { EMBEDDED_CONNECTOR_ID } from '../../../../plugins/features/embeddedWallet/embeddedWalletConstants'
import { displayEmail, displayUserName } from '../../../../plugins/features/embeddedWallet/socialRules'
import { IconTile } from '../../../components/IconTile/IconTile'
import { ListItem } from '../../../components/ListItem/ListItem'
import { translateStateText, useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { listClass } from '../../../views/shared/viewLayout.styles'
import { embeddedWalletClient } from '../embeddedWalletClient'
import { embeddedWalletMessages } from '../embeddedWalletMessages'
import { errorClass, hintClass } from '../embeddedWalletStyles'
import { errorText } from '../errorText'
import { providerName } from '../providerName'
import { sectionClass } from './EmbeddedAccountSection.styles'

const selectEmbeddedUser = (state: VestibuleState) =>
  state.activeConnectorIds.eip155 === EMBEDDED_CONNECTOR_ID ? (state.slices.embeddedWallet?.user ?? null) : null
const selectChainId = (state: VestibuleState) => Number(state.activeCaipNetworkId?.split(':')[1])

/**
 * The Account view's embedded-wallet section: who is logged in (the social username instead of the
 * email when there is one, SPEC §5), the email change (UpdateEmailWallet) and the account type switch (SPEC §4: to smartAccount only from
 * eoa and where the network has smart accounts; back to eoa always).
 */
export function EmbeddedAccountSection() {
  const appKit = useAppKitInstance()
  const t = useT(embeddedWalletMessages)
  const core = useT()
  const user = useAppKitSelector(selectEmbeddedUser)
  const chainId = useAppKitSelector(selectChainId)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!user) return null

  const identity = user.userName
    ? t('signedInWith', { provider: providerName(user.socialProvider ?? ''), name: displayUserName(user.socialProvider, user.userName) })
    : user.email
      ? displayEmail(user.email)
      : null
  const smart = user.preferredAccountType === 'smartAccount'
  const canSwitch = smart || user.smartAccountEnabledNetworks.includes(chainId)
  const switchType = () => {
    const client = embeddedWalletClient(appKit)
    if (!client) return
    setBusy(true)
    setError(undefined)
    client
      .switchAccountType(smart ? 'eoa' : 'smartAccount')
      .catch((caught: unknown) => setError(translateStateText(core, errorText(caught))))
      .finally(() => setBusy(false))
  }

  return (
    <section className={sectionClass} aria-label={t('accountSection')}>
      {identity ? <p className={hintClass}>{identity}</p> : null}
      <ul className={listClass}>
        {user.email && !user.userName ? (
          <li>
            <ListItem
              image={<IconTile icon="send" />}
              chevron
              onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'UpdateEmailWallet' } })}
            >
              {t('updateEmail')}
            </ListItem>
          </li>
        ) : null}
        {canSwitch ? (
          <li>
            <ListItem image={<IconTile icon="refresh" />} onClick={switchType} disabled={busy}>
              {smart ? t('switchToEoa') : t('switchToSmartAccount')}
            </ListItem>
          </li>
        ) : null}
      </ul>
      {smart ? <p className={hintClass}>{translateStateText(core, 'This application might not support Smart Accounts')}</p> : null}
      {error ? (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
