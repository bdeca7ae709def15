import type { VestibuleEvent } from '../events/eventMap'
import type { VestibuleState } from '../state/state'

/** An event as AppKit's `useAppKitEvents` gives it (its EventsController state). */
export interface AppKitEvent {
  readonly timestamp: number
  readonly data: {
    readonly type: 'track'
    readonly event: string
    readonly properties?: Readonly<Record<string, string | boolean | undefined>>
  }
}

const isConnected = (state: VestibuleState) =>
  state.activeNamespace !== null && state.accounts[state.activeNamespace]?.status === 'connected'

/** AppKit's `platform`/`method`: a paired session is 'qrcode', everything else here is 'browser'. */
const platformOf = (state: VestibuleState, connectorId: string) =>
  state.connectors.find(c => c.id === connectorId)?.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser'

const nameOf = (state: VestibuleState, connectorId: string) =>
  state.connectors.find(c => c.id === connectorId)?.name ?? connectorId

/**
 * Our event under AppKit's analytics name, or undefined for events AppKit does not report.
 * `state` is the state the event produced (events are emitted after they are reduced).
 *
 * @example
 * toAppKitEvent(modalOpenRequested, state) // { timestamp, data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } }
 */
export function toAppKitEvent(event: VestibuleEvent, state: VestibuleState): AppKitEvent | undefined {
  const track = (name: string, properties?: AppKitEvent['data']['properties']): AppKitEvent => ({
    timestamp: event.meta.time,
    data: properties ? { type: 'track', event: name, properties } : { type: 'track', event: name },
  })
  switch (event.type) {
    case 'app/initialized':
      return track('MODAL_CREATED')
    case 'modal/open-requested':
      return track('MODAL_OPEN', { connected: isConnected(state) })
    case 'modal/closed':
      return track('MODAL_CLOSE', { connected: isConnected(state) })
    case 'connection/requested':
      return track('SELECT_WALLET', { name: nameOf(state, event.payload.connectorId), platform: platformOf(state, event.payload.connectorId) })
    case 'connection/succeeded':
      return track('CONNECT_SUCCESS', { method: platformOf(state, event.payload.connectorId), name: nameOf(state, event.payload.connectorId) })
    case 'connection/failed':
      return track('CONNECT_ERROR', { message: event.payload.error.shortMessage })
    case 'connection/disconnected':
      return track('DISCONNECT_SUCCESS')
    case 'network/switched':
      return track('SWITCH_NETWORK', { network: event.payload.caipNetworkId })
    default:
      return undefined
  }
}
