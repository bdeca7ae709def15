// `vestibule/plugins/connectors/embedded`: the embedded wallet (email, social and Farcaster login; SPEC §1, §4, §6), its
// connector and slice. The subpath keeps the connectors' name it was published under; the code is the feature's.
export { embeddedWalletConnector } from './embeddedWalletConnector'
export type { EmbeddedWalletConnectorParameters } from './embeddedWalletConnector'
export type { EmbeddedWalletClient } from './embeddedWalletClient'
export { EMBEDDED_CONNECTOR_ID, EMAIL_LOGIN_COOLDOWN_MS } from './embeddedWalletConstants'
export { embeddedWalletSlice } from './embeddedWalletSlice'
export type { SocialLoginProvider } from './socialProviders'
