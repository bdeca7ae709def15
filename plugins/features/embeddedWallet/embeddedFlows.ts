import type {} from './embeddedWalletEvents'
import { StorageKeys, ThrownMessages, UserMessages, VestibuleError, type CaipNetworkId, type ConnectorContext, type WalletConnection } from 'vestibule/plugin'
import { EMBEDDED_CONNECTOR_ID } from './embeddedWalletConstants'
import type { EmbeddedUser, FrameSend } from './frameProtocol'
import { awaitSocialResult } from './socialPopup'
import type { SocialLoginProvider } from './socialProviders'
import { syncEmbeddedUser } from './syncEmbeddedUser'

// The embedded wallet's steps beyond email (social, Farcaster, account types): a chunk of its own,
// loaded when the visitor takes one, so a host's first download holds only the connector's entry.

const chainNumber = (chainId: string | number) => Number(String(chainId).replace(/^eip155:/, ''))

/**
 * SPEC §4, §7 social login: the popup (already open) goes to the provider the frame names; its
 * `resultUri` comes back to this page and the frame finishes the login (CONNECT_SOCIAL).
 */
export async function connectSocial(ctx: ConnectorContext, send: FrameSend, popup: Window | null, provider: SocialLoginProvider, win: Window): Promise<void> {
  if (!popup) throw new VestibuleError(ThrownMessages.FAILED_TO_INITIATE_SOCIAL, { details: 'The browser blocked the popup' })
  try {
    const redirect = await send('GET_SOCIAL_REDIRECT_URI', { provider }).catch((cause: unknown) => {
      throw new VestibuleError(ThrownMessages.FAILED_TO_INITIATE_SOCIAL, { cause })
    })
    popup.location.href = redirect.uri
    const resultUri = await awaitSocialResult({ popup, secureOrigin: new URL(ctx.options.secureSiteUrl).origin, window: win })
    await send('CONNECT_SOCIAL', { uri: resultUri })
    ctx.storage.set(StorageKeys.EMAIL, undefined)
  } finally {
    popup.close()
  }
}

/** SPEC §4 GET_FARCASTER_URI: the URI the visitor opens (QR code or link) to approve the login. */
export async function getFarcasterUri(send: FrameSend): Promise<string> {
  return (await send('GET_FARCASTER_URI', {})).url
}

/** SPEC §4 CONNECT_FARCASTER: resolves once the visitor approved through the URI (SPEC §9: at most 2 min). */
export async function connectFarcaster(send: FrameSend): Promise<void> {
  await send('CONNECT_FARCASTER', {}).catch((cause: unknown) => {
    throw new VestibuleError(ThrownMessages.FAILED_TO_CONNECT_FARCASTER, { cause })
  })
}

/** SPEC §3: the networks where the secure site runs smart accounts, kept in storage. */
async function smartAccountEnabledNetworks(ctx: ConnectorContext, send: FrameSend): Promise<number[]> {
  const { smartAccountEnabledNetworks } = await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
  ctx.storage.set(StorageKeys.SMART_ACCOUNT_ENABLED_NETWORKS, smartAccountEnabledNetworks)
  return smartAccountEnabledNetworks
}

/**
 * SPEC §4, §9: a new login takes the visitor's stored preference, else the app's
 * `defaultAccountTypes` (EVM smartAccount unless set), where the network has smart accounts; on a
 * preferred-account error the type falls back to EOA.
 */
async function applyPreferredType(ctx: ConnectorContext, send: FrameSend, user: EmbeddedUser, enabled: readonly number[]): Promise<EmbeddedUser> {
  const wanted = ctx.storage.get(StorageKeys.PREFERRED_ACCOUNT_TYPES)?.eip155 ?? ctx.options.defaultAccountTypes.eip155 ?? 'eoa'
  if ((wanted !== 'eoa' && wanted !== 'smartAccount') || wanted === (user.preferredAccountType ?? 'eoa')) return user
  if (wanted === 'smartAccount' && !enabled.includes(chainNumber(user.chainId))) return user
  await send('SET_PREFERRED_ACCOUNT', { type: wanted }).catch(async (error: unknown) => {
    ctx.logger.warn('The preferred account type was refused; using the EOA', error)
    await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined)
  })
  return send('GET_USER', {})
}

/** The frame's user as a connection: what the modal shows of it synced, its preferred account first. */
export async function embeddedConnection(ctx: ConnectorContext, send: FrameSend, fresh: boolean): Promise<WalletConnection> {
  const enabled = await smartAccountEnabledNetworks(ctx, send).catch((): number[] => [])
  const found = await send('GET_USER', {})
  const user = fresh ? await applyPreferredType(ctx, send, found, enabled) : found
  const accounts = syncEmbeddedUser(ctx, user, enabled)
  return { namespace: 'eip155', accounts, caipNetworkId: `eip155:${chainNumber(user.chainId)}` as CaipNetworkId }
}

/** SPEC §4 silent restore: the frame's session as a connection, each answer waited for `timeoutMs` at most. */
export async function restoreConnection(ctx: ConnectorContext, send: FrameSend, timeoutMs: number): Promise<WalletConnection | undefined> {
  const bounded: FrameSend = (type, payload, wait) => send(type, payload, wait ?? timeoutMs)
  if (!(await bounded('IS_CONNECTED', {})).isConnected) return undefined
  return embeddedConnection(ctx, bounded, false)
}

/**
 * SPEC §4 account type switch: the frame makes `type` the account the page sees (deploying the
 * smart account first if needed), the stored preference follows, and the connection's accounts
 * change to the new order. Switching to smartAccount needs it enabled on the network and a current
 * preference of eoa; on a preferred-account error the type falls back to EOA.
 */
export async function switchAccountType(ctx: ConnectorContext, send: FrameSend, type: 'eoa' | 'smartAccount'): Promise<void> {
  const current = ctx.getState().slices.embeddedWallet?.user
  if (type === 'smartAccount') {
    const chainId = chainNumber(ctx.getState().activeCaipNetworkId?.split(':')[1] ?? '')
    if (current?.preferredAccountType !== 'eoa' || !current.smartAccountEnabledNetworks.includes(chainId))
      throw new VestibuleError(UserMessages.SMART_ACCOUNTS_UNSUPPORTED)
  }
  const stored = ctx.storage.get(StorageKeys.PREFERRED_ACCOUNT_TYPES)
  let failure: unknown
  try {
    await send('SET_PREFERRED_ACCOUNT', { type })
    ctx.storage.set(StorageKeys.PREFERRED_ACCOUNT_TYPES, { ...stored, eip155: type })
  } catch (error) {
    failure = error
    ctx.storage.set(StorageKeys.PREFERRED_ACCOUNT_TYPES, { ...stored, eip155: 'eoa' })
    await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined)
  }
  const user = await send('GET_USER', {})
  const accounts = syncEmbeddedUser(ctx, user, current?.smartAccountEnabledNetworks ?? [])
  ctx.dispatch({ type: 'connection/accounts-changed', payload: { connectorId: EMBEDDED_CONNECTOR_ID, namespace: 'eip155', accounts } })
  if (failure) throw failure
}

/** SPEC §4: the email change is polled this often until the frame reports the new address. */
export const EMAIL_CHANGE_POLL_MS = 1_000
/** How long the poll waits (SPEC §9's 2 min of an email request). */
const EMAIL_CHANGE_WAIT_MS = 120_000

/** SPEC §4 UPDATE_EMAIL: starts the change; the frame answers which code it sent first. */
export async function updateEmail(send: FrameSend, email: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'> {
  return (await send('UPDATE_EMAIL', { email })).action
}

/**
 * SPEC §4: the code sent to the current address (primary) or to the new one (secondary). The
 * secondary one ends the change: the page then polls the frame's user every 1 s until it holds the
 * new email, and the modal shows it.
 */
export async function verifyEmailUpdate(ctx: ConnectorContext, send: FrameSend, stage: 'primary' | 'secondary', otp: string, email: string): Promise<void> {
  if (stage === 'primary') {
    await send('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    return
  }
  await send('UPDATE_EMAIL_SECONDARY_OTP', { otp })
  for (const deadline = ctx.now() + EMAIL_CHANGE_WAIT_MS; ; await new Promise(resolve => setTimeout(resolve, EMAIL_CHANGE_POLL_MS))) {
    const user = await send('GET_USER', {})
    if (user.email?.toLowerCase() === email.toLowerCase()) {
      ctx.storage.set(StorageKeys.EMAIL, email)
      syncEmbeddedUser(ctx, user, ctx.getState().slices.embeddedWallet?.user?.smartAccountEnabledNetworks ?? [])
      return
    }
    if (ctx.now() > deadline) throw new VestibuleError(ThrownMessages.SOMETHING_WENT_WRONG, { details: 'The email change did not complete' })
  }
}
