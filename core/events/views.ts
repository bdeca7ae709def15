import type { CaipNetworkId, ChainNamespace } from './caip'

/**
 * Every view the router can show, mapped to the data it is opened with (`undefined`: none). Core
 * declares the views of the connection protocol; a feature adds its own by declaration merging,
 * as it adds events:
 *
 * @example
 * declare module 'vestibule' {
 *   interface VestibuleViewMap { Send: { token?: string } | undefined }
 * }
 *
 * View data is JSON (a flat object), so routes replay like any other state.
 */
export interface VestibuleViewMap {
  /** `namespace`: the chain the visitor is connecting for (SwitchActiveChain sends them here). */
  Connect: { namespace?: ChainNamespace } | undefined
  Account: undefined
  /** The network picker the network button opens. */
  Networks: undefined
  ConnectingExternal: { connectorId: string }
  /**
   * `walletId`: the directory wallet the visitor picked, whose icon and deep links the view shows;
   * `connectorId`: the connector that pairs it.
   */
  ConnectingWalletConnect: { walletId?: string; connectorId?: string } | undefined
  ConnectingWalletConnectBasic: undefined
  SwitchNetwork: { caipNetworkId: CaipNetworkId }
  SwitchActiveChain: { caipNetworkId?: CaipNetworkId; namespace?: ChainNamespace }
  UnsupportedChain: undefined
}

export type ViewName = keyof VestibuleViewMap & string

/**
 * The view names AppKit's `open({ view })` and SPEC §2 know. They type-check in `open()` whether or
 * not a feature that draws them is installed; a view no installed feature draws says so in the modal.
 */
export type AppKitViewName =
  | 'Account'
  | 'Connect'
  | 'Networks'
  | 'AllWallets'
  | 'ApproveTransaction'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'EmailLogin'
  | 'OnRampProviders'
  | 'ProfileWallets'
  | 'SwitchAddress'
  | 'UpdateEmailWallet'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'Swap'
  | 'Send'
  | 'WalletSend'
  | 'Receive'
  | 'OnRamp'
  | 'Activity'
  | 'Pay'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'

/** Any route name: a declared view, or an AppKit name no installed feature declares. */
export type RouteName = ViewName | AppKitViewName

/** The data of a route as state holds it: a flat JSON object. */
export type ViewData = { readonly [key: string]: string | number | boolean | null | undefined }

/**
 * A typed route: a view with the data its declaration asks for. Views whose data may be absent take
 * `data` optionally; AppKit names no feature declares take any view data.
 */
export type ViewRoute =
  | {
      [V in ViewName]: undefined extends VestibuleViewMap[V]
        ? { readonly view: V; readonly data?: Exclude<VestibuleViewMap[V], undefined> }
        : { readonly view: V; readonly data: VestibuleViewMap[V] }
    }[ViewName]
  | { readonly view: Exclude<AppKitViewName, ViewName>; readonly data?: ViewData }

/**
 * The data the modal's current view was opened with, typed by its declaration, or undefined when
 * another view is showing. Data comes from typed dispatches, but an imported log may hold anything:
 * views still read each field defensively.
 *
 * @example
 * const data = viewDataOf(state.modal, 'SwitchNetwork') // { caipNetworkId } | undefined
 */
export function viewDataOf<V extends ViewName>(
  modal: { readonly view: string; readonly data: ViewData | null },
  view: V,
): Partial<Exclude<VestibuleViewMap[V], undefined>> | undefined {
  return modal.view === view ? ((modal.data ?? {}) as Partial<Exclude<VestibuleViewMap[V], undefined>>) : undefined
}
