import type { ViewName } from '../../core'

export interface HeaderTitleContext {
  /** Name of the connector the view is about (ConnectingExternal). */
  readonly connectorName?: string | undefined
  /** Name of the network the view is about (SwitchNetwork). */
  readonly networkName?: string | undefined
}

/** AppKit's header headings (w3m-header), plus names for views AppKit leaves untitled, so every dialog is named. */
const TITLES: Readonly<Record<ViewName, string>> = {
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
}

/**
 * The header title of a view: it also names the dialog. Views about one wallet or one network
 * carry its name, as AppKit's do.
 *
 * @example
 * headerTitle('Connect')                                                  // 'Connect Wallet'
 * headerTitle('ConnectingExternal', { connectorName: 'Sandbox Wallet' })  // 'Sandbox Wallet'
 */
export function headerTitle(view: ViewName, context: HeaderTitleContext = {}): string {
  if ((view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') && context.connectorName) return context.connectorName
  if (view === 'SwitchNetwork' && context.networkName) return context.networkName
  return TITLES[view]
}
