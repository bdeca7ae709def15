import type { JsonValue } from '../events/eventMap'
import { fetchAllowedOrigins } from '../http/fetchAllowedOrigins'
import { isOriginAllowed } from '../http/isOriginAllowed'
import { warnIntegrator } from '../options/warnIntegrator'
import type { PluginContext } from '../plugins/definePlugin'
import { projectConfigResponseSchema } from '../schemas'
import { keepLocal } from './keepLocal'
import { originNotAllowedMessage } from './originNotAllowedMessage'
import { remoteOverrideMessage, remoteOverrides } from './remoteOverrides'
import { toRemoteFeatures } from './toRemoteFeatures'

const toJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value ?? null)) as JsonValue

/**
 * SPEC §5, §6: the page origin against the project's allow list and the defaults. Logs the console
 * error naming the origin and where to allow it (the default log level prints errors) and resolves
 * to whether the origin was refused; the caller shows SPEC §8's alert in debug mode.
 */
export async function checkPageOrigin(ctx: PluginContext, projectId: string, origin: string): Promise<boolean> {
  const allowed = await fetchAllowedOrigins(ctx.http.api)
  if (allowed.length === 0 || isOriginAllowed(origin, allowed) || ctx.signal.aborted) return false
  ctx.logger.error(originNotAllowedMessage(origin, projectId, allowed))
  return true
}

/**
 * Fetches the project configuration and applies its remote features, overriding local settings
 * with a warning each, unless 'prefer-local' keeps the integrator's. Rejects with the request's
 * error; the caller maps it to SPEC §8's alert.
 */
export async function applyProjectConfig(ctx: PluginContext): Promise<void> {
  const remote = toRemoteFeatures(await ctx.http.api.get('/appkit/v1/config', { schema: projectConfigResponseSchema, signal: ctx.signal }))
  // 'prefer-local': the integrator's own settings win; the project configuration fills in the rest.
  if (ctx.options.remoteConfig === 'prefer-local') {
    ctx.dispatch({ type: 'config/remote-features-resolved', payload: { features: keepLocal(remote, ctx.options.features, ctx.options.explicitFeatures) } })
    return
  }
  for (const override of remoteOverrides(ctx.options.features, ctx.options.explicitFeatures, remote)) {
    warnIntegrator(remoteOverrideMessage(override))
    ctx.dispatch({
      type: 'config/local-setting-overridden',
      payload: { option: override.option, local: toJson(override.local), remote: toJson(override.remote) },
    })
  }
  ctx.dispatch({ type: 'config/remote-features-resolved', payload: { features: remote } })
}
