import { Alerts, VestibuleError, type AlertId } from '../errors'

/** SPEC §8's alert for a project configuration problem, as the error the modal shows. */
export function configAlert(id: AlertId, cause?: unknown): VestibuleError {
  const alert = Alerts[id]
  const category =
    id === 'RATE_LIMITED_APP_CONFIGURATION' ? 'RATE_LIMITED' : id === 'SERVER_ERROR_APP_CONFIGURATION' ? 'SERVER_ERROR' : 'INVALID_APP_CONFIGURATION'
  return new VestibuleError(alert.shortMessage, { details: alert.longMessage, code: alert.code, category, cause })
}
