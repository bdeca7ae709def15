import { defineHandlers } from './defineHandlers'

export const connectorsHandlers = defineHandlers({
  // Re-registering an id updates it in place, so a late EIP-6963 announcement cannot duplicate it.
  'connectors/registered': (draft, { payload }) => {
    // AppKit's `connectorImages`: the app's picture of a connector, by its id, wins over its own.
    const image = draft.options?.connectorImages?.[payload.connector.id]
    const connector = image === undefined ? payload.connector : { ...payload.connector, imageUrl: image }
    const index = draft.connectors.findIndex(c => c.id === connector.id)
    if (index === -1) draft.connectors.push(connector)
    else draft.connectors[index] = connector
  },
  'connectors/unregistered': (draft, { payload }) => {
    draft.connectors = draft.connectors.filter(c => c.id !== payload.connectorId)
  },
})
