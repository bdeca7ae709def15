import type { ChainNamespace } from '../events/caip'
import type { VestibuleEvent } from '../events/eventMap'
import type { RouteName } from '../events/views'
import type { AnalyticsEvent, AnalyticsMapping } from '../plugins/definePlugin'
import type { VestibuleState } from '../state/state'

/** An event as AppKit's `useAppKitEvents` gives it (its EventsController state). */
export interface AppKitEvent {
  readonly timestamp: number
  readonly data: {
    readonly type: 'track'
    readonly event: string
    readonly properties?: Readonly<Record<string, string | number | boolean | null | undefined>>
  }
}

const isConnected = (state: VestibuleState) => state.activeNamespace !== null && state.accounts[state.activeNamespace]?.status === 'connected'

/**
 * AppKit's `platform`/`method`: a paired session is 'qrcode', the embedded wallet 'email', everything
 * else here 'browser'.
 */
const platformOf = (state: VestibuleState, connectorId: string) => {
  const type = state.connectors.find(c => c.id === connectorId)?.type
  return type === 'WALLET_CONNECT' ? 'qrcode' : type === 'AUTH' ? 'email' : 'browser'
}

const nameOf = (state: VestibuleState, connectorId: string) => state.connectors.find(c => c.id === connectorId)?.name ?? connectorId

/**
 * AppKit's `isSmartAccount` property: the namespace's account is a smart account (the embedded
 * wallet's preference, else the one the app gave).
 */
export function isSmartAccount(state: VestibuleState, namespace: ChainNamespace | null = state.activeNamespace): boolean {
  if (!namespace) return false
  const account = state.accounts[namespace]
  return (account?.user?.preferredAccountType ?? account?.preferredAccountTypes?.[namespace]) === 'smartAccount'
}

/** The views whose opening AppKit reports as a click (its buttons push them). */
const VIEW_EVENTS: Partial<Record<RouteName, string>> = {
  AllWallets: 'CLICK_ALL_WALLETS',
  Networks: 'CLICK_NETWORKS',
  WhatIsAWallet: 'CLICK_WALLET_HELP',
  WhatIsANetwork: 'CLICK_NETWORK_HELP',
  EmailLogin: 'EMAIL_LOGIN_SELECTED',
  Activity: 'CLICK_TRANSACTIONS',
  OnRampProviders: 'SELECT_BUY_CRYPTO',
  Swap: 'OPEN_SWAP',
  WalletSend: 'OPEN_SEND',
  Send: 'OPEN_SEND',
  RegisterAccountName: 'OPEN_ENS_FLOW',
}

/** Core's events under AppKit 1.7.9's analytics names (appkit-controllers' `Event` type) and properties. */
function coreAnalyticsEvent(event: VestibuleEvent, state: VestibuleState): AnalyticsEvent | undefined {
  switch (event.type) {
    case 'app/initialized':
      return { event: 'MODAL_CREATED' }
    case 'modal/open-requested':
      return { event: 'MODAL_OPEN', properties: { connected: isConnected(state) } }
    case 'modal/closed':
      return { event: 'MODAL_CLOSE', properties: { connected: isConnected(state) } }
    case 'connection/requested':
      return { event: 'SELECT_WALLET', properties: { name: nameOf(state, event.payload.connectorId), platform: platformOf(state, event.payload.connectorId) } }
    case 'connection/succeeded':
      return { event: 'CONNECT_SUCCESS', properties: { method: platformOf(state, event.payload.connectorId), name: nameOf(state, event.payload.connectorId) } }
    case 'connection/failed':
      return { event: 'CONNECT_ERROR', properties: { message: event.payload.error.shortMessage } }
    case 'connection/disconnected':
      return { event: 'DISCONNECT_SUCCESS', properties: { namespace: event.payload.namespace } }
    case 'network/switched':
      return { event: 'SWITCH_NETWORK', properties: { network: event.payload.caipNetworkId } }
    case 'router/pushed': {
      const name = VIEW_EVENTS[event.payload.view]
      if (!name) return undefined
      const network = state.activeCaipNetworkId ?? ''
      if (name === 'CLICK_TRANSACTIONS' || name === 'SELECT_BUY_CRYPTO' || name === 'OPEN_ENS_FLOW')
        return { event: name, properties: { isSmartAccount: isSmartAccount(state) } }
      if (name === 'OPEN_SWAP' || name === 'OPEN_SEND') return { event: name, properties: { isSmartAccount: isSmartAccount(state), network } }
      return { event: name }
    }
    default:
      return undefined
  }
}

/**
 * The AppKit analytics event `event` stands for: core's mapping, else the first plugin's
 * `analytics` declaration that maps it (features name their own events). The one mapping behind
 * `subscribeEvents`, `getEvent`, `useAppKitEvents` and the analytics feature.
 *
 * @example
 * analyticsEventOf(modalOpenRequested, state) // { event: 'MODAL_OPEN', properties: { connected: false } }
 */
export function analyticsEventOf(event: VestibuleEvent, state: VestibuleState, mappings: readonly AnalyticsMapping[] = []): AnalyticsEvent | undefined {
  const core = coreAnalyticsEvent(event, state)
  if (core) return core
  for (const mapping of mappings) {
    const map = mapping[event.type] as ((event: VestibuleEvent, state: VestibuleState) => AnalyticsEvent | undefined) | undefined
    const mapped = map?.(event, state)
    if (mapped) return mapped
  }
  return undefined
}

/**
 * Our event under AppKit's analytics name, or undefined for events AppKit does not report.
 * `state` is the state the event produced (events are emitted after they are reduced); `mappings`
 * are the registered plugins' `analytics` declarations.
 *
 * @example
 * toAppKitEvent(modalOpenRequested, state) // { timestamp, data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } }
 */
export function toAppKitEvent(event: VestibuleEvent, state: VestibuleState, mappings: readonly AnalyticsMapping[] = []): AppKitEvent | undefined {
  const mapped = analyticsEventOf(event, state, mappings)
  if (!mapped) return undefined
  return {
    timestamp: event.meta.time,
    data: mapped.properties ? { type: 'track', event: mapped.event, properties: mapped.properties } : { type: 'track', event: mapped.event },
  }
}
