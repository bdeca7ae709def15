import { StorageKeys, type Account, type ConnectorContext, type VestibuleStorageMap } from 'vestibule/plugin'
import type { EmbeddedUser } from './frameProtocol'

type StoredSocialProvider = VestibuleStorageMap[typeof StorageKeys.SOCIAL_PROVIDER]
/** SPEC §5's providers: farcaster is a login of its own, not stored as a social provider. */
const isSocialProvider = (provider: string | null): provider is StoredSocialProvider =>
  provider !== null && ['google', 'github', 'apple', 'facebook', 'x', 'discord'].includes(provider)

/**
 * The frame's user (GET_USER) into the page: what the modal shows of it (no secret) as
 * `embeddedWallet/user-synced`, SPEC §3's stored social provider and username, and its accounts,
 * the preferred one first.
 */
export function syncEmbeddedUser(ctx: ConnectorContext, user: EmbeddedUser, smartAccountEnabledNetworks: number[]): Account[] {
  const socialProvider = user.socialProvider ?? null
  // SPEC §3 browser storage: the social provider and username.
  ctx.storage.set(StorageKeys.SOCIAL_PROVIDER, isSocialProvider(socialProvider) ? socialProvider : undefined)
  ctx.storage.set(StorageKeys.SOCIAL_USERNAME, user.userName ?? undefined)
  ctx.dispatch({
    type: 'embeddedWallet/user-synced',
    payload: {
      socialProvider,
      userName: user.userName ?? null,
      email: user.email ?? null,
      preferredAccountType: user.preferredAccountType ?? 'eoa',
      smartAccountEnabledNetworks,
    },
  })
  return (user.accounts ?? [{ address: user.address, type: 'eoa' as const }]).map(account => ({ address: account.address, type: account.type }))
}
