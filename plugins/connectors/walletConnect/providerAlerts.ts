import { Alerts, VestibuleError, alertIdForServerMessage, type AlertId, type PluginContext } from 'vestibule/plugin'

/**
 * SPEC §8: WalletConnect provider errors whose text is a known server message become their
 * alert (raised as an error and shown in the snackbar), each alert once per page: a relay that
 * keeps refusing a bad project id must not flood the visitor.
 *
 * @example
 * const alertFor = createProviderAlerts(ctx)
 * alertFor(new Error('Unauthorized: invalid key')) // 'Invalid App Configuration' shown once
 */
export function createProviderAlerts(ctx: Pick<PluginContext, 'reportError' | 'dispatch'>): (error: unknown) => AlertId | undefined {
  const shown = new Set<AlertId>()
  return error => {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : String((error as { message?: unknown })?.message ?? '')
    const id = alertIdForServerMessage(message)
    if (!id || shown.has(id)) return undefined
    shown.add(id)
    const alert = Alerts[id]
    const category = id === 'SESSION_EXPIRED' ? 'API_ERROR' : 'INVALID_APP_CONFIGURATION'
    ctx.reportError(new VestibuleError(alert.shortMessage, { details: alert.longMessage, code: alert.code, category, cause: error }))
    ctx.dispatch({ type: 'snackbar/shown', payload: { message: alert.shortMessage, variant: 'error' } })
    return id
  }
}
