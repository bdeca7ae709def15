import type { EventType } from '../events/eventMap'

// Apart from the redactor (redactLog): every instance reads its plugins' rules, only an export or
// the devtools redact, so the rules of what a secret looks like stay off the first download.

/**
 * The secret paths plugins declare (`PluginDefinition.redact`), read when redacting. A path is
 * dot-separated keys, `*` matching any key or index.
 */
export interface RedactionRules {
  /** Paths in the payload of events of this type. */
  eventPaths(type: string): readonly (readonly string[])[]
  /** Paths in the state. */
  statePaths(): readonly (readonly string[])[]
}

/** The secret paths one plugin declares (`PluginDefinition.redact`): in its events' payloads, and in the state. */
export interface PluginRedaction {
  readonly events?: { readonly [K in EventType]?: readonly string[] }
  readonly state?: readonly string[]
}

type Declaring = { readonly redact?: PluginRedaction }

/** No declared path: the built-in rules only. */
export const NO_REDACTION_RULES: RedactionRules = { eventPaths: () => [], statePaths: () => [] }

/**
 * The rules of a set of plugins. Given a function, the plugins are read on every use, so an
 * instance's rules follow the plugins registered later (`appKit.use`, lazily loaded features).
 *
 * @example
 * const rules = redactionRules([walletDirectory()])
 * redactLogDocument(doc, rules)
 */
export function redactionRules(plugins: readonly Declaring[] | (() => readonly Declaring[])): RedactionRules {
  const current = typeof plugins === 'function' ? plugins : () => plugins
  const split = (paths: readonly string[] | undefined) => (paths ?? []).map(path => path.split('.'))
  return {
    eventPaths: type => current().flatMap(plugin => split(plugin.redact?.events?.[type as EventType])),
    statePaths: () => current().flatMap(plugin => split(plugin.redact?.state)),
  }
}
