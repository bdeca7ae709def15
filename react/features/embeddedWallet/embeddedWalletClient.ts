import { providerKey, type AppKit } from '../../../core'
import type { EmbeddedWalletClient } from '../../../plugins/features/embeddedWallet'
import { EMBEDDED_CONNECTOR_ID } from '../../../plugins/features/embeddedWallet/embeddedWalletConstants'

/** The embedded wallet connector's live client (its provider in the registry), once it is registered. */
export function embeddedWalletClient(appKit: AppKit): EmbeddedWalletClient | undefined {
  return appKit.registry.get(providerKey<EmbeddedWalletClient>(EMBEDDED_CONNECTOR_ID))
}
