import type { PluginDefinition } from 'vestibule/plugin'

/**
 * Where the WalletConnect entry offers its connector to the adapters' defaults, without an adapter
 * importing it: an import of the entry is what brings `@walletconnect/universal-provider` (an
 * optional peer) into an app's build, so a host that did not install it builds without it and
 * without a warning. A global slot (not a module variable) since an app may load two copies of a
 * module (the development and production builds, or two chunks): the offer must reach both.
 */
const SLOT = Symbol.for('vestibule/walletConnectConnector')

type Offer = () => PluginDefinition

export function offerWalletConnect(factory: Offer): void {
  ;(globalThis as { [SLOT]?: Offer })[SLOT] = factory
}

/** The WalletConnect connector's factory, when its entry is in the page; undefined otherwise. */
export function offeredWalletConnect(): Offer | undefined {
  return (globalThis as { [SLOT]?: Offer })[SLOT]
}
