import type { PluginDefinition } from 'vestibule/plugin'

// Where the WalletConnect entry offers its connector to the adapters' defaults, without an adapter
// importing it: an import of the entry is what brings `@walletconnect/universal-provider` (an
// optional peer) into an app's build, so a host that did not install it builds without it and
// without a warning. A global slot (not a module variable) since an app may load two copies of a
// module (the development and production builds, or two chunks): the offer must reach both.

type Offer = () => PluginDefinition
type Slot = Record<symbol, Offer | undefined>

// Read at each call, not at load: a module with nothing to run at load is one a host's bundler
// drops whole where nothing calls it (this file is in the first-paint kernel chunk).
const slot = () => Symbol.for('vestibule/walletConnectConnector')

export function offerWalletConnect(factory: Offer): void {
  ;(globalThis as unknown as Slot)[slot()] = factory
}

/** The WalletConnect connector's factory, when its entry is in the page; undefined otherwise. */
export function offeredWalletConnect(): Offer | undefined {
  return (globalThis as unknown as Slot)[slot()]
}
