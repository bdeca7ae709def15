/**
 * Fetches the project's allowed origins (SPEC §7 GET /projects/v1/origins).
 *
 * SPEC §8: 429 throws RATE_LIMITED; 500–599 throws SERVER_ERROR; anything
 * else (other statuses, no response, a malformed body) gives an empty list.
 */
import { Alerts } from '../errors/errorMessages'
import { HttpError } from '../errors/httpErrors'
import { VestibuleError } from '../errors/VestibuleError'
import { allowedOriginsResponseSchema } from '../schemas/appSchemas'
import type { HttpClient } from './createHttpClient'

export type FetchAllowedOriginsReturnType = string[]

export type FetchAllowedOriginsErrorType = VestibuleError

/**
 * Reads the allow list from the wallet directory API.
 *
 * @example
 * ```ts
 * const api = createHttpClient({ baseUrl: DEFAULT_API_URL, projectId })
 * const allowedOrigins = await fetchAllowedOrigins(api)
 * const allowed = isOriginAllowed(window.location.origin, allowedOrigins)
 * ```
 */
export async function fetchAllowedOrigins(client: Pick<HttpClient, 'get'>): Promise<FetchAllowedOriginsReturnType> {
  try {
    const { allowedOrigins } = await client.get('/projects/v1/origins', {
      schema: allowedOriginsResponseSchema,
    })
    return allowedOrigins
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      const alert = Alerts.RATE_LIMITED_APP_CONFIGURATION
      throw new VestibuleError(alert.shortMessage, {
        cause: error,
        details: alert.longMessage,
        category: 'RATE_LIMITED',
        code: alert.code,
      })
    }
    const status = error instanceof HttpError ? error.status : undefined
    if (status !== undefined && status >= 500 && status <= 599) {
      const alert = Alerts.SERVER_ERROR_APP_CONFIGURATION
      throw new VestibuleError(alert.shortMessage, {
        cause: error,
        details: `${alert.longMessage} (status ${status})`,
        category: 'SERVER_ERROR',
        code: alert.code,
      })
    }
    return []
  }
}
