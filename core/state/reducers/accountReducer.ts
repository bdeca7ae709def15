import { castDraft } from 'immer'
import { namespaceOf } from '../../events/caip'
import { defineHandlers } from './defineHandlers'

/** Balances and identities land in the account they belong to and in the SPEC §3 caches. */
export const accountHandlers = defineHandlers({
  'account/balance-fetched': (draft, { payload, meta }, state) => {
    const { caipAddress, balance, symbol } = payload
    draft.caches = castDraft({
      ...state.caches,
      balance: { ...state.caches.balance, [caipAddress]: { value: { balance, symbol }, timestamp: meta.time } },
      nativeBalance: { ...state.caches.nativeBalance, [caipAddress]: { value: null, timestamp: meta.time } },
    })
    const namespace = namespaceOf(caipAddress)
    const account = state.accounts[namespace]
    if (account?.caipAddress === caipAddress) {
      draft.accounts = castDraft({ ...state.accounts, [namespace]: { ...account, balance, balanceSymbol: symbol } })
    }
  },
  'account/balance-failed': (draft, { payload }) => {
    delete draft.caches.balance[payload.caipAddress]
  },
  'account/identity-fetched': (draft, { payload, meta }) => {
    const key = payload.address.toLowerCase()
    draft.caches.identity[key] = { value: { name: payload.name, avatar: payload.avatar }, timestamp: meta.time }
    for (const account of Object.values(draft.accounts)) {
      if (account?.address?.toLowerCase() === key) {
        account.profileName = payload.name
        account.profileImage = payload.avatar
      }
    }
  },
})
