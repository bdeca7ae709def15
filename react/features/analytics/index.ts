import { defineFeature } from '../../featureHost/defineFeature'
import { internalsOf } from '../../../core/appkit/appKitInternals'

/**
 * Consent-first analytics (issue 16): no views, only its plugin, loaded on the visitor's intent like
 * every feature, and only when `features.analytics` is on and there is a project id (without one
 * no hosted call is made at all). It is handed the log so far, so the modal opening that showed
 * intent is tracked (held until consent) although the plugin loads on that very intent.
 */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  pluginName: 'features/analytics',
  options: ['features.analytics'],
  flagsAfterStart: 'once',
  enabled: options => options.features.analytics && Boolean(options.projectId),
  plugin: appKit => import('../../../plugins/features/analytics/analyticsPlugin').then(m => m.analytics({ backlog: () => internalsOf(appKit).log.events() })),
  views: {},
})
