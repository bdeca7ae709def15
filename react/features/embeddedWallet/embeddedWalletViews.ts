// The feature's views as one lazy chunk: they are used together (email row, then the code, then
// approvals), and one chunk keeps the bundler from splitting the host's first-download files further.
export { ApproveTransactionView } from './ApproveTransactionView/ApproveTransactionView'
export { EmailEntry } from './EmailEntry/EmailEntry'
export { EmailLoginView } from './EmailLoginView/EmailLoginView'
