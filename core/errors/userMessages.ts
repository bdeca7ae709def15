/**
 * Messages shown to the visitor (SPEC §8 "User messages"), verbatim from the SPEC (STYLE "Comments
 * and errors"): do not reword them here. One export each, so a bundle keeps only those it uses;
 * `UserMessages` (./errorMessages) gathers them.
 */
/** Balance failure or unsupported network; no retry for 30 s. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
/** The transaction list is then marked empty. */
export const TRANSACTIONS_FETCH_FAILED = 'Failed to fetch transactions'
/** Disconnects and resets the view to Connect. */
export const AUTH_INITIALIZATION_FAILED = 'A problem occurred while trying initialize authentication'
export const SIGNATURE_DECLINED = 'Signature declined'
export const SMART_ACCOUNTS_UNSUPPORTED = 'This application might not support Smart Accounts'
export const AUTHENTICATING = 'Authenticating...'
/** Email login attempted within the cooldown. */
export const PLEASE_TRY_AGAIN = (seconds: number) => `Please try again after ${seconds} seconds`
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed'
/** The UI form of RPC_NOT_ALLOWED, shown after 300 ms. */
export const ACTION_NOT_ALLOWED = 'Action not allowed'
export const AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required'
export const TOKEN_REQUIRED = 'A token is required'
export const UNSUPPORTED_CHAIN = 'Unsupported chain'
export const NETWORK_NOT_FOUND = 'Network not found'
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found'
