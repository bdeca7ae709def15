import { namespaceOf } from '../../events/caip'
import { defineHandlers } from './defineHandlers'

/** Balances and identities land in the account they belong to and in the SPEC §3 caches. */
export const accountHandlers = defineHandlers({
  'account/balance-fetched': (draft, { payload, meta }) => {
    const { caipAddress, balance, symbol } = payload
    draft.caches.balance[caipAddress] = { value: { balance, symbol }, timestamp: meta.time }
    draft.caches.nativeBalance[caipAddress] = { value: null, timestamp: meta.time }
    const account = draft.accounts[namespaceOf(caipAddress)]
    if (account?.caipAddress === caipAddress) {
      account.balance = balance
      account.balanceSymbol = symbol
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
