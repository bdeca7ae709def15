import { defineHandlers } from './defineHandlers'

/**
 * SPEC §4: closing the modal clears the pairing URI; so does the end of the attempt it belongs
 * to (connected or failed), so a stale QR code is never shown again.
 */
export const pairingHandlers = defineHandlers({
  'pairing/uri-generated': (draft, { payload }) => {
    draft.pairing = { connectorId: payload.connectorId, uri: payload.uri, expiresAt: payload.expiresAt }
  },
  'pairing/uri-expired': (draft, { payload }, state) => {
    if (state.pairing?.connectorId === payload.connectorId) draft.pairing = null
  },
  'connection/succeeded': (draft, { payload }, state) => {
    if (state.pairing?.connectorId === payload.connectorId) draft.pairing = null
  },
  'connection/failed': (draft, { payload }, state) => {
    if (state.pairing?.connectorId === payload.connectorId) draft.pairing = null
  },
  'modal/closed': (draft, _event, state) => {
    if (state.pairing) draft.pairing = null
  },
})
