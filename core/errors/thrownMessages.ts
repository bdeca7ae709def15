/**
 * Messages of thrown errors (SPEC §8 "Thrown errors", plus the §5 SIWX rule), verbatim from the
 * SPEC: do not reword them here. One export each, so a bundle keeps only those it uses;
 * `ThrownMessages` (./errorMessages) gathers them.
 */
export const FAILED_TO_DISCONNECT = 'Failed to disconnect'
export const FAILED_TO_DISCONNECT_CHAINS = (reasons: string) => `Failed to disconnect chains: ${reasons}`
export const NO_CONNECTOR_FOR_CONNECTION = 'No connector found for connection'
export const INVALID_CONNECTION_STATUS = 'Invalid connection status'
export const MODAL_CLOSED = 'Modal closed'
export const CONNECTION_REJECTED = 'Connection rejected'
export const POPUP_CLOSED = 'Popup closed'
export const FAILED_TO_CONNECT = 'Failed to connect'
export const FAILED_TO_CONNECT_FARCASTER = 'Failed to connect to farcaster'
export const FAILED_TO_INITIATE_SOCIAL = 'Failed to initiate social connection'
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Swaps'
export const NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE = 'Network not supported for Gas Price'
export const ERROR_RESOLVING_NAME = 'Error resolving name'
export const ERROR_FETCHING_NAME_SUGGESTIONS = 'Error fetching name suggestions'
export const ERROR_FETCHING_NAMES_FOR_ADDRESS = 'Error fetching names for address'
export const ERROR_REGISTERING_NAME = 'Error registering name'
export const NO_AUTH_CONNECTOR = 'No auth connector found'
export const NOT_CONNECTED_TO_EMAIL_OR_SOCIAL = 'Not connected to email or social'
export const SIWX_NOT_ENABLED = 'SIWX is not enabled'
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found'
/** Also thrown when adding a network whose namespace has no adapter. */
export const ADAPTER_NOT_FOUND = 'Adapter not found'
export const WALLET_CONNECT_CONNECTOR_NOT_FOUND = 'WalletConnectConnector not found'
export const CHAIN_NOT_SUPPORTED = 'Chain is not supported'
export const EMAIL_LOGIN_DEPENDENCY_FAILED = 'Unable to load email login dependency'
export const REQUEST_ABORTED = 'Request was aborted'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
export const UNKNOWN_ERROR = 'An error occurred'
/** SPEC §5. */
export const SIWX_BOTH = 'Cannot set both `siweConfig` and `siwx` options'
