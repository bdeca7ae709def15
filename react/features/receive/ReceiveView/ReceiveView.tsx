import { useMemo } from 'react'
import type { VestibuleState } from '../../../../core'
import { copyWithSnackbar } from '../../../clipboard/copyWithSnackbar'
import { IconButton } from '../../../components/IconButton/IconButton'
import { NetworkImage } from '../../../components/NetworkImage/NetworkImage'
import { QrCode } from '../../../components/QrCode/QrCode'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { en } from '../../../locales/en'
import { selectActiveAccount, selectActiveNetwork, selectUnsupportedNetwork } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { receiveMessages } from '../receiveMessages'
import { addressClass, addressRowClass, hintClass, networksClass, receiveClass, warningClass } from './ReceiveView.styles'

const selectNetworks = (state: VestibuleState) => state.options?.networks ?? []
const selectNamespace = (state: VestibuleState) => state.activeNamespace

/**
 * SPEC §2 Receive: the address as a QR code (the plain address, as wallets scan it) and as
 * copyable text, the app's networks of the account's namespace (the ones it is valid on), and a
 * warning when the wallet sits on a network the app does not show.
 */
export function ReceiveView() {
  const appKit = useAppKitInstance()
  const t = useT(receiveMessages)
  const account = useAppKitSelector(selectActiveAccount)
  const network = useAppKitSelector(selectActiveNetwork)
  const unsupported = useAppKitSelector(selectUnsupportedNetwork)
  const allNetworks = useAppKitSelector(selectNetworks)
  const namespace = useAppKitSelector(selectNamespace)
  const networks = useMemo(() => allNetworks.filter(candidate => candidate.chainNamespace === namespace), [allNetworks, namespace])
  const address = account?.address

  return (
    <div className={receiveClass}>
      <QrCode value={address} size={232} label={t('qr')} />
      <p className={hintClass}>{t('hint')}</p>
      <div className={addressRowClass}>
        <p className={addressClass} data-testid="receive-address">
          {address}
        </p>
        {address && <IconButton icon="copy" label={t('copy')} onClick={() => copyWithSnackbar(appKit, address, en['snackbar.addressCopied'])} />}
      </div>
      {unsupported || !network ? (
        <p className={warningClass} role="alert">
          {t('wrongNetwork')}
        </p>
      ) : (
        <p className={hintClass}>{t('current', { network: network.name })}</p>
      )}
      <section aria-label={t('networks')}>
        <p className={hintClass}>{t('networks')}</p>
        <ul className={networksClass}>
          {networks.map(candidate => (
            <li key={candidate.caipNetworkId} aria-current={candidate.caipNetworkId === network?.caipNetworkId ? 'true' : undefined}>
              <NetworkImage network={candidate} size={20} />
              {candidate.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
