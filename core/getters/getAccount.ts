import type { CaipAddress, ChainNamespace } from '../events/caip'
import type { Account, AccountState, EmbeddedWalletUser, SocialProvider, AccountType } from '../schemas'
import type { VestibuleState } from '../state/state'

export type GetAccountParameters = ChainNamespace | undefined

/** AppKit's `UseAppKitAccountReturn`: one namespace's account as `getAccount` and `subscribeAccount` give it. */
export interface GetAccountReturnType {
  readonly allAccounts: readonly Account[]
  readonly caipAddress: CaipAddress | undefined
  readonly address: string | undefined
  readonly isConnected: boolean
  readonly status: AccountState['status']
  /** Set while the namespace is connected through the embedded (email or social) wallet. */
  readonly embeddedWalletInfo:
    | {
        readonly user: EmbeddedWalletUser | undefined
        readonly authProvider: SocialProvider | 'email'
        readonly accountType: AccountType | undefined
        readonly isSmartAccountDeployed: boolean
      }
    | undefined
}

/** The namespace asked for, else the active one, else the first configured (AppKit's fallback). */
export function namespaceOrActive(state: VestibuleState, namespace?: ChainNamespace): ChainNamespace | undefined {
  return namespace ?? state.activeNamespace ?? state.options?.networks[0]?.chainNamespace
}

/**
 * AppKit's `getAccount`: the account of a namespace (the active one by default), undefined when
 * the app configures no network of it.
 *
 * @example
 * const account = getAccount(appKit.getState(), 'solana')
 * account?.isConnected // true
 */
export function getAccount(state: VestibuleState, namespace?: GetAccountParameters): GetAccountReturnType | undefined {
  const ns = namespaceOrActive(state, namespace)
  if (!ns || !state.options?.networks.some(network => network.chainNamespace === ns)) return undefined
  const account = state.accounts[ns]
  const connectorId = state.activeConnectorIds[ns]
  const embedded = connectorId !== undefined && state.connectors.some(c => c.id === connectorId && c.type === 'AUTH')
  return {
    allAccounts: account?.allAccounts ?? [],
    caipAddress: account?.caipAddress,
    address: account?.address,
    isConnected: Boolean(account?.caipAddress),
    status: account?.status ?? 'disconnected',
    embeddedWalletInfo:
      embedded && account
        ? {
            user: account.user,
            authProvider: account.socialProvider ?? 'email',
            accountType: account.user?.preferredAccountType ?? account.preferredAccountTypes?.[ns],
            isSmartAccountDeployed: Boolean(account.user?.smartAccountDeployed),
          }
        : undefined,
  }
}
