import type { AppKit } from '../../core'

/**
 * Asks the connector to connect. The outcome lands in state (`connectionAttempts`, then the
 * account) where the views read it, so the promise's rejection is already accounted for.
 */
export function startConnection(appKit: AppKit, connectorId: string, walletId?: string): void {
  appKit.connect({ connectorId, ...(walletId ? { walletId } : {}) }).catch(() => undefined)
}
