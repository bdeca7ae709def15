import { splitCaipAddress, type CaipAddress, type ChainNamespace } from '../events/caip'
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

/**
 * What the embedded (AUTH) connector publishes of its user in its slice (`slices.embeddedWallet`,
 * written on the frame's GET_USER): read by shape, as core knows no plugin's types.
 */
interface PublishedEmbeddedUser {
  readonly socialProvider: string | null
  readonly userName: string | null
  readonly email: string | null
  readonly preferredAccountType: AccountType
}

function publishedEmbeddedUser(state: VestibuleState): PublishedEmbeddedUser | undefined {
  const slice = (state.slices as { readonly embeddedWallet?: { readonly user?: PublishedEmbeddedUser | null } }).embeddedWallet
  return slice?.user ?? undefined
}

/** AppKit's `embeddedWalletInfo` of an account connected through the embedded wallet. */
function embeddedWalletInfoOf(state: VestibuleState, ns: ChainNamespace, account: AccountState): GetAccountReturnType['embeddedWalletInfo'] {
  const published = publishedEmbeddedUser(state)
  const chainId = account.caipAddress ? splitCaipAddress(account.caipAddress).caipNetworkId.split(':')[1] : undefined
  const user: EmbeddedWalletUser | undefined =
    account.user ??
    (published && account.address && chainId
      ? {
          email: published.email,
          userName: published.userName,
          address: account.address,
          chainId: ns === 'eip155' ? Number(chainId) : chainId,
          accounts: [...account.allAccounts],
          preferredAccountType: published.preferredAccountType,
        }
      : undefined)
  const social = account.socialProvider ?? (published?.socialProvider as SocialProvider | null | undefined) ?? undefined
  return {
    user,
    authProvider: social ?? 'email',
    accountType: user?.preferredAccountType ?? account.preferredAccountTypes?.[ns],
    isSmartAccountDeployed: Boolean(user?.smartAccountDeployed),
  }
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
    embeddedWalletInfo: embedded && account ? embeddedWalletInfoOf(state, ns, account) : undefined,
  }
}
