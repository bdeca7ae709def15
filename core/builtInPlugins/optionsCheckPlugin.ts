import { definePlugin, type PluginDefinition } from '../plugins/definePlugin'
import { afterFirstView } from '../scheduling/afterFirstView'
import type { AppKitOptions } from '../schemas/optionsSchema'
import type { FeatureOptionsSource } from '../options/unimplementedOptions'

/**
 * Production builds only: the options schema (zod) is checked on the visitor's intent, from a lazy
 * chunk, instead of at `createAppKit`. An invalid option is reported with the message a development
 * build throws: on the console at the default log level, and among the instance's errors under
 * `debug`. The options accepted without effect are named then too, as development builds name them
 * at `createAppKit`.
 */
export function optionsCheckPlugin(input: AppKitOptions, featureOptions?: FeatureOptionsSource): PluginDefinition {
  return definePlugin({
    name: 'core/options',
    kind: 'core',
    setup(ctx) {
      let checked = false
      const check = () => {
        if (checked) return
        checked = true
        void afterFirstView(ctx)
          .then(() => import('../options/intentOptionsCheck'))
          .then(({ checkOptionsOnIntent }) => {
            if (ctx.signal.aborted) return
            const result = checkOptionsOnIntent(input, featureOptions)
            if (!result) return
            ctx.logger.error(result.message)
            // Under debug it also joins the instance's errors (state, log, devtools). Not as SPEC §8's
            // INVALID_APP_CONFIGURATION alert: that one's text is about the origin allowlist.
            if (ctx.options.debug) ctx.reportError(result)
          })
      }
      if (ctx.getState().intentShown) check()
      const subscription = ctx.ofType('app/intent-shown').subscribe(check)
      return () => subscription.unsubscribe()
    },
  })
}
