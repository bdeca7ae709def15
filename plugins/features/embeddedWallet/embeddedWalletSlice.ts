import { defineSlice } from 'vestibule/plugin'
import type {} from './embeddedWalletEvents'
import { initialEmbeddedWalletState } from './embeddedWalletState'

/** The embedded wallet's user, at `state.slices.embeddedWallet`; forgotten when it disconnects. */
export const embeddedWalletSlice = /* @__PURE__ */ defineSlice({
  name: 'embeddedWallet',
  initial: initialEmbeddedWalletState,
  source: { module: 'vestibule/plugins/connectors/embedded', name: 'embeddedWalletSlice' },
  on: {
    'embeddedWallet/user-synced': (slice, { payload }) => {
      slice.user = payload
      slice.alert = null
    },
    'embeddedWallet/frame-failed': (slice, { payload }) => {
      slice.alert = payload.message
    },
    'connection/requested': (slice, { payload }) => {
      if (payload.connectorId === 'embedded') slice.alert = null
    },
    'connection/disconnected': (slice, { payload }) => {
      if (payload.connectorId === 'embedded') slice.user = null
    },
  },
})
