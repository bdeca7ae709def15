// The feature's views as one lazy chunk: they are used together (email or social row, then the code
// or Farcaster, then approvals and the account section), and one chunk keeps the bundler from
// splitting the host's first-download files further.
export { ApproveTransactionView } from './ApproveTransactionView/ApproveTransactionView'
export { ConnectingFarcasterView } from './ConnectingFarcasterView/ConnectingFarcasterView'
export { EmailEntry } from './EmailEntry/EmailEntry'
export { EmailLoginView } from './EmailLoginView/EmailLoginView'
export { EmbeddedAccountSection } from './EmbeddedAccountSection/EmbeddedAccountSection'
export { SocialLogins } from './SocialLogins/SocialLogins'
export { UpdateEmailWalletView } from './UpdateEmailWalletView/UpdateEmailWalletView'
