import type { EIP6963ProviderInfo, SandboxWalletProvider } from './sandboxWalletTypes'

export type AnnounceSandboxWalletOptions = {
  /** Also install as `window.ethereum`, for code paths that predate EIP-6963. */
  injectLegacy?: boolean
  /** Where to announce; the page's window by default (an EventTarget in node tests). */
  target?: EventTarget
}

export type SandboxWalletAnnouncement = {
  /** Announces again, as if a dapp had sent `eip6963:requestProvider`. */
  announce: () => void
  /** Stops answering `eip6963:requestProvider`. */
  stop: () => void
}

/**
 * EIP-6963 announcement: dispatches `eip6963:announceProvider` with a frozen
 * `{ info, provider }` now, and again on every `eip6963:requestProvider`, so a
 * dapp that starts listening later still finds the wallet.
 *
 * @example
 * const announcement = announceSandboxWallet(wallet.provider, wallet.info, { injectLegacy: true })
 * announcement.stop()
 */
export function announceSandboxWallet(
  provider: SandboxWalletProvider,
  info: EIP6963ProviderInfo,
  options: AnnounceSandboxWalletOptions = {},
): SandboxWalletAnnouncement {
  const target = options.target ?? window
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }

  if (options.injectLegacy) Object.assign(target, { ethereum: provider })
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { announce, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
