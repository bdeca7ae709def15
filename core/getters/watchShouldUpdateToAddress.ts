import type { Observable } from 'rxjs'
import { distinctUntilChanged, filter, map, pairwise } from '../rx/kernelRx'
import type { VestibuleState } from '../state/state'

/** The active namespace's address while it is connected, with the connector it is connected through. */
const connectedAddress = (state: VestibuleState) => {
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  return account?.status === 'connected' && namespace ? `${state.activeConnectorIds[namespace] ?? ''}\n${account.address ?? ''}` : undefined
}

/**
 * AppKit's `subscribeShouldUpdateToAddress`: the wallet moved the connection to another of its
 * addresses (the visitor picked another account, or the embedded wallet switched account type);
 * not called on connect or disconnect. Returns the unsubscribe function.
 *
 * @example
 * watchShouldUpdateToAddress(appKit.state$, address => console.log('now', address))
 */
export function watchShouldUpdateToAddress(state$: Observable<VestibuleState>, listener: (address?: string) => void): () => void {
  const subscription = state$
    .pipe(
      map(connectedAddress),
      distinctUntilChanged(),
      pairwise(),
      filter(([before, after]) => before !== undefined && after !== undefined && before.split('\n')[0] === after.split('\n')[0]),
      map(([, after]) => after!.split('\n')[1] || undefined),
    )
    .subscribe(listener)
  return () => subscription.unsubscribe()
}
