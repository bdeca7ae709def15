import { useEffect } from 'react'
import type { AppKit } from '../../core'
import { scheduleIdle } from '../../core/scheduling/scheduleIdle'

/**
 * Once the open modal has drawn its wallet list and the page is idle, asks the WalletConnect
 * connector for a pairing URI, so choosing WalletConnect shows a live QR code at once. Never
 * sooner: the WalletConnect client is the largest chunk there is, and on the click's path it would
 * hold the list back (issue 27). A closed card drawn ahead of a click asks for nothing.
 */
export function usePairAheadWhenIdle(appKit: AppKit, shown: boolean): void {
  useEffect(() => {
    if (!shown) return
    return scheduleIdle(() => {
      const state = appKit.getState()
      const connector = state.connectors.find(candidate => candidate.type === 'WALLET_CONNECT')
      if (!connector || !state.modal.isOpen || state.pairing || state.accounts.eip155?.status === 'connected') return
      if (state.connectionAttempts[connector.id]?.status === 'pending') return
      appKit.dispatch({ type: 'pairing/requested', payload: { connectorId: connector.id } })
    })
  }, [appKit, shown])
}
