import type { AppKitViewName, RouteName } from '../../core'
import { registeredView } from '../modal/ViewRouter/viewRegistry'

export interface HeaderTitleContext {
  /** Name of the connector the view is about (ConnectingExternal). */
  readonly connectorName?: string | undefined
  /** Name of the network the view is about (SwitchNetwork). */
  readonly networkName?: string | undefined
}

/**
 * AppKit's header headings (w3m-header) for its view names, plus names for views AppKit leaves
 * untitled, so every dialog is named, even one no installed feature draws. A registered view's own
 * title comes first.
 */
const TITLES: Readonly<Record<AppKitViewName, string>> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connect Wallet',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Email Login',
  ProfileWallets: 'Wallets',
  UpdateEmailWallet: 'Edit Email',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  Swap: 'Swap',
  Send: 'Send',
  Receive: 'Receive',
  OnRamp: 'Buy crypto',
  Activity: 'Activity',
  Pay: 'Pay',
  OnRampProviders: 'Choose Provider',
  WalletSend: 'Send',
  WhatIsAWallet: 'What is a Wallet?',
  WhatIsANetwork: 'What is a Network?',
}

/**
 * The header title of a view: it also names the dialog. Views about one wallet or one network
 * carry its name, as AppKit's do.
 *
 * @example
 * headerTitle('Connect')                                                  // 'Connect Wallet'
 * headerTitle('ConnectingExternal', { connectorName: 'Sandbox Wallet' })  // 'Sandbox Wallet'
 */
export function headerTitle(view: RouteName, context: HeaderTitleContext = {}): string {
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && context.connectorName) return context.connectorName
  if (view === 'SwitchNetwork' && context.networkName) return context.networkName
  return registeredView(view)?.title ?? TITLES[view as AppKitViewName] ?? view
}
