import { copyWithSnackbar } from '../../clipboard/copyWithSnackbar'
import { Avatar } from '../../components/Avatar/Avatar'
import { IconTile } from '../../components/IconTile/IconTile'
import { IconButton } from '../../components/IconButton/IconButton'
import { ListItem } from '../../components/ListItem/ListItem'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { formatBalance } from '../../format/formatBalance'
import { truncateAddress } from '../../format/truncateAddress'
import { useT } from '../../i18n'
import { en } from '../../locales/en'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectActiveAccount, selectActiveNetwork, selectUnsupportedNetwork } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { listClass } from '../shared/viewLayout.styles'
import { accountViewClass, addressClass, addressRowClass, balanceClass, profileClass } from './AccountView.styles'

/** SPEC §2 Account: who is connected, with what, on which network; copy the address, switch network, disconnect. */
export function AccountView() {
  const appKit = useAppKitInstance()
  const account = useAppKitSelector(selectActiveAccount)
  const network = useAppKitSelector(selectActiveNetwork)
  const unsupported = useAppKitSelector(selectUnsupportedNetwork)
  const address = account?.address ?? ''
  const t = useT()

  // State holds the English; the snackbar shows it in the visitor's locale.
  const copy = () => copyWithSnackbar(appKit, address, en['snackbar.addressCopied'])

  return (
    <div className={accountViewClass}>
      <div className={profileClass}>
        <Avatar address={address} image={account?.profileImage} />
        <div className={addressRowClass}>
          <p className={addressClass} title={address}>
            {account?.profileName ?? truncateAddress(address)}
          </p>
          <IconButton icon="copy" label={t('account.copyAddress')} onClick={copy} />
        </div>
        <p className={balanceClass}>
          {formatBalance({ balance: account?.balance, symbol: account?.balanceSymbol ?? network?.nativeCurrency.symbol, testnet: network?.testnet })}
        </p>
      </div>
      <ul className={listClass}>
        <li>
          <ListItem
            image={<NetworkImage network={network} size={32} />}
            chevron
            onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'Networks' } })}
          >
            {unsupported || !network ? t('account.unsupportedNetwork') : network.name}
          </ListItem>
        </li>
        <li>
          <ListItem
            image={<IconTile icon="disconnect" />}
            onClick={() => void appKit.disconnect()}
          >
            {t('common.disconnect')}
          </ListItem>
        </li>
      </ul>
    </div>
  )
}
