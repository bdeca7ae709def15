/**
 * The error catalogue of SPEC §8. Texts users see are verbatim from the SPEC
 * (STYLE "Comments and errors"); do not reword them here.
 */

/** Messages shown to the visitor (SPEC §8 "User messages"). */
export const UserMessages = {
  /** Balance failure or unsupported network; no retry for 30 s. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  /** The transaction list is then marked empty. */
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  /** Disconnects and resets the view to Connect. */
  AUTH_INITIALIZATION_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  /** Email login attempted within the cooldown. */
  PLEASE_TRY_AGAIN: (seconds: number) => `Please try again after ${seconds} seconds`,
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  /** The UI form of RPC_NOT_ALLOWED, shown after 300 ms. */
  ACTION_NOT_ALLOWED: 'Action not allowed',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
} as const

/** An alert banner: a title, a body and a stable id for analytics and de-duplication. */
export type Alert = {
  readonly shortMessage: string
  readonly longMessage: string
  readonly code: string
}

/**
 * Alerts of SPEC §8. The codes are our own stable ids; wallet-connect provider
 * errors are mapped to these and each is shown once.
 */
export const Alerts = {
  /** Origin not on the allow list (reported on analytics 403, debug only). */
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin not found on Allowlist - update configuration',
    code: 'APKT001',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'There was an issue loading the embedded wallet. Please verify that your domain is allowed',
    code: 'APKT002',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid Project ID - update configuration',
    code: 'APKT003',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: "Network not found - please make sure it is included in the 'networks' option",
    code: 'APKT004',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
    code: 'APKT005',
  },
  IFRAME_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage:
      'There was an issue doing the request to the embedded wallet. Please try again later.',
    code: 'APKT006',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again',
    code: 'APKT007',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - update configuration',
    code: 'APKT008',
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    shortMessage: 'Server Error',
    longMessage: 'Failed to get App Configuration',
    code: 'APKT009',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    shortMessage: 'Rate Limited',
    longMessage: 'Rate limited when trying to fetch the App Configuration',
    code: 'APKT010',
  },
} as const satisfies Record<string, Alert>

export type AlertId = keyof typeof Alerts

/** Server messages that stand for an alert (SPEC §8 "Server message mapping"). */
export const ServerMessageMapping = {
  'Unauthorized: origin not allowed': 'INVALID_APP_CONFIGURATION',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
} as const satisfies Record<string, AlertId>

/**
 * Finds the alert a server or provider error message stands for. Providers
 * wrap the server text, so the match is by inclusion.
 *
 * @example
 * ```ts
 * alertIdForServerMessage('Error: Unauthorized: invalid key') // 'INVALID_PROJECT_ID'
 * ```
 */
export function alertIdForServerMessage(message: string): AlertId | undefined {
  for (const [serverMessage, alertId] of Object.entries(ServerMessageMapping)) {
    if (message.includes(serverMessage)) return alertId
  }
  return undefined
}

/** Messages of thrown errors (SPEC §8 "Thrown errors", plus the §5 SIWX rule). */
export const ThrownMessages = {
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  FAILED_TO_DISCONNECT_CHAINS: (reasons: string) => `Failed to disconnect chains: ${reasons}`,
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  MODAL_CLOSED: 'Modal closed',
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  FAILED_TO_CONNECT: 'Failed to connect',
  FAILED_TO_CONNECT_FARCASTER: 'Failed to connect to farcaster',
  FAILED_TO_INITIATE_SOCIAL: 'Failed to initiate social connection',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  ERROR_REGISTERING_NAME: 'Error registering name',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  /** Also thrown when adding a network whose namespace has no adapter. */
  ADAPTER_NOT_FOUND: 'Adapter not found',
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  EMAIL_LOGIN_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  UNKNOWN_ERROR: 'An error occurred',
  /** SPEC §5. */
  SIWX_BOTH: 'Cannot set both `siweConfig` and `siwx` options',
} as const

/** Wallet chain error codes (SPEC §8). 4902 triggers wallet_addEthereumChain (SPEC §4). */
export const ChainErrorCodes = {
  UNRECOGNIZED_CHAIN: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001
