import { useMemo } from 'react'
import type { VestibuleState } from '../../../../core'
import { connectionSwitch, connectionSwitcherStatus } from '../../../../core/connectors/connectionSwitcher'
import { Button } from '../../../components/Button/Button'
import { IconButton } from '../../../components/IconButton/IconButton'
import { ListItem } from '../../../components/ListItem/ListItem'
import { Tag } from '../../../components/Tag/Tag'
import { WalletImage } from '../../../components/WalletImage/WalletImage'
import { truncateAddress } from '../../../format/truncateAddress'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { listClass, listViewClass, noteClass } from '../../../views/shared/viewLayout.styles'
import { profileWalletsMessages } from '../profileWalletsMessages'
import { connectedWallets, type ConnectedWallet } from './connectedWallets'
import { rowClass } from './ProfileWalletsView.styles'

const selectConnections = (state: VestibuleState) => state.connections
const selectConnectors = (state: VestibuleState) => state.connectors
const selectActiveConnectorIds = (state: VestibuleState) => state.activeConnectorIds
const selectActiveNamespace = (state: VestibuleState) => state.activeNamespace

/**
 * SPEC §2 ProfileWallets: every connected namespace's wallet. Choosing another wallet makes it the
 * active one (its connector connects again, as AppKit's switch does; another namespace's wallet
 * becomes active by switching to that namespace's network); each row disconnects its wallet alone
 * (core's `connection/disconnect-requested` with its namespace and connector), and 'Disconnect all'
 * ends every connection.
 */
export function ProfileWalletsView() {
  const appKit = useAppKitInstance()
  const t = useT(profileWalletsMessages)
  const connections = useAppKitSelector(selectConnections)
  const connectors = useAppKitSelector(selectConnectors)
  const activeConnectorIds = useAppKitSelector(selectActiveConnectorIds)
  const activeNamespace = useAppKitSelector(selectActiveNamespace)
  const wallets = useMemo(
    () => connectedWallets({ ...appKit.getState(), connections, connectors, activeConnectorIds, activeNamespace }),
    [appKit, connections, connectors, activeConnectorIds, activeNamespace],
  )

  const use = (wallet: ConnectedWallet) => {
    if (wallet.current) return
    // SPEC §4's switcher: a connected wallet is used on its chain; an active or disconnected one connects again.
    if (connectionSwitch(connectionSwitcherStatus(appKit.getState(), wallet.namespace, wallet.connectorId)).kind === 'use-chain') {
      const network = appKit.options.networks.find(candidate => candidate.chainNamespace === wallet.namespace)
      if (network) void appKit.switchNetwork({ network: network.caipNetworkId }).catch(error => appKit.logger.warn('Switching wallet failed', error))
      return
    }
    void appKit.connect({ connectorId: wallet.connectorId }).catch(error => appKit.logger.warn('Switching wallet failed', error))
  }
  // That wallet only, in its namespace: the one in use or one kept beside it; other wallets stay.
  // A wallet that fails to sign out is reported ('Failed to disconnect', SPEC §8) and forgotten here all the same.
  const disconnect = (wallet: ConnectedWallet) => appKit.disconnect({ namespace: wallet.namespace, connectorId: wallet.connectorId }).catch(() => undefined)
  // Every connection, the wallets kept beside those in use first, so no namespace falls back on one of them.
  const disconnectAll = async () => {
    for (const wallet of [...wallets].sort((a, b) => Number(a.active) - Number(b.active))) await disconnect(wallet)
  }

  if (wallets.length === 0)
    return (
      <div className={listViewClass}>
        <p className={noteClass}>{t('none')}</p>
      </div>
    )
  return (
    <div className={listViewClass}>
      <ul className={listClass} aria-label={t('list')}>
        {wallets.map(wallet => (
          <li
            key={`${wallet.namespace} ${wallet.connectorId}`}
            className={rowClass}
            data-connector={wallet.connectorId}
            data-namespace={wallet.namespace}
            data-current={wallet.current}
          >
            <ListItem
              image={<WalletImage name={wallet.name} src={wallet.imageUrl} size={32} />}
              trailing={wallet.current ? <Tag>{t('active')}</Tag> : undefined}
              current={wallet.current}
              onClick={() => use(wallet)}
            >
              {wallet.name} · {truncateAddress(wallet.address ?? '')}
            </ListItem>
            <IconButton icon="disconnect" label={t('disconnect', { wallet: wallet.name })} onClick={() => void disconnect(wallet)} />
          </li>
        ))}
      </ul>
      <Button variant="neutral" onClick={() => appKit.dispatch({ type: 'router/pushed', payload: { view: 'Connect' } })}>
        {t('addWallet')}
      </Button>
      <Button variant="neutral" icon="disconnect" onClick={() => void disconnectAll()}>
        {t('disconnectAll')}
      </Button>
    </div>
  )
}
