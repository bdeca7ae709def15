// The feature's views as one lazy chunk: they are used together (the code or Farcaster, then
// approvals and the account section), and one chunk keeps the bundler from splitting the host's
// files further. The Connect view's rows are embeddedWalletRows: the page's idle time loads those only.
export { ApproveTransactionView } from './ApproveTransactionView/ApproveTransactionView'
export { ConnectingFarcasterView } from './ConnectingFarcasterView/ConnectingFarcasterView'
export { EmailLoginView } from './EmailLoginView/EmailLoginView'
export { EmbeddedAccountSection } from './EmbeddedAccountSection/EmbeddedAccountSection'
export { UpdateEmailWalletView } from './UpdateEmailWalletView/UpdateEmailWalletView'
