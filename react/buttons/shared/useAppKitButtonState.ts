import { useMemo } from 'react'
import type { AccountState, CaipNetworkId, ChainNamespace } from '../../../core'
import { formatBalance } from '../../format/formatBalance'
import { truncateAddress } from '../../format/truncateAddress'
import { useAppKitInstance } from '../../instance/useAppKitInstance'
import { selectAccounts, selectActiveAccount, selectActiveCaipNetworkId, selectActiveNetwork, selectUnsupportedNetwork } from '../../state/selectors'
import { useAppKitSelector } from '../../state/useAppKitSelector'

/** What `<AppKitButtonRenderer>` hands its render function (RainbowKit's `ConnectButton.Custom`). */
export interface AppKitButtonRenderProps {
  readonly isConnected: boolean
  readonly status: AccountState['status']
  readonly address: string | undefined
  /** The profile name, else the address truncated 4…6 (SPEC §9). */
  readonly displayAddress: string | undefined
  /** The balance to 3 decimals with its symbol (SPEC §9); undefined until fetched. */
  readonly displayBalance: string | undefined
  readonly network: {
    readonly name: string | undefined
    readonly caipNetworkId: CaipNetworkId | undefined
    readonly unsupported: boolean
  }
  openConnect(): void
  openAccount(): void
  openNetworks(): void
  /** Call on pointer or focus: features load and hosted requests start then, so the modal opens warm. */
  showIntent(): void
}

/** The state every button draws from, in one place: the active namespace's, or `namespace`'s account (AppKit's `namespace` attribute). */
export function useAppKitButtonState(namespace?: ChainNamespace): AppKitButtonRenderProps & { readonly account: AccountState | undefined } {
  const appKit = useAppKitInstance()
  const activeAccount = useAppKitSelector(selectActiveAccount)
  const accounts = useAppKitSelector(selectAccounts)
  const account = namespace ? accounts[namespace] : activeAccount
  const network = useAppKitSelector(selectActiveNetwork)
  const caipNetworkId = useAppKitSelector(selectActiveCaipNetworkId) ?? undefined
  const unsupported = useAppKitSelector(selectUnsupportedNetwork)
  return useMemo(() => {
    const address = account?.address
    const symbol = account?.balanceSymbol ?? network?.nativeCurrency.symbol
    return {
      account,
      isConnected: account?.status === 'connected',
      status: account?.status ?? 'disconnected',
      address,
      displayAddress: account?.profileName ?? (address ? truncateAddress(address) : undefined),
      displayBalance:
        account?.balance !== undefined || network?.testnet ? formatBalance({ balance: account?.balance, symbol, testnet: network?.testnet }) : undefined,
      network: { name: network?.name, caipNetworkId, unsupported },
      openConnect: () => void appKit.open({ view: 'Connect' }),
      openAccount: () => void appKit.open({ view: 'Account', ...(namespace ? { namespace } : {}) }),
      openNetworks: () => void appKit.open({ view: 'Networks' }),
      showIntent: () => appKit.showIntent(),
    }
  }, [appKit, account, network, caipNetworkId, unsupported, namespace])
}
