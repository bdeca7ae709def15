/** Every view the router can show (SPEC §2), plus Networks, the network picker the network button opens. */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'Send',
  'Receive',
  'OnRamp',
  'Activity',
  'Pay',
] as const

export type ViewName = (typeof VIEW_NAMES)[number]

/** Arguments a view is opened with (a connector id, a network, swap arguments). JSON only. */
export type ViewData = { readonly [key: string]: string | number | boolean | null | undefined }
