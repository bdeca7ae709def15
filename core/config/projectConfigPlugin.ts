import { Alerts, alertIdForServerMessage, HttpError, VestibuleError, type AlertId } from '../errors'
import { fetchAllowedOrigins } from '../http/fetchAllowedOrigins'
import { isOriginAllowed } from '../http/isOriginAllowed'
import { definePlugin } from '../plugins/definePlugin'
import { projectConfigResponseSchema } from '../schemas'
import { BASIC_REMOTE_FEATURES, toRemoteFeatures, type RemoteFeatures } from './toRemoteFeatures'

const alertError = (id: AlertId, cause?: unknown) => {
  const alert = Alerts[id]
  const category = id === 'RATE_LIMITED_APP_CONFIGURATION' ? 'RATE_LIMITED' : id === 'SERVER_ERROR_APP_CONFIGURATION' ? 'SERVER_ERROR' : 'INVALID_APP_CONFIGURATION'
  return new VestibuleError(alert.shortMessage, { details: alert.longMessage, code: alert.code, category, cause })
}

/** The alert a failed configuration fetch stands for (SPEC §8 alerts and server message mapping). */
function alertFor(error: unknown): AlertId {
  if (error instanceof HttpError) {
    const mapped = alertIdForServerMessage(error.body ?? '')
    if (mapped) return mapped
    if (error.status === 429) return 'RATE_LIMITED_APP_CONFIGURATION'
    if (error.status === 401 || error.status === 403) return 'INVALID_PROJECT_ID'
  }
  return 'SERVER_ERROR_APP_CONFIGURATION'
}

/**
 * The hosted project configuration: remote features override local ones (SPEC §6, with a warning
 * naming each local setting ignored), basic mode turns them all off, a missing project id is the
 * 'Project ID Not Configured' alert, and in debug mode the page origin is checked against the
 * project's allow list.
 */
export const projectConfigPlugin = definePlugin({
  name: 'core/project-config',
  version: '1.0.0',
  kind: 'core',
  async setup(ctx) {
    const resolved = (features: RemoteFeatures) => ctx.dispatch({ type: 'config/remote-features-resolved', payload: { features } })
    if (ctx.options.basic) return void resolved(BASIC_REMOTE_FEATURES)
    if (!ctx.options.projectId) return ctx.reportError(alertError('PROJECT_ID_NOT_CONFIGURED'))

    const origin = globalThis.location?.origin
    if (ctx.options.debug && origin) {
      fetchAllowedOrigins(ctx.http.api).then(
        allowed => {
          if (allowed.length > 0 && !isOriginAllowed(origin, allowed)) ctx.reportError(alertError('INVALID_APP_CONFIGURATION'))
        },
        error => ctx.reportError(error),
      )
    }

    try {
      const features = toRemoteFeatures(await ctx.http.api.get('/appkit/v1/config', { schema: projectConfigResponseSchema }))
      const local = ctx.options.features
      const overridden = [
        local.email !== features.email && 'email',
        local.swaps !== (features.swaps !== false) && 'swaps',
        local.onramp !== (features.onramp !== false) && 'onramp',
        local.history !== features.activity && 'history',
        local.reownBranding !== features.reownBranding && 'reownBranding',
      ].filter(Boolean)
      if (overridden.length > 0) {
        ctx.logger.warn(`The project configuration overrides features.${overridden.join(', features.')}: the local setting was ignored.`)
      }
      resolved(features)
    } catch (error) {
      ctx.reportError(alertError(alertFor(error), error))
    }
  },
})
