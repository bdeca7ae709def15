import { Suspense, useMemo } from 'react'
import type { Selector, VestibuleState } from '../../../core'
import { isRemoteFeatureFlag, selectFeatureEnabled, type RemoteFeatureName } from '../../../core/config/selectFeatureEnabled'
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
import { accountExtensions, orderAccountActions, type AccountAction } from '../../featureHost/accountExtensions'
import { accountViewClass, addressClass, addressRowClass, balanceClass, profileClass } from './AccountView.styles'

const selectFeatures = (state: VestibuleState) => state.options?.features

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
  // Rows and sections of the enabled features (Receive, wallets, the portfolio tabs): none imported here.
  const { actions: registered, sections } = accountExtensions(appKit)
  // From state: AppKit's updateFeatures and setWalletFeaturesOrder change them while the modal shows.
  // Send and Receive turned off go; swaps and on-ramp are remote features, decided row by row (SPEC §6).
  const features = useAppKitSelector(selectFeatures) ?? appKit.options.features
  const actions = useMemo(
    () =>
      orderAccountActions(
        registered,
        features.walletFeaturesOrder.filter(feature => isRemoteFeatureFlag(feature) || features[feature] !== false),
      ),
    [registered, features],
  )

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
        {actions.map(action => (
          <AccountActionRow key={action.route.view} action={action} />
        ))}
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
            // A wallet that fails to sign out is reported ('Failed to disconnect', SPEC §8); this page has forgotten it anyway.
            onClick={() => void appKit.disconnect().catch(() => undefined)}
          >
            {t('common.disconnect')}
          </ListItem>
        </li>
      </ul>
      {sections.map(({ Component, title }) => (
        // A section still loading takes no room: the rows above stay put.
        <Suspense key={title} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </div>
  )
}

/** A feature's row, labelled in its own message namespace. */
/** One stable selector per remote feature (useAppKitSelector wants module-level selectors). */
const shownSelectors = new Map<RemoteFeatureName | undefined, Selector<boolean>>()
const selectShown = (feature: RemoteFeatureName | undefined): Selector<boolean> => {
  let selector = shownSelectors.get(feature)
  if (!selector) shownSelectors.set(feature, (selector = state => (feature ? selectFeatureEnabled(state, feature) : true)))
  return selector
}

const alwaysShown: Selector<boolean> = () => true

/** A feature's row; one whose remote feature the project configuration turns off is not drawn (SPEC §6), nor one its own `shown` hides. */
function AccountActionRow({ action }: { action: AccountAction }) {
  const shown = useAppKitSelector(selectShown(action.remoteFeature))
  const stateful = useAppKitSelector(action.shown ?? alwaysShown)
  const appKit = useAppKitInstance()
  const t = useT(action.messages)
  if (!shown || !stateful) return null
  return (
    <li>
      <ListItem image={<IconTile icon={action.icon} />} chevron onClick={() => appKit.dispatch({ type: 'router/pushed', payload: action.route })}>
        {t(action.label)}
      </ListItem>
    </li>
  )
}
