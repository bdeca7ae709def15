import type { ReactNode } from 'react'
import { useAppKitButtonState, type AppKitButtonRenderProps } from '../shared/useAppKitButtonState'

export interface AppKitButtonRendererProps {
  readonly children: (props: AppKitButtonRenderProps) => ReactNode
}

/**
 * A button of the app's own design, fed the same state as ours (RainbowKit's `ConnectButton.Custom`).
 *
 * @example
 * <AppKitButtonRenderer>
 *   {({ isConnected, displayAddress, openConnect, openAccount }) =>
 *     <button onClick={isConnected ? openAccount : openConnect}>{displayAddress ?? 'Connect'}</button>}
 * </AppKitButtonRenderer>
 */
export function AppKitButtonRenderer({ children }: AppKitButtonRendererProps) {
  const { account: _account, ...props } = useAppKitButtonState()
  return <>{children(props)}</>
}
