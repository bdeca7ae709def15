import { alertIdForServerMessage, HttpError, type AlertId } from '../errors'
import { definePlugin } from '../plugins/definePlugin'
import { afterFirstView } from '../scheduling/afterFirstView'
import { configAlert } from '../config/configAlert'
import { BASIC_REMOTE_FEATURES } from '../config/toRemoteFeatures'

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
 * button, so opening does not wait for it; the code that fetches and applies it
 * (./fetchProjectConfig) loads then too, so a page nobody touches does not carry it.
 */
export const projectConfigPlugin = definePlugin({
  name: 'core/project-config',
  version: '1.0.0',
  kind: 'core',
  setup(ctx) {
    if (ctx.options.basic) return void ctx.dispatch({ type: 'config/remote-features-resolved', payload: { features: BASIC_REMOTE_FEATURES } })
    // No vendor account (issue 16): injected wallets work with no hosted call and no error; the
    // local options decide every feature. Debug mode shows SPEC §8's alert to the integrator.
    const projectId = ctx.options.projectId
    if (!projectId) return ctx.options.debug ? ctx.reportError(configAlert('PROJECT_ID_NOT_CONFIGURED')) : undefined

    let started = false
    const start = async () => {
      if (started) return
      started = true
      try {
        // After the modal's first view: the click it answers comes first (issue 27).
        await afterFirstView(ctx)
        if (ctx.signal.aborted) return
        const { applyProjectConfig, checkPageOrigin } = await import('../config/fetchProjectConfig')
        const origin = globalThis.location?.origin
        if (origin && origin !== 'null') {
          checkPageOrigin(ctx, projectId, origin).then(
            refused => refused && ctx.options.debug && ctx.reportError(configAlert('INVALID_APP_CONFIGURATION')),
            error => ctx.reportError(error),
          )
        }
        await applyProjectConfig(ctx)
      } catch (error) {
        // A failed request, or the module itself failing to load (offline): 'Server Error'.
        if (!ctx.signal.aborted) ctx.reportError(configAlert(alertFor(error), error))
      }
    }
    if (ctx.getState().intentShown) void start()
    else ctx.on('app/intent-shown', () => void start())
  },
})
