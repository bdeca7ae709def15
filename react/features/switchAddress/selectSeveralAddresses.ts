import type { VestibuleState } from '../../../core'

/**
 * Whether the Account view offers "Switch account": a Bitcoin connection holding several addresses
 * (payment and ordinals). Bitcoin requests name their address, so the page may choose among the
 * granted ones; an EVM wallet signs with the account it selected itself, so no switch is offered there.
 */
export const selectSeveralAddresses = (state: VestibuleState): boolean =>
  state.activeNamespace === 'bip122' && state.accounts.bip122?.status === 'connected' && state.accounts.bip122.allAccounts.length > 1
