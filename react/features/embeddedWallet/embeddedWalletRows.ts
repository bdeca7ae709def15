// The Connect view's email and social rows as a lazy chunk of their own: the page's idle time
// prepares the Connect view with them (issue 27), and the views they lead to (the code, Farcaster's
// QR code, approvals, the account section) stay in embeddedWalletViews until the visitor goes there.
export { EmailEntry } from './EmailEntry/EmailEntry'
export { SocialLogins } from './SocialLogins/SocialLogins'
