import { useCallback } from 'react'
import type { CaipNetwork, ViewName } from '../../../core'
import { useAppKitInstance } from '../../instance/useAppKitInstance'

/**
 * Switches network from a view, then leaves that view as AppKit's `navigateAfterNetworkSwitch`
 * does: one step back, which closes the modal when the view was the first. The reducer has already
 * returned from SwitchNetwork by the time the switch resolves. A failed switch is shown by the
 * modal's snackbar (it listens for `network/switch-failed`), so it needs nothing here.
 */
export function useSwitchFromView(view: ViewName): (network: CaipNetwork) => void {
  const appKit = useAppKitInstance()
  return useCallback(
    (network: CaipNetwork) => {
      appKit.switchNetwork({ network: network.caipNetworkId }).then(
        () => {
          const state = appKit.getState()
          if (state.modal.isOpen && state.modal.view === view && !state.unsupportedNetwork) appKit.dispatch({ type: 'router/went-back', payload: {} })
        },
        () => undefined,
      )
    },
    [appKit, view],
  )
}
