export { ERROR_CATEGORIES, VestibuleError, serializeError } from './VestibuleError'
export type {
  ErrorCategory,
  SerializedError,
  VestibuleErrorParameters,
} from './VestibuleError'
export { ActionTimeoutError } from './ActionTimeoutError'
export type { ActionTimeoutErrorParameters } from './ActionTimeoutError'
export { HttpError, RpcError, TimeoutError } from './httpErrors'
export type { HttpErrorParameters, RpcErrorParameters, TimeoutErrorParameters } from './httpErrors'
export {
  Alerts,
  ChainErrorCodes,
  ServerMessageMapping,
  ThrownMessages,
  USER_REJECTED_CODE,
  UserMessages,
  alertIdForServerMessage,
} from './errorMessages'
export type { Alert, AlertId } from './errorMessages'
