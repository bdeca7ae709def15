/**
 * The error catalogue of SPEC §8. Texts users see are verbatim from the SPEC
 * (STYLE "Comments and errors"); do not reword them here. The messages live one export each in
 * ./userMessages and ./thrownMessages (a bundle keeps only the ones it uses) and are gathered here.
 */
export * as ThrownMessages from './thrownMessages'
export * as UserMessages from './userMessages'

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
    longMessage: 'There was an issue loading the embedded wallet. Please verify that your domain is allowed',
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
    longMessage: 'There was an issue doing the request to the embedded wallet. Please try again later.',
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

/** Wallet chain error codes (SPEC §8). 4902 triggers wallet_addEthereumChain (SPEC §4). */
export const ChainErrorCodes = {
  UNRECOGNIZED_CHAIN: 4902,
  DEFAULT: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001
