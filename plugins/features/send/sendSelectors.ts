import type { CaipNetwork, ChainNamespace, VestibuleState } from 'vestibule/plugin'
import './sendEvents'
import { toPlainDecimal } from './plainDecimal'
import { initialSendState, type SendState, type SendToken } from './sendState'

export const selectSend = (state: VestibuleState): SendState => state.slices.send ?? initialSendState

/** The namespace, account and network the send goes from: the active ones. */
export function selectSendSource(state: VestibuleState): { namespace: ChainNamespace | null; address: string | null; network: CaipNetwork | undefined } {
  const namespace = state.activeNamespace ?? null
  const account = namespace ? state.accounts[namespace] : undefined
  return {
    namespace,
    address: account?.status === 'connected' ? (account.address ?? null) : null,
    network: state.options?.networks.find(n => n.caipNetworkId === state.activeCaipNetworkId),
  }
}

/** The tokens the account can send, from its balance reads: the native coin, then the tokens read for it. */
export function selectSendTokens(state: VestibuleState): SendToken[] {
  const { namespace, network } = selectSendSource(state)
  const account = namespace ? state.accounts[namespace] : undefined
  if (!network || account?.status !== 'connected') return []
  const { decimals } = network.nativeCurrency
  // The balance service may write it in exponent form (`1.2e-7`): Send shows, compares and fills
  // Max with it written out plain, cut to the coin's decimals; an unreadable or negative one is 0.
  const plain = toPlainDecimal(account.balance ?? '0', decimals)
  const native = {
    id: 'native',
    symbol: account.balanceSymbol ?? network.nativeCurrency.symbol,
    decimals,
    balance: plain === undefined || plain.startsWith('-') ? '0' : plain,
  }
  const tokens = selectSend(state).tokens
  return [native, ...(tokens && tokens.caipAddress === account.caipAddress ? tokens.list : [])]
}

/** Whether the account's native balance was read: until it is (just connected), Send says so rather than show 0. */
export function selectSendBalanceRead(state: VestibuleState): boolean {
  const { namespace } = selectSendSource(state)
  return (namespace ? state.accounts[namespace]?.balance : undefined) != null
}

/**
 * The fiat (USD) equivalent of the amount as typed, at the price service's price for the chosen
 * token (SPEC §7 POST /v1/fungible/price); null when there is no amount or no price for it.
 */
export function selectSendFiat(state: VestibuleState): number | null {
  const { form, prices } = selectSend(state)
  const { network } = selectSendSource(state)
  if (!prices || !network || prices.caipNetworkId !== network.caipNetworkId || !form.tokenId) return null
  const price = prices.byToken[form.tokenId]
  const typed = form.amount.trim()
  const amount = Number(typed)
  if (price === undefined || typed === '' || !Number.isFinite(amount) || amount < 0) return null
  return amount * price
}
