import type { PluginDefinition, ResolvedOptions } from 'vestibule/plugin'
import { embeddedWalletConnector } from '../features/embeddedWallet'
import { offeredWalletConnect } from '../connectors/walletConnect/walletConnectOffer'

// AppKit's defaults for an app without `plugins` that every adapter shares; each adapter adds its
// namespace's wallets and networks. Nothing here imports an optional peer: the ethers adapter uses it.

/** The console line of an app whose defaults go without WalletConnect (said once a page). */
export const WALLET_CONNECT_MISSING =
  "Vestibule: WalletConnect is not offered. To offer it as AppKit does, install @walletconnect/universal-provider and add `import 'vestibule/plugins/connectors/walletConnect'` beside createAppKit (or choose the plugins yourself)."
export const WALLET_CONNECT_NEEDS_PROJECT_ID = 'Vestibule: WalletConnect is not offered: it needs a projectId (https://cloud.reown.com).'

let said = false

/**
 * WalletConnect, when the app can have it. Whether `@walletconnect/universal-provider` is
 * installed is known only to the app's bundler, and an adapter that imported it (even behind
 * `import()`) would stop the build, or warn, for every app without it (esbuild, webpack, Rollup
 * and Vite all resolve every import they bundle). So the WalletConnect entry, which the app imports
 * only when it installed the package, offers its connector on load (walletConnectOffer), and the
 * defaults take it from there; without it they say so once, on the console.
 */
export function walletConnectDefault(options: ResolvedOptions): PluginDefinition[] {
  if (options.enableWalletConnect === false) return []
  const offered = offeredWalletConnect()
  if (offered && options.projectId) return [offered()]
  if (!said) {
    said = true
    console.warn(offered ? WALLET_CONNECT_NEEDS_PROJECT_ID : WALLET_CONNECT_MISSING)
  }
  return []
}

/**
 * The embedded wallet (EVM), when `features.email` or `features.socials` ask for it: AppKit's
 * defaults have both on, so an app turns it off by setting both off.
 */
export function embeddedWalletDefault({ features }: ResolvedOptions): PluginDefinition[] {
  const wanted = features.email === true || (Array.isArray(features.socials) && features.socials.length > 0)
  return wanted ? [embeddedWalletConnector()] : []
}

/** Tests start each case as a fresh page would: the console line not said yet. */
export function resetWalletConnectNotice(): void {
  said = false
}
