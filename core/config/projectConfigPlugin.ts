import { Alerts, alertIdForServerMessage, HttpError, VestibuleError, type AlertId } from '../errors'
import { fetchAllowedOrigins } from '../http/fetchAllowedOrigins'
import { isOriginAllowed } from '../http/isOriginAllowed'
import type { JsonValue } from '../events/eventMap'
import { definePlugin } from '../plugins/definePlugin'
import { projectConfigResponseSchema } from '../schemas'
import { warnIntegrator } from '../options/warnIntegrator'
import { keepLocal } from './keepLocal'
import { originNotAllowedMessage } from './originNotAllowedMessage'
import { remoteOverrideMessage, remoteOverrides } from './remoteOverrides'
import { BASIC_REMOTE_FEATURES, toRemoteFeatures, type RemoteFeatures } from './toRemoteFeatures'

const toJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value ?? null)) as JsonValue

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
 * The hosted project configuration: remote features override local ones (SPEC §6, with a warning,
 * visible at the default log level, for each local setting ignored), basic mode turns them all
 * off, a missing project id is no error (the 'Project ID Not Configured' alert in debug mode), and
 * the page origin is checked against the project's allow list (a console error naming it always,
 * SPEC §8's alert in the modal in debug mode).
 *
 * Private by default (issue 11): nothing is asked of the hosted API before the visitor shows
 * intent (`app/intent-shown`: pointing at, touching or focusing a Vestibule button, or an
 * `open`/`connect` call). The configuration is fetched then, while the visitor reaches for the
 * button, so opening does not wait for it.
 */
export const projectConfigPlugin = definePlugin({
  name: 'core/project-config',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    const resolved = (features: RemoteFeatures) => ctx.dispatch({ type: 'config/remote-features-resolved', payload: { features } })
    if (ctx.options.basic) return void resolved(BASIC_REMOTE_FEATURES)
    // No vendor account (issue 16): injected wallets work with no hosted call and no error; the
    // local options decide every feature. Debug mode shows SPEC §8's alert to the integrator.
    const projectId = ctx.options.projectId
    if (!projectId) return ctx.options.debug ? ctx.reportError(alertError('PROJECT_ID_NOT_CONFIGURED')) : undefined

    let started = false
    const start = async () => {
      if (started) return
      started = true
      const origin = globalThis.location?.origin
      // SPEC §5, §6: the page origin against the project's allow list and the defaults. The console
      // says what and where always (the default log level prints errors); the modal shows SPEC §8's
      // alert in debug mode.
      if (origin && origin !== 'null') {
        fetchAllowedOrigins(ctx.http.api).then(
          allowed => {
            if (allowed.length === 0 || isOriginAllowed(origin, allowed) || ctx.signal.aborted) return
            ctx.logger.error(originNotAllowedMessage(origin, projectId, allowed))
            if (ctx.options.debug) ctx.reportError(alertError('INVALID_APP_CONFIGURATION'))
          },
          error => ctx.reportError(error),
        )
      }
      try {
        const remote = toRemoteFeatures(await ctx.http.api.get('/appkit/v1/config', { schema: projectConfigResponseSchema, signal: ctx.signal }))
        const overrides = remoteOverrides(ctx.options.features, ctx.options.explicitFeatures, remote)
        // 'prefer-local': the integrator's own settings win; the project configuration fills in the rest.
        if (ctx.options.remoteConfig === 'prefer-local') return void resolved(keepLocal(remote, ctx.options.features, ctx.options.explicitFeatures))
        for (const override of overrides) {
          warnIntegrator(remoteOverrideMessage(override))
          ctx.dispatch({ type: 'config/local-setting-overridden', payload: { option: override.option, local: toJson(override.local), remote: toJson(override.remote) } })
        }
        resolved(remote)
      } catch (error) {
        if (!ctx.signal.aborted) ctx.reportError(alertError(alertFor(error), error))
      }
    }
    if (ctx.getState().intentShown) void start()
    else ctx.on('app/intent-shown', start)
  },
})
