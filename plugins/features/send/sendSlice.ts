import { defineSlice } from 'vestibule/plugin'
import './sendEvents'
import { PENDING_TRANSACTIONS_LIMIT } from './sendConstants'
import { SendMessages } from './sendMessages'
import { initialSendState } from './sendState'

/** The Send flow at `state.slices.send`: the form as typed, the step, the preview and the result. */
export const sendSlice = /* @__PURE__ */ defineSlice({
  name: 'send',
  initial: initialSendState,
  source: { module: 'vestibule/plugins/features/send', name: 'sendSlice' },
  on: {
    'send/tokens-fetched': (send, { payload }) => {
      send.tokens = { caipAddress: payload.caipAddress, list: payload.tokens }
    },
    'send/prices-fetched': (send, { payload }) => {
      send.prices = payload
    },
    'send/form-changed': (send, { payload }) => {
      send.form = { ...send.form, ...payload }
      // A change invalidates the preview and the error it answered.
      if (send.step === 'preview' || send.step === 'form') {
        send.step = 'form'
        send.preview = null
        send.error = null
      }
    },
    'send/preview-requested': send => {
      send.step = 'previewing'
      send.error = null
    },
    'send/previewed': (send, { payload }) => {
      // Only the preview asked for: a late answer after a switch sent the visitor back to the form is dropped.
      if (send.step !== 'previewing') return
      send.step = 'preview'
      send.preview = payload
    },
    'send/preview-discarded': (send, { payload }) => {
      // A transaction sent (pending) is followed to its end. Confirming is discarded only by the
      // send plugin, before the wallet is asked; a late answer still shows as pending.
      if (send.step !== 'preview' && send.step !== 'previewing' && send.step !== 'confirming') return
      send.step = 'form'
      send.preview = null
      send.error = SendMessages.PREVIEW_DISCARDED
      if (payload.networkChanged) send.form = { ...send.form, tokenId: 'native' }
    },
    'send/edit-requested': send => {
      send.step = 'form'
      send.preview = null
      send.error = null
    },
    'send/confirm-requested': send => {
      send.step = 'confirming'
      send.error = null
    },
    'send/submitted': (send, { payload }) => {
      // A late wallet answer (after its wait timed out) shows as pending too, with what it sends.
      send.step = 'pending'
      send.txId = payload.txId
      send.preview = payload.preview
      send.error = null
      // SPEC §9: at most 99 followed; the plugin refuses a send past that, so this only bounds.
      send.pending = [...send.pending.filter(entry => entry.txId !== payload.txId), payload].slice(-PENDING_TRANSACTIONS_LIMIT)
    },
    'send/settled': (send, { payload }) => {
      const entry = send.pending.find(candidate => candidate.txId === payload.txId)
      send.pending = send.pending.filter(candidate => candidate.txId !== payload.txId)
      // The form says this one was sent but unconfirmed (or that it holds new sends back): now it knows how it ended.
      const waiting = send.error === SendMessages.UNCONFIRMED || send.error === SendMessages.PENDING_SEND
      if (!entry || send.step !== 'form' || !waiting || send.txId !== payload.txId) return
      if (payload.ok) {
        send.step = 'confirmed'
        send.preview = entry.preview
        send.error = null
      } else send.error = SendMessages.FAILED_ON_CHAIN
    },
    'send/confirmed': (send, { payload }) => {
      send.step = 'confirmed'
      send.txId = payload.txId
      send.explorerUrl = payload.explorerUrl
    },
    'send/failed': (send, { payload }) => {
      // The form is never touched here: the visitor finds what they typed.
      send.step = payload.step
      send.error = payload.message
      if (payload.step === 'form') send.preview = null
      // A transaction sent but not confirmed: where to check it.
      if (payload.explorerUrl !== undefined) send.explorerUrl = payload.explorerUrl
    },
    // A new send keeps the token balances and prices read for the account, and the transactions still followed.
    'send/reset': (_send, _event, root) => ({
      ...initialSendState,
      tokens: root.slices.send?.tokens ?? null,
      prices: root.slices.send?.prices ?? null,
      pending: root.slices.send?.pending ?? [],
    }),
  },
})
