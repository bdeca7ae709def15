export { embeddedWalletConnector } from './embeddedWalletConnector'
export type { EmbeddedWalletConnectorParameters } from './embeddedWalletConnector'
export type { EmbeddedWalletClient } from './embeddedWalletClient'
export { EMBEDDED_CONNECTOR_ID, EMAIL_LOGIN_COOLDOWN_MS } from './embeddedConstants'
