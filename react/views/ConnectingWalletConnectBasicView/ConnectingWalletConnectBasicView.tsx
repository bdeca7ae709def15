import { useMemo } from 'react'
import { isInstalledConnector } from '../../connect/groupConnectors'
import { chooseWallet } from '../../connect/chooseWallet'
import { connectWithConnector } from '../../connect/connectWithConnector'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectConnectors } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'
import { WalletList } from '../ConnectView/WalletList'
import { WalletConnectPairing } from '../ConnectingWalletConnectView/WalletConnectPairing'
import { listViewClass } from '../shared/viewLayout.styles'

/**
 * SPEC §2 ConnectingWalletConnectBasic: basic mode opens on the QR code itself, with the wallets
 * installed in this browser listed under it, so one screen serves both routes.
 */
export function ConnectingWalletConnectBasicView() {
  const appKit = useAppKitInstance()
  const connectors = useAppKitSelector(selectConnectors)
  // One row per wallet: two connectors with one rdns (an extension's EVM and Solana sides) are one wallet, as in Connect.
  const installed = useMemo(
    () =>
      connectors
        .filter(isInstalledConnector)
        .filter((connector, index, all) => !connector.info?.rdns || all.findIndex(c => c.info?.rdns === connector.info?.rdns) === index),
    [connectors],
  )
  return (
    <>
      <WalletConnectPairing />
      {installed.length > 0 && (
        <div className={listViewClass}>
          <WalletList
            groups={[{ type: 'injected', connectors: installed, listings: [] }]}
            onSelect={connector => connectWithConnector(appKit, connector)}
            onSelectListing={listing => chooseWallet(appKit, listing, connectors)}
          />
        </div>
      )}
    </>
  )
}
