import { useEffect, useMemo } from 'react'
import { toCaipAddress, type Account, type VestibuleState } from '../../../../core'
import { NATIVE_BALANCE_CACHE_EXPIRY_MS } from '../../../../core/constants'
import { Avatar } from '../../../components/Avatar/Avatar'
import { ListItem } from '../../../components/ListItem/ListItem'
import { Tag } from '../../../components/Tag/Tag'
import { formatBalance } from '../../../format/formatBalance'
import { truncateAddress } from '../../../format/truncateAddress'
import { useT } from '../../../i18n'
import { useAppKitInstance } from '../../../instance/useAppKitInstance'
import { selectActiveAccount, selectActiveNetwork } from '../../../state/selectors'
import { useAppKitSelector } from '../../../state/useAppKitSelector'
import { listClass, listViewClass } from '../../../views/shared/viewLayout.styles'
import { switchAddressMessages, type SwitchAddressMessageKey } from '../switchAddressMessages'
import { balanceClass, labelClass, typeClass } from './SwitchAddressView.styles'

const selectBalanceCache = (state: VestibuleState) => state.caches.balance
const selectModalHistory = (state: VestibuleState) => state.modal.history.length

/** The payment address first, then the ordinals one, whatever the active one is (the wallet's order). */
const TYPE_ORDER: readonly Account['type'][] = ['payment', 'ordinal', 'eoa', 'smartAccount']
const byType = (accounts: readonly Account[]) => [...accounts].sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type))
const TYPE_LABEL: Readonly<Record<Account['type'], SwitchAddressMessageKey>> = {
  payment: 'type.payment',
  ordinal: 'type.ordinal',
  eoa: 'type.eoa',
  smartAccount: 'type.smartAccount',
}

/**
 * AppKit's SwitchAddress: each address of the connection with its type, shortened address and
 * balance in the network's coin (to its last decimal: BTC's 8), the active one marked. Choosing
 * another asks the connector to make it the account's (`connection/account-switch-requested`; no
 * wallet prompt), and the Account view shows it, its balance and buttons following.
 */
export function SwitchAddressView() {
  const appKit = useAppKitInstance()
  const t = useT(switchAddressMessages)
  const account = useAppKitSelector(selectActiveAccount)
  const network = useAppKitSelector(selectActiveNetwork)
  const balances = useAppKitSelector(selectBalanceCache)
  const depth = useAppKitSelector(selectModalHistory)
  const accounts = useMemo(() => byType(account?.allAccounts ?? []), [account?.allAccounts])
  const caipAddressOf = (address: string) => (network ? toCaipAddress(network.caipNetworkId, address) : undefined)

  // The balances not read in the last 30 s (SPEC §9; the active address's usually is): each through the network plugin.
  const caipNetworkId = network?.caipNetworkId
  useEffect(() => {
    if (!caipNetworkId) return
    const cached = appKit.getState().caches.balance
    for (const { address } of accounts) {
      const caipAddress = toCaipAddress(caipNetworkId, address)
      const entry = cached[caipAddress]
      if (!entry || appKit.now() - entry.timestamp >= NATIVE_BALANCE_CACHE_EXPIRY_MS)
        appKit.dispatch({ type: 'account/balance-requested', payload: { caipAddress } })
    }
  }, [appKit, caipNetworkId, accounts])

  const choose = (address: string) => {
    if (address !== account?.address && account?.status === 'connected') {
      const namespace = appKit.getState().activeNamespace
      if (namespace) appKit.dispatch({ type: 'connection/account-switch-requested', payload: { namespace, address } })
    }
    // Back to the Account view, where the chosen address and its balance show.
    appKit.dispatch(depth > 1 ? { type: 'router/went-back', payload: {} } : { type: 'router/reset', payload: { view: 'Account' } })
  }

  return (
    <div className={listViewClass}>
      <ul className={listClass} aria-label={t('list')}>
        {accounts.map(({ address, type }) => {
          const caipAddress = caipAddressOf(address)
          const cached = caipAddress ? balances[caipAddress]?.value : undefined
          const current = address === account?.address
          return (
            <li key={address} data-address={address} data-type={type}>
              <ListItem
                image={<Avatar address={address} size={32} />}
                trailing={current ? <Tag>{t('active')}</Tag> : undefined}
                current={current}
                onClick={() => choose(address)}
              >
                <span className={labelClass}>
                  <span className={typeClass}>{t(TYPE_LABEL[type])}</span> <span title={address}>{truncateAddress(address)}</span>
                </span>
                <span className={balanceClass}>
                  {cached
                    ? formatBalance({ balance: cached.balance, symbol: cached.symbol, testnet: network?.testnet, decimals: network?.nativeCurrency.decimals })
                    : t('balanceLoading')}
                </span>
              </ListItem>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
