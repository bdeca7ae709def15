import type { AccountState, CaipAddress, CaipNetworkId, VestibuleState } from '../../core'

/**
 * What the server knows of a returning visitor: wagmi's `State`, as `cookieToInitialState(config,
 * cookieHeader)` reads it from wagmi's cookie (the same value the app gives `<WagmiProvider
 * initialState>`). Typed by its shape, so this entry imports no wagmi.
 */
export interface AppKitInitialState {
  readonly chainId: number
  readonly current: string | null
  readonly connections: ReadonlyMap<string, { readonly accounts: readonly string[]; readonly chainId: number }>
}

/** The EVM account and network the initial state says the visitor was connected with, if any. */
export interface InitialConnection {
  readonly account: AccountState
  readonly caipNetworkId: CaipNetworkId
}

/**
 * The connection `initialState` records. Its network is kept only when the app still has it (the
 * same rule `storage/restored` applies), else the account shows on the app's first network.
 */
export function initialConnectionOf(initialState: AppKitInitialState | undefined): InitialConnection | undefined {
  const connection = initialState?.current ? initialState.connections.get(initialState.current) : undefined
  const address = connection?.accounts[0]
  if (!connection || !address) return undefined
  const caipNetworkId = `eip155:${connection.chainId}` as CaipNetworkId
  return {
    caipNetworkId,
    account: {
      status: 'connected',
      address,
      caipAddress: `${caipNetworkId}:${address}` as CaipAddress,
      allAccounts: connection.accounts.map(account => ({ address: account, type: 'eoa' as const })),
    },
  }
}

/** `state` with the initial connection as its active EVM account. */
export function withInitialConnection(state: VestibuleState, connection: InitialConnection): VestibuleState {
  const known = state.options?.networks.some(network => network.caipNetworkId === connection.caipNetworkId)
  return {
    ...state,
    accounts: { ...state.accounts, eip155: connection.account },
    activeNamespace: 'eip155',
    ...(known ? { activeCaipNetworkId: connection.caipNetworkId } : {}),
  }
}
