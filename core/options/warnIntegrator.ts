/**
 * A warning the integrator must see whatever the log level: the instance logger prints only
 * errors unless `debug` is set (SPEC §9 "log level default error"), and an option that silently
 * does nothing, or a local setting the project configuration silently overrides (SPEC §6), would
 * let an app ship believing otherwise.
 *
 * @example
 * warnIntegrator('`features.swaps` is accepted but not implemented in this build; it has no effect.')
 */
export function warnIntegrator(message: string): void {
  console.warn(`[vestibule] ${message}`)
}
