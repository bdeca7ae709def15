import type { LoginProvider } from './embeddedWalletState'

export type ClientOs = 'ios' | 'android' | 'mac' | 'other'

/** SPEC §6: inside Telegram's client these providers' logins do not work, by platform. */
const TELEGRAM_REMOVED: Record<ClientOs, readonly LoginProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social logins to offer: the app's list (or the project configuration's), without the ones
 * Telegram's client blocks on this platform (SPEC §6). Unknown names are dropped.
 *
 * @example
 * socialLoginsFor(['google', 'x', 'discord'], { telegram: true, os: 'android' }) // ['google', 'discord']
 */
export function socialLoginsFor(
  socials: readonly string[] | false | undefined,
  client: { readonly telegram: boolean; readonly os: ClientOs },
): LoginProvider[] {
  if (!socials) return []
  const removed = client.telegram ? TELEGRAM_REMOVED[client.os] : []
  const known: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']
  return [...new Set(socials)].filter((name): name is LoginProvider => known.includes(name) && !removed.includes(name as LoginProvider))
}

/** The platform, from the user agent (iPadOS reports a Mac with touch). */
export function clientOs(userAgent: string, maxTouchPoints = 0): ClientOs {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac'
  return 'other'
}

/** Whether the page runs inside Telegram's client (a Telegram Mini App has `Telegram.WebApp`). */
export function isTelegramClient(win: Window & { Telegram?: { WebApp?: unknown } }): boolean {
  return win.Telegram?.WebApp !== undefined
}

/** A social username as SPEC §5 shows it: discord's trailing '0' (its old discriminator) dropped. */
export function displayUserName(provider: LoginProvider | null, userName: string): string {
  return provider === 'discord' && userName.endsWith('0') ? userName.slice(0, -1) : userName
}

/** SPEC §5: an email over 30 characters loses its last 3 for '...'. */
export function displayEmail(email: string): string {
  return email.length > 30 ? `${email.slice(0, -3)}...` : email
}
