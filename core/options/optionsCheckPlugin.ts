import { configAlert } from '../config/configAlert'
import { definePlugin, type PluginDefinition } from '../plugins/definePlugin'
import type { AppKitOptions } from './optionsSchema'
import { InvalidOptionsError } from './invalidOptionsError'

/**
 * Production builds only: the options schema (zod) is checked on the visitor's intent, from a lazy
 * chunk, instead of at `createAppKit`. An invalid option is reported with the message a development
 * build throws: on the console at the default log level, and as the modal's configuration alert
 * (SPEC §8 INVALID_APP_CONFIGURATION) under `debug`.
 */
export function optionsCheckPlugin(input: AppKitOptions): PluginDefinition {
  return definePlugin({
    name: 'core/options',
    kind: 'core',
    setup(ctx) {
      let checked = false
      const check = () => {
        if (checked) return
        checked = true
        void import('./validateOptions').then(({ validateOptions }) => {
          if (ctx.signal.aborted) return
          const result = validateOptions(input)
          if (!(result instanceof InvalidOptionsError)) return
          ctx.logger.error(result.message)
          if (ctx.options.debug) ctx.reportError(configAlert('INVALID_APP_CONFIGURATION', result))
        })
      }
      if (ctx.getState().intentShown) check()
      const subscription = ctx.ofType('app/intent-shown').subscribe(check)
      return () => subscription.unsubscribe()
    },
  })
}
